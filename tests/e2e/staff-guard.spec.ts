import { expect, test } from "@playwright/test";
import { isStaffLoginPage, isStaffPage, PAGES, urlsOf } from "#server/pages.ts";
import { BASE_URL } from "../../playwright.config.ts";
import { allSitemaps } from "./support/sitemaps.ts";
import { logIn, requestLogin, STAFF } from "./support/staff.ts";

/** Every staff URL of the declared page list, the other workspace pages included as they are added. */
const STAFF_ENTRIES = PAGES.filter(isStaffPage);
/** The login pages themselves must open without a session. */
const GUARDED_URLS = STAFF_ENTRIES.filter((entry) => !isStaffLoginPage(entry)).flatMap((entry) =>
  // A pattern with a parameter stands for any value: try a plausible one.
  urlsOf(entry).map((url) => url.replace(/:[a-z]+/gi, "1")),
);

test.describe("every /staff route refuses a visitor without a session", () => {
  test("the list covers the workspace", () => {
    expect(GUARDED_URLS).toEqual(
      expect.arrayContaining(["/staff", "/staff/account", "/staff/activity", "/staff/logout"]),
    );
  });

  for (const url of GUARDED_URLS) {
    test(`GET ${url} redirects to the login page, and back afterwards`, async ({ request }) => {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      const location = new URL(response.headers().location!, BASE_URL);
      expect(location.pathname).toBe("/staff/login");
      expect(location.searchParams.get("next")).toBe(url);
    });

    test(`POST ${url} is refused`, async ({ request }) => {
      const response = await request.post(url, {
        maxRedirects: 0,
        headers: { Origin: BASE_URL },
        form: { everywhere: "1", intent: "remove", passkey: "x", status: "closed" },
      });
      // 401 from requireStaff; 405 where the route takes no POST at all.
      expect([401, 405], `${url} answered ${response.status()}`).toContain(response.status());
    });
  }

  test("the open houses' former addresses (/staff/events) answer 301 to the new ones, then the login page", async ({
    request,
  }) => {
    for (const [former, now] of [
      ["/staff/events", "/staff/open-houses"],
      ["/staff/events/1/edit?from=bookmark", "/staff/open-houses/1/edit?from=bookmark"],
    ]) {
      const response = await request.get(former!, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(now);
    }
    const landed = new URL((await request.get("/staff/events/1")).url());
    expect(landed.pathname).toBe("/staff/login");
    expect(landed.searchParams.get("next")).toBe("/staff/open-houses/1");
  });

  test("those refused POSTs change nothing: a member's session survives, the log has nothing new", async ({
    page,
  }) => {
    await logIn(page, STAFF.guard);
    // Other tests log in and out in parallel: look at this member's entries only.
    const entries = () => page.getByRole("row").filter({ hasText: STAFF.guard }).allInnerTexts();
    await page.goto("/staff/activity");
    const before = await entries();
    for (const url of GUARDED_URLS) {
      // Without the member's cookie (a fresh request context), as a stranger would post.
      const stranger = await page.context().browser()!.newContext({ baseURL: BASE_URL });
      await stranger.request.post(url, {
        headers: { Origin: BASE_URL },
        form: { everywhere: "1" },
      });
      await stranger.close();
    }
    await page.goto("/staff/activity");
    await expect(page.getByRole("heading", { name: "Activity", level: 1 })).toBeVisible();
    expect(await entries()).toEqual(before);
  });
});

test.describe("staff pages are private", () => {
  test("never stored, never indexed, never in the sitemap, never prerendered, never held by another site's window", async ({
    request,
  }) => {
    for (const entry of STAFF_ENTRIES) {
      expect(entry.rendering, entry.pattern).toBe("per-request");
      expect(entry.sitemap, entry.pattern).toBe(false);
    }
    const login = await request.get("/staff/login");
    expect(login.headers()["cache-control"]).toBe("no-store");
    expect(login.headers()["x-robots-tag"]).toBe("noindex");
    // No other site's window keeps a handle on a page that holds leads; public pages hold none.
    expect(login.headers()["cross-origin-opener-policy"]).toBe("same-origin");
    for (const publicPage of ["/", "/team"])
      expect(
        (await request.get(publicPage)).headers()["cross-origin-opener-policy"],
      ).toBeUndefined();
    expect(await login.text()).toMatch(/<meta name="robots" content="noindex"\/?>/);
    const sitemap = await allSitemaps((path) => request.get(path).then((answer) => answer.text()));
    expect(sitemap).not.toContain("/staff");
  });

  test("the login page is the workspace's own, without the marketing header and footer", async ({
    page,
  }) => {
    await page.goto("/staff/login");
    await expect(page.getByRole("heading", { name: "Log in", level: 1 })).toBeVisible();
    await expect(page.locator("footer")).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Workspace" })).toHaveCount(0);
  });
});

test.describe("odd requests get a clear 4xx, never a 5xx", () => {
  test("a staff path in another letter case lands on the workspace's own, with its headers", async ({
    request,
  }) => {
    for (const path of ["/STAFF/login", "/Staff/leads?status=new"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([path, response.status()]).toEqual([path, 308]);
      expect(response.headers().location).toBe(path.replace(/^\/staff/i, "/staff"));
    }
    const data = await request.get("/staff/login.data");
    expect(data.headers()["x-robots-tag"]).toBe("noindex");
    expect(data.headers()["cache-control"]).toBe("no-store");
  });

  test("a login whose next page has non-Latin letters lands there, logged in", async ({ page }) => {
    const next = "/staff/leads?q=Łukasz";
    const { code } = await requestLogin(page, STAFF.odd, next);
    await page.getByLabel("6-digit code", { exact: true }).fill(code);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/staff\/leads\?q=%C5%81ukasz$/);
    await expect(page.getByRole("searchbox")).toHaveValue("Łukasz");
  });

  test("a member's out-of-range ids, NUL characters and non-form posts", async ({ page }) => {
    await logIn(page, STAFF.odd);
    const get = async (url: string) => (await page.request.get(url, { maxRedirects: 0 })).status();
    expect(await get("/staff/leads/2147483648")).toBe(404);
    expect(await get("/staff/leads/2147483648/data.json")).toBe(404);
    expect(await get("/staff/open-houses/2147483648")).toBe(404);
    // A filter the database could not take is dropped, as any invalid filter is.
    for (const url of [
      "/staff/leads?after=2147483648",
      "/staff/leads?q=%00",
      "/staff/leads?source=a%00b",
      "/staff/leads.csv?q=ann%00",
      "/staff/activity?before=99999999999999999999",
    ])
      expect([url, await get(url)]).toEqual([url, 200]);
    for (const url of ["/staff/leads", "/staff/leads/1", "/staff/account", "/staff/logout"]) {
      const response = await page.request.post(url, {
        maxRedirects: 0,
        headers: { Origin: BASE_URL, "Content-Type": "application/json" },
        data: "{}",
      });
      expect([url, response.status()]).toEqual([url, 400]);
    }
    // Still logged in: the refused logout changed nothing.
    await page.goto("/staff/account");
    await expect(page.getByText(`Logged in as ${STAFF.odd}`)).toBeVisible();
  });

  test("other methods get 405 and the methods allowed", async ({ request }) => {
    for (const method of ["PUT", "DELETE", "OPTIONS"]) {
      const response = await request.fetch("/contact", { method, maxRedirects: 0 });
      expect([method, response.status()]).toEqual([method, 405]);
      expect(response.headers().allow).toBe("GET, HEAD, POST");
    }
  });
});
