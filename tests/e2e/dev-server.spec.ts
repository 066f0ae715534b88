/**
 * `npm run dev` is the production Express app with Vite in middleware mode:
 * the same security headers, the same form actions, the same database and
 * mail. Started here on its own port and data folder (server/dev.js), then
 * both lead forms are posted to it.
 */
import { expect, test } from "@playwright/test";
import { SIGN_IN_MESSAGES } from "../../app/utils/forms/sign-in-options.ts";
import { checkPageScripts } from "../../scripts/prerender/page-scripts-check.ts";
import { type OwnServer, startOwnServer } from "./support/own-server.ts";
import { recordScripts } from "./support/page.ts";

let server: OwnServer;

// Vite and a new embedded database start slowly on a busy machine.
test.describe.configure({ mode: "serial", timeout: 300_000 });

test.beforeAll(async () => {
  server = await startOwnServer({
    entry: "server/dev.js",
    env: { FORM_RATE_LIMIT_PER_MINUTE: "0" },
    startTimeout: 240_000,
  });
});
test.afterAll(async () => {
  await server?.stop();
});

/** The hidden token of the form a GET of `path` renders. */
async function formToken(path: string) {
  const html = await (await fetch(`${server.origin}${path}`)).text();
  const token = html.match(/name="form_token" value="([^"]+)"/)?.[1];
  expect(token, `${path} renders a form token`).toMatch(/^[\w-]{16,}$/);
  return token!;
}

const post = (path: string, fields: Record<string, string>) =>
  fetch(`${server.origin}${path}`, {
    method: "POST",
    headers: { Origin: server.origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });

test("pages carry the production security headers", async () => {
  const response = await fetch(`${server.origin}/team`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-/);
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("x-frame-options")).toBe("DENY");
  expect(await response.text()).toContain("<h1");
});

test("the contact form stores the lead and mails the team", async () => {
  const response = await post("/contact", {
    first_name: "Devin",
    last_name: "Devserver",
    email: "devin@example.com",
    phone: "",
    lead_type: "buyer",
    lead_source: "Website",
    message: "Posted to npm run dev",
    form_token: await formToken("/contact"),
  });
  expect(response.status).toBe(200);
  expect(await response.text()).toContain(
    "Message sent successfully! We will get back to you soon.",
  );
  await expect
    .poll(() => server.mails().filter((mail) => mail.includes("Devserver")).length)
    .toBe(1);
});

test("the event sign-in stores the guest and mails the team", async () => {
  const path = "/event/sign-in?event=Dev%20Open%20House";
  const response = await post(path, {
    firstName: "Dana",
    lastName: "Devsignin",
    email: "dana@example.com",
    phone: "",
    form_token: await formToken(path),
  });
  expect(response.status).toBe(200);
  expect(await response.text()).toContain(SIGN_IN_MESSAGES.success);
  await expect
    .poll(() => server.mails().filter((mail) => mail.includes("Devsignin")).length)
    .toBe(1);
});

test("the browser hydrates the first page it loads from the dev server, cold cache or not", async ({
  page,
}) => {
  // Vite scans the routes for dependencies at start (react-router.config.ts),
  // so the first load is not reloaded half-way and its imports resolve.
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // The kiosk: the one public page React hydrates.
  await page.goto(`${server.origin}/event/sign-in?event=Dev&kiosk=1`);
  await page.waitForFunction(() => "__reactRouterRouteModules" in window, null, {
    timeout: 60_000,
  });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the dev server hydrates the same pages as the build, and leaves the same pages HTML alone", async ({
  page,
}) => {
  const kindOf = async (path: string) =>
    checkPageScripts(await (await fetch(`${server.origin}${path}`)).text(), path);
  for (const path of ["/", "/team", "/blog", "/contact", "/event/generate-qr"])
    expect(await kindOf(path), path).toBe("html-only");
  expect(await kindOf("/event/sign-in?event=Dev&kiosk=1")).toBe("hydrated");
  // An HTML-only page runs its page script, built from app/enhance/ as in the build, and no file.
  const scripts = recordScripts(page);
  await page.goto(`${server.origin}/team`);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("web-fonts"))).not.toBeNull();
  expect(scripts).toEqual([]);
  // A form's browser module runs from its source, as Vite serves it: the form is checked.
  await page.goto(`${server.origin}/contact`);
  const form = page.getByRole("form", { name: "Contact form" });
  await expect(form).toHaveAttribute("data-enhanced", "", { timeout: 60_000 });
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText("First name is required", { exact: true })).toBeVisible();
});
