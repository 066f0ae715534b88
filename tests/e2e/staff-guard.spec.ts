import { expect, test } from "@playwright/test";
import { isStaffPage, PAGES, urlsOf } from "../../app/pages.server.ts";
import { BASE_URL } from "../../playwright.config.ts";
import { STAFF, signIn } from "./support/staff.ts";

/** Every staff URL of the declared page list, the other workspace pages included as they are added. */
const STAFF_ENTRIES = PAGES.filter(isStaffPage);
/** The sign-in pages themselves must open without a session. */
const isSignIn = (pattern: string) =>
  pattern === "/staff/login" || pattern.startsWith("/staff/login/");
const GUARDED_URLS = STAFF_ENTRIES.filter((entry) => !isSignIn(entry.pattern)).flatMap((entry) =>
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
    test(`GET ${url} redirects to the sign-in page, and back afterwards`, async ({ request }) => {
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

  test("those refused POSTs change nothing: a member's session survives, the log has nothing new", async ({
    page,
  }) => {
    await signIn(page, STAFF.guard);
    // Other tests sign in and out in parallel: look at this member's entries only.
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
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain("/staff");
  });

  test("the sign-in page is the workspace's own, without the marketing header and footer", async ({
    page,
  }) => {
    await page.goto("/staff/login");
    await expect(page.getByRole("heading", { name: "Sign in", level: 1 })).toBeVisible();
    await expect(page.locator("footer")).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Workspace" })).toHaveCount(0);
  });
});
