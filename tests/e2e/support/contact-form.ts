/** The contact form as a visitor fills it (home page and /contact), for the tests of its sends. */
import type { Page } from "@playwright/test";
import { personFields } from "./forms.ts";
import { uniqueName } from "./site.ts";

/** The contact form's controls, by the labels a visitor reads. */
export function contactForm(page: Page) {
  const form = page.getByRole("form", { name: "Contact form" });
  return {
    form,
    intent: form.getByLabel("What can we help you with?"),
    ...personFields(form),
    phone: form.getByLabel("Phone"),
    leadSource: form.getByLabel("How did you hear about us?"),
    message: form.getByLabel("Message"),
    submit: form.getByRole("button", { name: /^(Send Message|Sending\.\.\.)$/ }),
  };
}

/** Fills every field of the contact form as `person`; returns its controls, not yet sent. */
export async function fillContact(
  page: Page,
  person: { first: string; last: string; email: string },
) {
  const fields = contactForm(page);
  await fields.intent.selectOption("Sell a home");
  await fields.firstName.fill(person.first);
  await fields.lastName.fill(person.last);
  await fields.email.fill(person.email);
  await fields.phone.fill("(617) 555-0100");
  await fields.leadSource.selectOption("Referral");
  await fields.message.fill(`Hello from ${person.first} ${person.last}. We are looking in Newton.`);
  return fields;
}

/** A visitor no other test has used. */
export const newPerson = () => {
  const last = uniqueName("Tester");
  return { first: "Robin", last, email: `Robin.${last}@Example.COM` };
};
