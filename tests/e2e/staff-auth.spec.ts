import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./support/axe.ts";
import { mailsMentioning, mailsTo } from "./support/mail.ts";
import { logIn, requestLogin, STAFF, waitForStaffHydration } from "./support/staff.ts";

/** A virtual authenticator that verifies the user (as a fingerprint or PIN would) for the page's browser. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/** `member` logged in on a browser with a fingerprint reader (a virtual authenticator). */
async function logInWithAuthenticator(page: Page, member: string) {
  await addVirtualAuthenticator(page);
  await logIn(page, member);
  await waitForStaffHydration(page);
}

/** Adds a passkey from the account page's button, as the member would. */
async function addPasskey(page: Page) {
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Added the passkey" })).toBeVisible();
}

/** The workspace's entries in the audit log, as /staff/activity lists them. */
async function activity(page: Page) {
  await page.goto("/staff/activity");
  return page.getByRole("table").getByRole("row").allInnerTexts();
}

test.describe("staff login", () => {
  test("a link from the e-mail logs in after a click (opening it alone does not), once", async ({
    page,
  }) => {
    const { link, code, subject } = await requestLogin(page, STAFF.link, "/staff");
    expect(subject).toContain(code);
    // What a mail scanner does: fetch the link. The link must still work afterwards.
    expect((await page.request.get(link)).status()).toBe(200);
    await page.goto(link);
    await page.getByRole("button", { name: "Log in" }).click();
    // Logged in, the member lands in the workspace (/staff opens Today).
    await expect(page).toHaveURL(/\/staff\/today$/);
    // The shell: the workspace's own frame, not the marketing site's.
    await page.goto("/staff/account");
    await expect(page.getByText(`Logged in as ${STAFF.link}`)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Workspace" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Log out", exact: true })).toBeVisible();
    await expect(page.getByTestId("delivery-health")).toBeVisible();
    await expect(page.locator("footer")).toHaveCount(0);
    // Used: the same link now says so.
    await page.goto(link);
    await expect(page.getByText("This login link was used already or has expired")).toBeVisible();
    expect(await activity(page)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/staff-link@example\.com\s+logged in\s+method: link/),
      ]),
    );
  });

  test("the e-mailed link returns to the page the member was going to, and says whose login it is", async ({
    page,
  }) => {
    const goingTo = "/staff/leads?status=all";
    await page.goto(goingTo);
    await expect(page).toHaveURL(`/staff/login?next=${encodeURIComponent(goingTo)}`);
    const { link } = await requestLogin(page, STAFF.linkNext, goingTo);
    await page.goto(link);
    await expect(page.getByText("Logging in as s…@example.com on this device.")).toBeVisible();
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(goingTo);
    await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();

    // A link edited to send the member elsewhere still logs in, into the workspace only.
    await page.context().clearCookies();
    const second = await requestLogin(page, STAFF.linkNext, "/staff/activity");
    expect(second.link).toMatch(/\?next=%2Fstaff%2Factivity$/);
    await page.goto(second.link.replace(/\?next=.*$/, "?next=%2F%2Fevil.example%2Fstaff"));
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/staff\/today$/);
  });

  test("the 6-digit code logs in on the check-your-inbox page, and goes where the visitor was headed", async ({
    page,
  }) => {
    const { code } = await requestLogin(page, STAFF.code, "/staff/activity");
    await page
      .getByLabel("6-digit code", { exact: true })
      .fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByText("That code is wrong, used or expired")).toBeVisible();
    await page.getByLabel("6-digit code", { exact: true }).fill(code);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/staff\/activity$/);
    await expect(page.getByRole("heading", { name: "Activity", level: 1 })).toBeVisible();
  });

  test("an address that is not staff gets the same answer and no e-mail", async ({ page }) => {
    const stranger = "not-on-the-team@example.com";
    await page.goto("/staff/login");
    await page.getByLabel("E-mail", { exact: true }).fill(stranger);
    await page.getByRole("button", { name: "E-mail me a login link" }).click();
    await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
    const strangerText = (await page.getByRole("main").innerText()).replace(stranger, "ADDRESS");
    // A staff request made after it: once its mail is out, the stranger's would be too.
    await requestLogin(page, STAFF.guard);
    const staffText = (await page.getByRole("main").innerText()).replace(STAFF.guard, "ADDRESS");
    expect(strangerText).toBe(staffText);
    expect(await mailsMentioning(stranger)).toEqual([]);
  });

  test("a passkey is added on the account page and logs in next time; login, logout and the passkey are in the log", async ({
    page,
  }) => {
    await logInWithAuthenticator(page, STAFF.passkey);
    await expect(page.getByText("No passkeys yet.")).toBeVisible();
    await addPasskey(page);
    const passkeys = page.getByRole("list", { name: "Your passkeys" }).getByRole("listitem");
    await expect(passkeys).toHaveCount(1);
    await expect(passkeys.first()).toContainText("not used yet");
    // The member is told by e-mail, with the way to remove it.
    await expect
      .poll(async () => (await mailsTo(STAFF.passkey)).map((mail) => mail.subject))
      .toContainEqual(expect.stringMatching(/A passkey was added/));

    await page.getByRole("button", { name: "Log out", exact: true }).click();
    await expect(page).toHaveURL(/\/staff\/login\?signed-out=1/);
    await expect(page.getByText("You are logged out.")).toBeVisible();
    await page.goto("/staff/account");
    await expect(page).toHaveURL(/\/staff\/login\?next=%2Fstaff%2Faccount/);

    await waitForStaffHydration(page);
    await page.getByRole("button", { name: "Log in with a passkey" }).click();
    await expect(page).toHaveURL(/\/staff\/account$/);
    await expect(page.getByText(`Logged in as ${STAFF.passkey}`)).toBeVisible();
    await expect(passkeys.first()).toContainText("last used");

    const log = (await activity(page)).filter((row) => row.includes(STAFF.passkey));
    expect(log[0]).toMatch(/logged in\s+method: passkey/);
    expect(log[1]).toMatch(/logged out/);
    expect(log[2]).toMatch(/added a passkey/);
    expect(log[3]).toMatch(/logged in\s+method: link/);

    // Removed, it no longer logs in.
    await page.goto("/staff/account");
    await page.getByRole("button", { name: /^Remove the passkey/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "Removed the passkey" })).toBeVisible();
    await expect(page.getByText("No passkeys yet.")).toBeVisible();
    await page.getByRole("button", { name: "Log out", exact: true }).click();
    await waitForStaffHydration(page);
    await page.getByRole("button", { name: "Log in with a passkey" }).click();
    await expect(page.getByRole("alert")).toContainText(
      /not one of the team's|No passkey was used/,
    );
    await expect(page).toHaveURL(/\/staff\/login/);
  });

  test("log out everywhere ends the member's sessions on every device", async ({ browser }) => {
    const laptop = await browser.newPage();
    const tablet = await browser.newPage();
    try {
      await logIn(laptop, STAFF.everywhere);
      await logIn(tablet, STAFF.everywhere);
      await laptop.getByRole("button", { name: "Log out everywhere" }).click();
      await expect(laptop).toHaveURL(/\/staff\/login\?signed-out=1/);
      await tablet.goto("/staff/account");
      await expect(tablet).toHaveURL(/\/staff\/login\?next=/);
      await expect(tablet.getByRole("heading", { name: "Log in" })).toBeVisible();
    } finally {
      await laptop.context().close();
      await tablet.context().close();
    }
  });
});

test("log out everywhere with the box ticked also removes the member's passkeys", async ({
  page,
}) => {
  await logInWithAuthenticator(page, STAFF.passkeyRemoval);
  await addPasskey(page);

  await page.getByRole("checkbox", { name: /Also remove my passkeys/ }).check();
  await page.getByRole("button", { name: "Log out everywhere" }).click();
  await expect(page).toHaveURL(/\/staff\/login\?signed-out=1/);
  await waitForStaffHydration(page);
  await page.getByRole("button", { name: "Log in with a passkey" }).click();
  await expect(page.getByRole("alert")).toContainText(/not one of the team's|No passkey was used/);
  await expect(page).toHaveURL(/\/staff\/login/);
});

test.describe("the workspace's pages are accessible @mobile", () => {
  test("login, check-your-inbox, account and activity have no axe violations", async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    // The desktop and phone runs go in parallel: each logs in as its own member.
    const member = testInfo.project.name === "mobile" ? STAFF.looksOnPhone : STAFF.looks;
    await page.goto("/staff/login");
    expect(await axeViolations(page), "/staff/login").toEqual([]);
    await requestLogin(page, member);
    expect(await axeViolations(page), "check your inbox").toEqual([]);
    await logIn(page, member);
    await waitForStaffHydration(page);
    expect(await axeViolations(page), "/staff/account").toEqual([]);
    await page.goto("/staff/activity");
    expect(await axeViolations(page), "/staff/activity").toEqual([]);
  });

  test("on a tablet the header keeps the name and Log out on one row, the sections on the next", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await logIn(page, STAFF.looks);
    await page.goto("/staff/leads");
    const header = page.getByRole("banner");
    const name = (await header.getByRole("link", { name: /team/ }).boundingBox())!;
    const logOut = (await header.getByRole("button", { name: "Log out" }).boundingBox())!;
    const sections = (await header.getByRole("navigation", { name: "Workspace" }).boundingBox())!;
    const middle = (box: typeof name) => box.y + box.height / 2;
    expect(Math.abs(middle(logOut) - middle(name))).toBeLessThan(4);
    expect(sections.y).toBeGreaterThanOrEqual(logOut.y + logOut.height - 1);
  });
});
