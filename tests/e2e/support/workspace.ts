/** Leads of a test's own for the workspace tests, and a member logged in to see them. */
import { expect, type Page } from "@playwright/test";
import { mailsMentioning } from "./mail.ts";
import { open } from "./page.ts";
import { requestLogin } from "./staff.ts";

/**
 * A mark for names only this run of one spec file uses, so its tests find their own people among
 * whatever else the server holds: a spec's search must not find another spec's leads.
 */
export const runTag = (prefix: string) => `${prefix}${Date.now().toString(36)}`;

/** Runs a form post and waits for the team's e-mail about it: the lead is stored by then. */
export async function postedAndMailed(needle: string, post: () => Promise<void>) {
  const before = (await mailsMentioning(needle)).length;
  await post();
  await expect
    .poll(async () => (await mailsMentioning(needle)).length, { message: `a mail about ${needle}` })
    .toBeGreaterThan(before);
}

/** The workspace has no site footer to watch: its status controls tell when React has hydrated. */
export async function waitForWorkspaceHydration(page: Page) {
  await page.waitForFunction(() => {
    const control = document.querySelector("select[name=status]");
    return Boolean(control && Object.keys(control).some((key) => key.startsWith("__reactProps")));
  });
}

export const leadRow = (page: Page, last: string) =>
  page
    .getByRole("list", { name: /^Leads/ })
    .getByRole("listitem")
    .filter({ hasText: last });

/** A lead of its own for a test: a contact message from `who`, stored once its team e-mail is out. */
export async function postLead(page: Page, who: { first: string; last: string; email: string }) {
  await open(page, "/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("What can we help you with?").selectOption("Buy a home");
  await form.getByLabel("First Name").fill(who.first);
  await form.getByLabel("Last Name").fill(who.last);
  await form.getByLabel("Email").fill(who.email);
  await form.getByLabel("How did you hear about us?").selectOption("Referral");
  await form.getByLabel("Message").fill("Looking for a condo.");
  await postedAndMailed(who.last, () => form.getByRole("button", { name: "Send Message" }).click());
}

/** Signs in with the e-mailed code from /staff/login?next=…, and ends on `next`. */
export async function logInWithCode(page: Page, email: string, next: string) {
  const { code } = await requestLogin(page, email, next);
  await page.getByLabel("6-digit code").fill(code);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(new URL(next, page.url()).href);
}
