/**
 * A form sent with JavaScript that gets no answer from the app (no connection, no answer in
 * time, a proxy's 5xx) keeps every value, says the specification's failure words and lets her
 * send again; the next send is stored once. (Without JavaScript the server's own answer to a
 * failed store says the same: app/routes/lead-forms-server-failure.test.tsx.)
 */
import { expect, type Locator, type Page, type Route, test } from "@playwright/test";
import { SEND_TIMEOUT_MS } from "#app/enhance/send-in-page.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { contactForm, fillContact, newPerson } from "./support/contact-form.ts";
import { mailsMentioning, waitForMail } from "./support/mail.ts";
import { open } from "./support/page.ts";
import { uniqueName } from "./support/site.ts";

type Failure = {
  name: string;
  /** What the post meets on its way. */
  answer: (route: Route) => Promise<void>;
};

const FAILURES: Failure[] = [
  { name: "no connection", answer: (route) => route.abort("internetdisconnected") },
  {
    name: "a proxy's 502",
    answer: (route) =>
      route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad Gateway</h1>" }),
  },
];

/** Every value the form would send, in order, by name (its token too: the same form, untouched). */
const valuesOf = (page: Page, form: string) =>
  page
    .getByRole("form", { name: form })
    .evaluate((element: HTMLFormElement) => [...new FormData(element)].map(String));

/** A failed send: the form's status says `words`, every value is as typed, the button works again. */
async function expectToldAndKept(
  page: Page,
  form: string,
  { words, typed, submit }: { words: string; typed: string[]; submit: Locator },
) {
  await expect(page.getByRole("status").filter({ hasText: words })).toBeVisible();
  expect(await valuesOf(page, form)).toEqual(typed);
  await expect(submit).toBeEnabled();
  await expectNoAxeViolations(page);
}

/** Posts of this page meet `failure` until the returned function is called. */
async function failPosts(page: Page, failure: Failure) {
  const handler = (route: Route) =>
    route.request().method() === "POST" ? failure.answer(route) : route.fallback();
  await page.route("**/*", handler);
  return () => page.unroute("**/*", handler);
}

for (const failure of FAILURES) {
  test(`contact: a send that meets ${failure.name} keeps every value and says 'Failed to send message. Please try again later.' @mobile`, async ({
    page,
  }) => {
    const person = newPerson();
    await open(page, "/contact");
    const fields = await fillContact(page, person);
    const typed = await valuesOf(page, "Contact form");
    const restore = await failPosts(page, failure);
    await fields.submit.click();
    await expectToldAndKept(page, "Contact form", {
      words: "Failed to send message. Please try again later.",
      typed,
      submit: fields.submit,
    });
    await expect(fields.submit).toHaveText("Send Message");
    await expect(page).toHaveURL("/contact");

    // The connection is back: the same button sends what she typed, once.
    await restore();
    await fields.submit.click();
    await expect(
      page.getByText("Message sent successfully! We will get back to you soon."),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await waitForMail(person.last);
    await page.waitForTimeout(1_000);
    expect(await mailsMentioning(person.last)).toHaveLength(1);
  });

  test(`event sign-in: a send that meets ${failure.name} keeps every value and says 'Failed to submit form. Please try again later.' @mobile`, async ({
    page,
  }) => {
    const last = uniqueName("Offline");
    await open(page, "/event/sign-in?event=Spring%20Open%20House");
    const form = page.getByRole("form", { name: "Event sign-in" });
    await form.getByLabel("First Name").fill("Ada");
    await form.getByLabel("Last Name").fill(last);
    await form.getByLabel("Email").fill(`ada.${last}@example.com`);
    await form.getByLabel("Phone Number (Optional)").fill("6175550100");
    const typed = await valuesOf(page, "Event sign-in");
    const restore = await failPosts(page, failure);
    const submit = form.getByRole("button", { name: "Submit", exact: true });
    await submit.click();
    await expectToldAndKept(page, "Event sign-in", {
      words: "Failed to submit form. Please try again later.",
      typed,
      submit,
    });

    await restore();
    await submit.click();
    await expect(
      page.getByRole("status").filter({ hasText: "Thank you for signing in!" }),
    ).toBeVisible();
    await waitForMail(last);
  });
}

test("contact: a send with no answer in time says 'Failed to send message. Please try again later.' and keeps every value", async ({
  page,
}) => {
  await page.clock.install();
  await open(page, "/contact");
  await fillContact(page, newPerson());
  const typed = await valuesOf(page, "Contact form");
  // The post never gets an answer.
  await page.route("**/*", (route) =>
    route.request().method() === "POST" ? new Promise<void>(() => {}) : route.fallback(),
  );
  const fields = contactForm(page);
  await fields.submit.click();
  await expect(fields.submit).toHaveText("Sending...");
  await page.clock.fastForward(SEND_TIMEOUT_MS);
  await expect(
    page.getByRole("status").filter({ hasText: "Failed to send message. Please try again later." }),
  ).toBeVisible();
  expect(await valuesOf(page, "Contact form")).toEqual(typed);
  await expect(fields.submit).toBeEnabled();
});
