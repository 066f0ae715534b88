/**
 * The alert mail in the buyer's language (issue 43 §2): a Chinese search's alert is Chinese
 * (words, document language), with the same figures as the English one; the 60-day question
 * carries the link that keeps her alerts.
 */
import { describe, expect, it } from "vitest";
import { CATALOGUES } from "#content/catalogues.ts";
import { testAlertLinks } from "#tests/support/saved-search-alerts.ts";
import { alertMail as alert, ALERT_HOME as HOME } from "#tests/support/visitor-mails.ts";

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
