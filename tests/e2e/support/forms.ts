/** What the browser tests see of a form while it is sent. */
import type { Locator, Page } from "@playwright/test";

/** A form's outcome appears once, in its status message. */
export const toast = (page: Page, text: string) => page.getByRole("status").getByText(text);

/** Records the form posts a page sends. */
export function watchPosts(page: Page) {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  return posts;
}

/**
 * Notes the submit button as it is once the form has been sent and the post is
 * on its way (the page that answers replaces it, so it is kept in storage).
 */
export function recordButtonWhileSending(form: Locator) {
  return form.evaluate((element: HTMLFormElement) =>
    element.addEventListener("submit", () =>
      setTimeout(() => {
        const button = element.querySelector("button[type=submit]") as HTMLButtonElement;
        sessionStorage.setItem(
          "button-while-sending",
          JSON.stringify({ text: button.textContent, disabled: button.disabled }),
        );
      }),
    ),
  );
}

export const buttonWhileSending = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem("button-while-sending") ?? "null"));

/** Clicks `submit` and waits for the answer to the form's post. */
export async function submitForm(page: Page, submit: Locator) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST"),
    submit.click(),
  ]);
  return response;
}

/** The name and e-mail fields every lead form has (contact, event sign-in, kiosk), by their labels. */
export const personFields = (form: Locator) => ({
  firstName: form.getByLabel("First Name"),
  lastName: form.getByLabel("Last Name"),
  email: form.getByLabel("Email"),
});
/** Fills the home-value request as a seller would: the home first, then herself. */
export async function fillHomeValue(
  page: Page,
  seller: { street: string; last: string; email: string },
) {
  const form = page.getByRole("form", { name: "Home value request" });
  await form.getByLabel("Street address").fill(seller.street);
  await form.getByLabel("Town").fill("Newton");
  await form.getByLabel("ZIP code").fill("02458");
  await form.getByLabel("Property type").selectOption("Single-family house");
  await form.getByLabel("Bedrooms").fill("4");
  await form.getByLabel("Bathrooms").fill("2.5");
  await form.getByLabel("Approx. square feet").fill("2,400");
  await form.getByLabel("Condition").selectOption("Well kept, some updates");
  await form.getByLabel("When might you sell?").selectOption("In 3 to 6 months");
  await form.getByLabel("Why are you thinking of selling?").fill("Moving closer to family.");
  await form.getByLabel("First name").fill("Maria");
  await form.getByLabel("Last name").fill(seller.last);
  await form.getByLabel("Email").fill(seller.email);
  await form.getByLabel("Phone").fill("(617) 555-0177");
  await form.getByLabel("Best time to reach you").selectOption("Evening (5-8)");
  return form;
}
