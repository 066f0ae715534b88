import type { Page } from "@playwright/test";

/** Fills the workspace's open-house form: a Newton address, the day and hours, the host. */
export async function fillOpenHouse(
  page: Page,
  fields: { street: string; day: string; start: string; end: string },
  host: string,
) {
  const form = page.getByRole("form", { name: "Open house" });
  await form.getByLabel("Street address").fill(fields.street);
  await form.getByLabel("Town", { exact: true }).selectOption("Newton");
  await form.getByLabel("ZIP code").fill("02458");
  await form.getByLabel("Date").fill(fields.day);
  await form.getByLabel("Starts").fill(fields.start);
  await form.getByLabel("Ends").fill(fields.end);
  await form.getByLabel("Hosting member").selectOption(host);
  return form;
}
