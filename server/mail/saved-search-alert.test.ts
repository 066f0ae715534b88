/**
 * The alert mail in the buyer's language (issue 43 §2): a Chinese search's alert is Chinese
 * (words, document language), with the same figures as the English one; the 60-day question
 * carries the link that keeps her alerts.
 */
import { describe, expect, it } from "vitest";
import { CATALOGUES } from "#content/catalogues.ts";
import { ALERT_SITE, testAlertLinks } from "#tests/support/saved-search-alerts.ts";
import type { AlertHome } from "../db/schema.ts";
import { buildSavedSearchAlert } from "./saved-search-alert.ts";

const HOME: AlertHome = {
  listingKey: "SK1",
  kind: "price-drop",
  path: "/homes/73000001-45-walnut-st-newton-ma-02459",
  price: 1_195_000,
  street: "45 Walnut St",
  town: "Newton",
  zip: "02459",
  beds: 4,
  fullBaths: 2,
  halfBaths: 1,
  livingArea: 2400,
  office: "Elm Realty",
  photo: { url: "https://photos.example-mls.com/1.jpg", width: 1024, height: 683 },
};

const alert = (language: "en" | "zh-Hans", homes: AlertHome[]) =>
  buildSavedSearchAlert(
    { kind: "saved-search-alert", recipient: "lin@example.com", savedSearchId: 7, language, homes },
    { siteUrl: ALERT_SITE, links: testAlertLinks, agentName: "Lena Marlow" },
  );

describe("the alert mail", () => {
  it("is written in the search's language, with the same figures and the agent as sender", () => {
    const en = alert("en", [HOME]);
    const zh = alert("zh-Hans", [HOME]);
    expect(zh.html).toContain('<html lang="zh-Hans">');
    expect(en.html).toContain('<html lang="en">');
    const zhWords = CATALOGUES.homes["zh-Hans"].homesPage;
    expect(zh.text).toContain(zhWords.beds(4));
    expect(zh.text).toContain(zhWords.office("Elm Realty"));
    for (const mail of [en, zh]) {
      expect(mail.text).toContain("$1,195,000");
      expect(mail.html).toContain('width="480"');
      expect(mail.html).toContain('height="320"');
      expect(mail.fromName).toContain("Lena Marlow");
      expect(mail.headers?.["List-Unsubscribe"]).toContain(testAlertLinks.unsubscribe(7));
    }
    expect(zh.subject).not.toBe(en.subject);
  });

  it("asks a quiet search whether to go on, with the link that keeps it", () => {
    const ask = alert("en", []);
    expect(ask.text).toContain(testAlertLinks.open(7, null));
    expect(ask.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });
});
