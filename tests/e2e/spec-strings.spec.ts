/**
 * The specification's visible words (tests/spec/spec-strings.txt) on the pages it puts them on
 * (its §2, §8): each page served as HTML, read without JavaScript, the word shown. A word the
 * specification shows only after an interaction (a busy button, a form's outcome, a field's
 * error) is checked by the browser test of that interaction, named here; this file checks that
 * the test still uses the words.
 */
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";

const WORDS = readFileSync(new URL("../spec/spec-strings.txt", import.meta.url), "utf8")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line !== "" && !line.startsWith("#"));

/** Where the specification shows each word that is on a page as it arrives. */
const ON_PAGE: Record<string, string> = {
  "Start Your Journey Today": "/",
  "Luxury Living": "/",
  "Show More Reviews": "/",
  "Create Something Extraordinary": "/contact",
  "Meet Our Team": "/team",
  "Why Choose Our Team": "/team",
  "Local Expertise": "/team",
  "Personalized Service": "/team",
  "Proven Results": "/team",
  "Join Our Growing Team": "/team",
  "Home Buying Process": "/buyers",
  "First Time Homebuyers": "/buyers",
  "Contact Us Today": "/buyers",
  "Home Selling Process": "/sellers",
  "Marketing Strategy": "/sellers",
  "Request a Home Valuation": "/sellers",
  "Global Network Reach": "/sellers/marketing",
  "Schedule a Marketing Consultation": "/sellers/marketing",
  "View Our Portfolio": "/sellers/marketing",
  "Why Choose Boston Area?": "/massachusetts",
  "For Buyers": "/faq",
  "For Sellers": "/faq",
  "General Questions": "/faq",
  "Read More": "/blog",
  "Generate Event QR Code": "/event/generate-qr",
  "Enter the event name to generate a QR code for sign-in": "/event/generate-qr",
  "Event Name": "/event/generate-qr",
  "Generate QR Code": "/event/generate-qr",
  // Shown once a code is made: the generator's answer for a name.
  "Scan this QR code to access the event sign-in page": "/event/qr-code?event=Open%20House",
};

/** Words that are not text of their own: the contact form's phone placeholder, the team mail's subject. */
const IN_ATTRIBUTE: Record<string, { path: string; selector: string; attribute: string }> = {
  "(123) 456-7890": { path: "/contact", selector: "input[type=tel]", attribute: "placeholder" },
  "Team Inquiry": { path: "/team", selector: "a[href^='mailto:']", attribute: "href" },
};

/** Words shown after an interaction, and the browser test of that interaction. */
const AFTER_INTERACTION: Record<string, string> = {
  "Sending...": "forms.spec.ts",
  "Submitting...": "event-sign-in.spec.ts",
  "Message sent successfully! We will get back to you soon.": "forms.spec.ts",
  "Failed to send message. Please try again later.": "send-failures.spec.ts",
  "Failed to submit form. Please try again later.": "send-failures.spec.ts",
  "Thank you for signing in!": "send-failures.spec.ts",
  "Failed to generate QR code": "qr-generator.spec.ts",
  "First name is required": "event-sign-in.spec.ts",
  "Last name is required": "event-sign-in.spec.ts",
  "Invalid email address": "event-sign-in.spec.ts",
};

test("every word of the specification has its page or its interaction's test, and only those", () => {
  const placed = [
    ...Object.keys(ON_PAGE),
    ...Object.keys(IN_ATTRIBUTE),
    ...Object.keys(AFTER_INTERACTION),
  ];
  expect(placed.toSorted()).toEqual(WORDS.toSorted());
});

test("each word shown after an interaction is in the browser test of that interaction", () => {
  for (const [word, file] of Object.entries(AFTER_INTERACTION)) {
    const source = readFileSync(new URL(file, import.meta.url), "utf8");
    expect(source.includes(word), `'${word}' in ${file}`).toBe(true);
  }
});

test.describe("on its page, as served", () => {
  test.use({ javaScriptEnabled: false });

  const paths = [...new Set(Object.values(ON_PAGE))];
  for (const path of paths) {
    const words = Object.keys(ON_PAGE).filter((word) => ON_PAGE[word] === path);
    test(`${path} shows ${words.map((word) => `'${word}'`).join(", ")} @mobile`, async ({
      page,
    }) => {
      await page.goto(path);
      for (const word of words) {
        const shown = page.getByText(word).filter({ visible: true });
        await expect(shown.first(), `'${word}' on ${path}`).toBeVisible();
      }
    });
  }

  for (const [word, { path, selector, attribute }] of Object.entries(IN_ATTRIBUTE)) {
    test(`${path} carries '${word}' in its ${selector} ${attribute}`, async ({ page }) => {
      await page.goto(path);
      const values = await page
        .locator(selector)
        .evaluateAll(
          (elements, name) => elements.map((element) => element.getAttribute(name) ?? ""),
          attribute,
        );
      expect(values.map((value) => decodeURIComponent(value).toLowerCase())).toContainEqual(
        expect.stringContaining(word.toLowerCase()),
      );
    });
  }
});
