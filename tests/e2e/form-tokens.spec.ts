/**
 * The form token: each rendered form posts its own, hydration keeps the one
 * the page was served with, so a resubmission of the same render (a retry
 * after a lost answer) is stored once and a new page load is a new lead.
 */
import { expect, type Page, type Request, test } from "@playwright/test";
import { CONTACT_MESSAGES } from "#domain/forms/contact-options.ts";
import { FORM_TOKEN_FIELD, FORM_TOKEN_PATTERN } from "#domain/forms/guard-fields.ts";
import { SIGN_IN_MESSAGES } from "../../app/utils/forms/sign-in-options.ts";
import { mailsMentioning, waitForMail } from "./support/mail.ts";
import { open } from "./support/page.ts";
import { uniqueName } from "./support/site.ts";

type LeadForm = {
  path: string;
  name: string;
  messages: { success: string; failure: string };
  /** Fills the form with a lead named `last`. */
  fill: (page: Page, last: string) => Promise<void>;
  submit: RegExp;
};

const FORMS: LeadForm[] = [
  {
    path: "/contact",
    name: "Contact form",
    messages: CONTACT_MESSAGES,
    submit: /^Send Message$/,
    async fill(page, last) {
      const form = page.getByRole("form", { name: "Contact form" });
      await form.getByLabel("What can we help you with?").selectOption("Buy a home");
      await form.getByLabel("First Name").fill("Morgan");
      await form.getByLabel("Last Name").fill(last);
      await form.getByLabel("Email").fill(`morgan.${last}@example.com`);
      await form.getByLabel("Message").fill("Is the Newton colonial still available?");
    },
  },
  {
    path: "/event/sign-in?event=Token%20Open%20House",
    name: "Event sign-in",
    messages: SIGN_IN_MESSAGES,
    submit: /^Submit$/,
    async fill(page, last) {
      const form = page.getByRole("form", { name: "Event sign-in" });
      await form.getByLabel("First Name").fill("Morgan");
      await form.getByLabel("Last Name").fill(last);
      await form.getByLabel("Email").fill(`morgan.${last}@example.com`);
    },
  },
];

/** The token the hydrated form would post now. */
const postedToken = (page: Page, form: string) =>
  page.getByRole("form", { name: form }).locator(`input[name="${FORM_TOKEN_FIELD}"]`).inputValue();

/** The token the server put into the page's HTML. */
function servedToken(html: string) {
  return new RegExp(`name="${FORM_TOKEN_FIELD}"[^>]*value="([^"]*)"`).exec(html)?.[1];
}

/** The form token of a form post (the fetcher posts urlencoded or multipart). */
function tokenOf(request: Request) {
  const body = request.postData() ?? "";
  return (
    new URLSearchParams(body).get(FORM_TOKEN_FIELD) ??
    new RegExp(`name="${FORM_TOKEN_FIELD}"\\r\\n\\r\\n([^\\r]*)`).exec(body)?.[1]
  );
}

/** Every lead form page: the contact form on the home page too. */
const TOKEN_PAGES = [
  ...FORMS.map(({ path, name }) => ({ path, name })),
  { path: "/", name: "Contact form" },
];

for (const { path, name } of TOKEN_PAGES) {
  test(`${path}: each load has its own token, and hydration keeps the served one`, async ({
    page,
  }) => {
    const tokens: string[] = [];
    for (let load = 0; load < 2; load++) {
      const response = await open(page, path);
      const served = servedToken((await response!.text()) ?? "");
      expect(served).toMatch(FORM_TOKEN_PATTERN);
      // Using the form re-renders it (validation and toasts load): the token must not change.
      await page.getByRole("form", { name }).getByLabel("First Name").focus();
      await page.waitForTimeout(300);
      const token = await postedToken(page, name);
      expect(token).toBe(served);
      tokens.push(token);
    }
    expect(tokens[0]).not.toBe(tokens[1]);
  });
}

for (const form of FORMS) {
  test.describe(form.name, () => {
    test("a send whose answer was lost, sent again from the failure message, is stored once", async ({
      page,
    }) => {
      const last = uniqueName("Retry");
      const posts: Request[] = [];
      let answerLost = false;
      // The first post reaches the server (which stores the lead), but its answer never arrives.
      await page.route("**/*", async (route) => {
        const request = route.request();
        if (request.method() !== "POST") return route.fallback();
        posts.push(request);
        if (answerLost) return route.fallback();
        answerLost = true;
        await route.fetch();
        await route.abort("connectionreset");
      });
      await open(page, form.path);
      await form.fill(page, last);
      const submit = page.getByRole("form", { name: form.name }).getByRole("button", {
        name: form.submit,
      });
      // The page sends the form: the lost answer leaves her on the form, told it failed.
      await submit.click();
      await waitForMail(last);
      await expect(page.getByText(form.messages.failure)).toBeVisible();
      // She presses again: the same render, the same text.
      await submit.click();
      await expect(page.getByText(form.messages.success).first()).toBeVisible();
      expect(posts).toHaveLength(2);
      expect(tokenOf(posts[0]!)).toMatch(FORM_TOKEN_PATTERN);
      expect(tokenOf(posts[1]!)).toBe(tokenOf(posts[0]!));
      // Give a second notification time to be written, then count.
      await page.waitForTimeout(1_500);
      expect(await mailsMentioning(last)).toHaveLength(1);
    });

    test("the same text sent from two page loads is stored twice", async ({ page }) => {
      const last = uniqueName("Twice");
      for (let load = 0; load < 2; load++) {
        await open(page, form.path);
        await form.fill(page, last);
        await page
          .getByRole("form", { name: form.name })
          .getByRole("button", { name: form.submit })
          .click();
        await expect(page.getByText(form.messages.success).first()).toBeVisible();
      }
      await expect
        .poll(async () => (await mailsMentioning(last)).length, { timeout: 5_000 })
        .toBe(2);
    });
  });
}

test("a post without a valid token is stored, and counted in /healthz", async ({
  request,
  baseURL,
}) => {
  const problems = async () =>
    (
      (await (await request.get("/healthz")).json()) as {
        formTokenProblems: Record<string, number>;
      }
    ).formTokenProblems;
  const before = await problems();
  const last = uniqueName("Tokenless");
  for (const token of [undefined, "__FORM_TOKEN__"]) {
    const response = await request.post("/contact", {
      headers: { Origin: baseURL! },
      form: {
        first_name: "Casey",
        last_name: last,
        email: `casey.${last}@example.com`,
        lead_type: "buyer",
        lead_source: "Website",
        message: `Sent ${token ? "with the placeholder" : "without a token"}`,
        ...(token ? { [FORM_TOKEN_FIELD]: token } : {}),
      },
    });
    expect(response.status()).toBe(200);
  }
  // At least: other tests may post to the same server at the same time.
  const after = await problems();
  expect(after.missing).toBeGreaterThanOrEqual(before.missing! + 1);
  expect(after.malformed).toBeGreaterThanOrEqual(before.malformed! + 1);
  await expect.poll(async () => (await mailsMentioning(last)).length).toBe(2);
});
