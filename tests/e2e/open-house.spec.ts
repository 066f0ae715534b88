import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import jsQR from "jsqr";
import { type ParsedMail, simpleParser } from "mailparser";
import pngjs from "pngjs";
import { documentUrls } from "#server/pages.ts";
import { SIGN_IN_MESSAGES } from "../../app/utils/forms/sign-in-options.ts";
import { fairHousingStatement } from "../../content/notices.ts";
import { brokerageLine, officeAddressLine } from "../../content/site.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForMail } from "./support/mail.ts";
import { open, revealWholePage } from "./support/page.ts";
import { uniqueName } from "./support/site.ts";

const CONSENT_LABEL = "E-mail me details about this home and similar homes";
const SIGN_IN_SUCCESS = SIGN_IN_MESSAGES.success;

/** Every .eml the server wrote to `address` (the guest's own mail, not the team's). */
async function mailsTo(address: string): Promise<ParsedMail[]> {
  const dir = join(process.env.E2E_DATA_DIR!, "mail");
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".eml"));
  const mails = await Promise.all(
    files.map(async (f) => simpleParser(await readFile(join(dir, f)))),
  );
  return mails.filter((mail) =>
    (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).some((to) =>
      to.value.some((entry) => entry.address === address),
    ),
  );
}

/** A header as sent, unfolded. */
const header = (mail: ParsedMail, key: string) =>
  mail.headerLines
    .find((line) => line.key === key)
    ?.line.replace(/\r?\n[ \t]+/g, " ")
    .replace(/^[^:]+:\s*/, "");

async function signIn(page: Page, options: { email: string; last: string; consent: boolean }) {
  await open(page, `/event/sign-in?event=${encodeURIComponent("Maple Street Open House")}`);
  const form = page.getByRole("form", { name: "Event sign-in" });
  await form.getByLabel("First Name").fill("Maya");
  await form.getByLabel("Last Name").fill(options.last);
  await form.getByLabel("Email").fill(options.email);
  await form.getByLabel("Phone Number (Optional)").fill("(617) 555-0199");
  const agent = form.getByRole("group", { name: /working with an agent/i });
  await agent.getByRole("radio", { name: "No" }).check();
  await form
    .getByRole("group", { name: /hoping to move/i })
    .getByRole("radio", { name: "3-6 months" })
    .check();
  if (options.consent) await form.getByRole("checkbox", { name: CONSENT_LABEL }).check();
  await form.getByRole("button", { name: "Submit" }).click();
  // The form's outcome appears once, in its status message.
  await expect(form.getByRole("status").getByText(SIGN_IN_SUCCESS)).toBeVisible();
  // The team's notification, with the phone normalised and the answers.
  const team = await waitForMail(options.last);
  // As people write it (domain/phone.ts).
  expect(team.text).toContain("Phone: (617) 555-0199");
  expect(team.text).toContain("Working with an agent: No");
  expect(team.text).toContain("Hoping to move: 3-6 months");
  expect(team.text).toContain("Pre-approved: (not answered)");
}

/** Waits a moment after the team's mail: a guest mail, if one were queued, goes out with it. */
const settle = (page: Page) => page.waitForTimeout(1_500);

test.describe("sign-in on the guest's phone", () => {
  test("a sign-in with missing fields takes the guest to the first one to fix @mobile", async ({
    page,
  }) => {
    await open(page, `/event/sign-in?event=${encodeURIComponent("Maple Street Open House")}`);
    const form = page.getByRole("form", { name: "Event sign-in" });
    await form.getByLabel("First Name").fill("Maya");
    await form.getByLabel("Email").fill("maya@example.com");
    await form.getByRole("button", { name: "Submit" }).click();
    const lastName = form.getByLabel("Last Name");
    await expect(lastName).toBeFocused();
    await expect(lastName).toBeInViewport();
    await expect(form.getByText("Last name is required")).toBeInViewport();
  });
});

/** A guest who signs in asking for follow-up, and the one mail she gets. */
async function guestWhoConsents(page: Page, prefix: string) {
  const last = uniqueName(prefix);
  const email = `${last.toLowerCase()}@example.com`;
  await signIn(page, { email, last, consent: true });
  await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
  const [mail] = await mailsTo(email);
  return { email, mail: mail! };
}

test.describe("follow-up consent and unsubscribe", () => {
  test("with consent the guest is mailed with the unsubscribe headers; /unsubscribe asks on GET, suppresses on POST; a later sign-in mails nothing @mobile", async ({
    page,
    baseURL,
  }) => {
    const { email, mail: guest } = await guestWhoConsents(page, "Consent");
    const listUnsubscribe = header(guest, "list-unsubscribe")!;
    expect(listUnsubscribe).toMatch(new RegExp(`^<${baseURL}/unsubscribe\\?t=[A-Za-z0-9_-]+>$`));
    expect(header(guest, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(guest.text).toContain(officeAddressLine);
    const unsubscribeUrl = listUnsubscribe.slice(1, -1);
    expect(guest.text).toContain(unsubscribeUrl);

    // A GET (what a mail scanner does) shows the button and changes nothing: a second GET still asks.
    for (let visit = 0; visit < 2; visit++) {
      await open(page, unsubscribeUrl);
      await expect(page.getByText(`Stop follow-up e-mail to ${email}?`)).toBeVisible();
    }
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("status")).toContainText(`${email} is unsubscribed`);
    await page.reload();
    await expect(page.getByRole("status")).toContainText(`${email} is unsubscribed`);

    const later = uniqueName("Again");
    await signIn(page, { email, last: later, consent: true });
    await settle(page);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  test("the mail program's one-click POST (RFC 8058) from another site unsubscribes", async ({
    page,
    request,
  }) => {
    const { email, mail } = await guestWhoConsents(page, "OneClick");
    const url = header(mail, "list-unsubscribe")!.slice(1, -1);
    const response = await request.post(url, {
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://mail.example.net",
        "sec-fetch-site": "cross-site",
      },
      data: "List-Unsubscribe=One-Click",
    });
    expect(response.status()).toBe(200);
    await open(page, url);
    await expect(page.getByRole("status")).toContainText(`${email} is unsubscribed`);
    // Any other cross-site POST is still refused.
    const contact = await request.post("/contact", {
      headers: { origin: "https://mail.example.net", "sec-fetch-site": "cross-site" },
      form: { first_name: "x" },
    });
    expect(contact.status()).toBe(403);
  });

  test("without consent nothing goes to the guest", async ({ page }) => {
    const last = uniqueName("NoConsent");
    const email = `${last.toLowerCase()}@example.com`;
    await signIn(page, { email, last, consent: false });
    await settle(page);
    expect(await mailsTo(email)).toEqual([]);
  });

  test("an unknown token is refused and suppresses nothing", async ({ request }) => {
    const url = `/unsubscribe?t=${"A".repeat(43)}`;
    expect((await request.get(url)).status()).toBe(404);
    expect((await request.post(url, { form: { "List-Unsubscribe": "One-Click" } })).status()).toBe(
      404,
    );
  });
});

test.describe("notices", () => {
  test("every page carries the brokerage line and the fair-housing notice", async ({ request }) => {
    for (const url of [...documentUrls(), "/no-such-page-here"]) {
      const html = await (await request.get(url)).text();
      expect(html, url).toContain(brokerageLine);
      expect(html, url).toContain("Equal Housing Opportunity");
      expect(html, url).toContain(fairHousingStatement.slice(0, 60));
    }
  });

  test("/privacy and /accessibility answer 200 and are linked from the footer and every form @mobile", async ({
    page,
    request,
  }) => {
    for (const path of ["/privacy", "/accessibility"]) {
      expect((await request.get(path)).status()).toBe(200);
    }
    await open(page, "/team");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Privacy" })).toHaveAttribute("href", "/privacy");
    await expect(footer.getByRole("link", { name: "Accessibility" })).toHaveAttribute(
      "href",
      "/accessibility",
    );
    for (const [path, formName] of [
      ["/contact", "Contact form"],
      ["/", "Contact form"],
      ["/event/sign-in?event=Open%20House", "Event sign-in"],
    ] as const) {
      await open(page, path);
      const form = page.getByRole("form", { name: formName });
      await expect(form.getByRole("link", { name: "Privacy notice" })).toHaveAttribute(
        "href",
        "/privacy",
      );
    }
    await page
      .getByRole("form", { name: "Event sign-in" })
      .getByRole("link", { name: "Privacy notice" })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Notice");
  });

  for (const path of [
    "/privacy",
    "/accessibility",
    "/unsubscribe",
    "/event/sign-in?event=Open%20House",
    "/contact",
  ]) {
    test(`${path} has no axe violations @mobile`, async ({ page }) => {
      await open(page, path);
      await revealWholePage(page);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("QR print sheet", () => {
  test("prints the logo, event, 'Scan to sign in' and the address; the PNG is >= 1200 px with a 4-module quiet zone", async ({
    page,
    baseURL,
  }) => {
    await open(page, "/event/generate-qr");
    const eventName = "Spring Open House at 42 Maple St";
    await page.getByLabel("Event Name").fill(eventName);
    await page.getByRole("button", { name: "Generate QR Code" }).click();
    const download = page.getByRole("link", { name: /Download PNG/ });
    await expect(download).toBeVisible();
    const expectedUrl = `${baseURL}/event/sign-in?event=${encodeURIComponent(eventName)}`;

    const href = (await download.getAttribute("href"))!;
    const png = pngjs.PNG.sync.read(Buffer.from(href.split(",")[1]!, "base64"));
    expect(png.width).toBeGreaterThanOrEqual(1200);
    expect(png.height).toBe(png.width);
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(expectedUrl);
    // The quiet zone: light from the edge to the finder pattern, whose top row is 7 modules of dark.
    // Dark by luminance: the modules are the brand's deep red, not black. Loops stop at the edge.
    const dark = (x: number, y: number) => {
      const at = (y * png.width + x) * 4;
      const [r = 255, g = 255, b = 255] = png.data.subarray(at, at + 3);
      return 0.2126 * r + 0.7152 * g + 0.0722 * b < 128;
    };
    let first = 0;
    while (first < png.width && !dark(first, first)) first++;
    expect(first, "a dark module on the diagonal").toBeLessThan(png.width);
    let run = 0;
    while (first + run < png.width && dark(first + run, first)) run++;
    const modulePx = run / 7;
    expect(Number.isInteger(modulePx)).toBe(true);
    expect(first / modulePx).toBe(4);

    await page.emulateMedia({ media: "print" });
    const sheet = page.getByTestId("qr-print-sheet");
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole("heading", { name: eventName })).toBeVisible();
    await expect(sheet.getByText("Scan to sign in")).toBeVisible();
    await expect(sheet.getByText(expectedUrl)).toBeVisible();
    await expect(sheet.getByRole("img", { name: "Marlow Home Group", exact: true })).toBeVisible();
    await expect(sheet.getByRole("img", { name: /QR code/ })).toHaveAttribute("src", href);
  });
});
