/**
 * Staff login for the browser tests: the team addresses the test server
 * knows (playwright.config.ts passes them as STAFF_EMAILS) and a login
 * through the real e-mail, read from the .eml the server wrote.
 */
import { expect, type Page } from "@playwright/test";
import { mailsMentioning } from "./mail.ts";

/** One address per purpose, so parallel tests never share a member's sessions or mails. */
export const STAFF = {
  link: "staff-link@example.com",
  code: "staff-code@example.com",
  passkey: "staff-passkey@example.com",
  everywhere: "staff-everywhere@example.com",
  /** Signs out everywhere with her passkeys removed too. */
  passkeyRemoval: "staff-passkey-removal@example.com",
  guard: "staff-guard@example.com",
  /** Odd requests from a signed-in member. */
  odd: "staff-odd@example.com",
  looks: "staff-looks@example.com",
  /** Looks for the lead who wrote from a Chinese page (zh-contact.spec.ts). */
  chinese: "staff-chinese@example.com",
  looksOnPhone: "staff-looks-phone@example.com",
  /** The kiosk's tests, reading what the team sees of its sign-ins. */
  kiosk: "staff-kiosk@example.com",
  /** Opens an open house's kiosk on another day than its own (zh-kiosk.spec.ts). */
  kioskOffDay: "staff-kiosk-off-day@example.com",
  /** For the workspace pages' own tests. */
  workspace: "staff-workspace@example.com",
  /** Saves that fail. */
  saves: "staff-saves@example.com",
  /** The note test of staff-saves.spec: its own address, as the two tests there run side by side. */
  notes: "staff-notes@example.com",
  /** The inbox on a phone. */
  phone: "staff-phone@example.com",
  /** An e-mailed link that returns to the page asked for. */
  linkNext: "staff-link-next@example.com",
  /** What the team sees of a guest's answers and follow-up consent. */
  answers: "staff-answers@example.com",
  /** Reads the home page's reviews where the team chooses them. */
  homeReviews: "staff-home-reviews@example.com",
  /** The Content section walked on a laptop, and on a phone. */
  content: "staff-content@example.com",
  contentPhone: "staff-content-phone@example.com",
  /** The post editor in a browser without JavaScript. */
  contentNoScript: "staff-content-noscript@example.com",
  /** A post saved after the session ended. */
  contentSaves: "staff-content-saves@example.com",
  /** The morning on Today: takes a lead, records a call, gets the digest. */
  today: "staff-today@example.com",
  /** Today on a phone. */
  todayPhone: "staff-today-phone@example.com",
  /** The seller's home-value requests, as the team sees them (one address per width). */
  sellers: "staff-sellers@example.com",
  sellersOnPhone: "staff-sellers-phone@example.com",
  /** Creates open houses and hosts them (tests/e2e/open-house-records.spec.ts). */
  openHouse: "staff-open-house@example.com",
  /** Creates an open house that ends within minutes. */
  openHouseSoon: "staff-open-house-soon@example.com",
  /** Creates and edits an open house with a phone's photo, on a laptop and on a phone. */
  openHousePhoto: "staff-open-house-photo@example.com",
  openHousePhotoOnPhone: "staff-open-house-photo-phone@example.com",
  /** E-mails the guests of an open house, on a laptop and on a phone. */
  guestNote: "staff-guest-note@example.com",
  guestNoteOnPhone: "staff-guest-note-phone@example.com",
  /** Reads a visitor's mistyped address, and her correction, on a laptop and on a phone. */
  visitor: "staff-visitor@example.com",
  visitorOnPhone: "staff-visitor-phone@example.com",
  /** The post editor's Back after a preview and its publish checks, on a laptop and on a phone. */
  postEditor: "staff-post-editor@example.com",
  postEditorOnPhone: "staff-post-editor-phone@example.com",
  /** Keeps a listing from a draft to Sold (tests/e2e/staff-listings.spec.ts), on a laptop and a phone. */
  listings: "staff-listings@example.com",
  listingsOnPhone: "staff-listings-phone@example.com",
  /** Publishes a Chinese version of an English post (issue 40), on a laptop and on a phone. */
  chinesePosts: "staff-chinese-posts@example.com",
  chinesePostsOnPhone: "staff-chinese-posts-phone@example.com",
} as const;

export const STAFF_EMAILS = Object.values(STAFF).join(",");

const mailsFor = (email: string) => mailsMentioning(`Requested for ${email}.`);

/** Asks for a login on /staff/login and returns the link and code from the e-mail that arrives. */
export async function requestLogin(page: Page, email: string, next = "/staff/account") {
  const before = (await mailsFor(email)).length;
  await page.goto(`/staff/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByRole("button", { name: "E-mail me a login link" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  await expect
    .poll(async () => (await mailsFor(email)).length, { message: `a login mail for ${email}` })
    .toBeGreaterThan(before);
  // The outbox sends a quarter second after the answer (the same for any address): a link asked
  // for just before may land after this count, and a new link voids the older one. The newest
  // mail, once no more arrive, is this request's.
  for (let seen = -1, now = (await mailsFor(email)).length; now !== seen; ) {
    seen = now;
    await page.waitForTimeout(750);
    now = (await mailsFor(email)).length;
  }
  const mail = (await mailsFor(email)).at(-1)!;
  return {
    // With the page asked for, when there was one: ?next=%2Fstaff%2F…
    link: /https?:\/\/\S+\/staff\/login\/[\w-]+(\?next=\S+)?/.exec(mail.text)![0],
    code: /login page: (\d{6})/.exec(mail.text)![1]!,
    subject: mail.subject,
  };
}

/** Signs in through the e-mailed link; ends on /staff/account. */
export async function logIn(page: Page, email: string) {
  const { link } = await requestLogin(page, email);
  await page.goto(link);
  // The workspace hydrates: a press while React takes over the page can be lost (seen on CI's
  // clean clone), so press once its scripts have loaded.
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/staff\/(account|leads)/);
  await page.goto("/staff/account");
  await expect(page.getByText(`Logged in as ${email}`)).toBeVisible();
}

/** Waits until React has hydrated the workspace (its buttons that need JavaScript then work). */
export async function waitForStaffHydration(page: Page) {
  await page.waitForFunction(() => {
    const home = document.querySelector('header a[href="/staff"]');
    return Boolean(home && Object.keys(home).some((key) => key.startsWith("__reactProps")));
  });
}
