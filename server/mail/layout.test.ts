import { describe, expect, it } from "vitest";
import { brokerageLine, officeAddressLine, site } from "#content/site.ts";
import { buildGuestFollowUp } from "./guest-follow-up.ts";
import { renderMail } from "./layout.tsx";
import { buildLeadNotification } from "./lead-notification.ts";
import { buildPasskeyAdded } from "./passkey-added.ts";

const SITE = "https://www.example.com";

describe("renderMail", () => {
  it("says the same words in both parts: a link's text with its address in the text part", () => {
    const mail = renderMail({
      subject: "A subject",
      blocks: [
        { kind: "heading", text: "Hello <you>" },
        {
          kind: "paragraph",
          lines: [
            ["Call ", { text: "(617) 555-0100", href: "tel:+16175550100" }],
            { text: "See the listing", href: "https://listings.example.com/1" },
          ],
        },
        { kind: "facts", rows: [["Name", "Ann & Bo"]] },
        { kind: "quote", title: "Message", text: "Two\nlines" },
        {
          kind: "links",
          title: "Waiting (1)",
          items: [{ text: "Ann Lee", href: `${SITE}/staff/leads/1`, detail: "waiting 3 h" }],
        },
      ],
      footer: [{ text: "Unsubscribe", href: `${SITE}/unsubscribe/t` }],
      replyTo: "hello@example.com",
    });
    expect(mail.text).toBe(
      [
        "Hello <you>",
        "",
        "Call (617) 555-0100",
        "See the listing: https://listings.example.com/1",
        "",
        "Name: Ann & Bo",
        "",
        "Message:\nTwo\nlines",
        "",
        "Waiting (1):",
        `- Ann Lee: waiting 3 h\n  ${SITE}/staff/leads/1`,
        "",
        "--",
        brokerageLine,
        officeAddressLine,
        `Unsubscribe: ${SITE}/unsubscribe/t`,
        "",
      ].join("\n"),
    );
    expect(mail.html).toMatch(/^<!doctype html><html lang="en">/);
    expect(mail.html).toContain("Hello &lt;you&gt;");
    expect(mail.html).toContain('Call <a href="tel:+16175550100">(617) 555-0100</a>');
    expect(mail.html).toContain('<a href="https://listings.example.com/1">See the listing</a>');
    expect(mail.html).toContain("<td>Ann &amp; Bo</td>");
    expect(mail.html).toContain(`<a href="${SITE}/staff/leads/1">Ann Lee</a>: waiting 3 h`);
  });

  it("frames every mail in the one layout: the brand above, the brokerage and the office below", () => {
    const mails = [
      buildLeadNotification({
        kind: "contact",
        first_name: "Ann",
        last_name: "Lee",
        email: "ann@example.com",
        phone: "",
        lead_source: "Referral",
        recipient: "lena@example.com",
      }),
      buildGuestFollowUp(
        { kind: "guest-follow-up", recipient: "sam@example.com", unsubscribeToken: "t" },
        { siteUrl: SITE },
      ),
      buildPasskeyAdded(
        {
          kind: "staff-passkey-added",
          recipient: "lena@example.com",
          passkey: "Mac",
          addedAt: "2026-11-27T15:00:00.000Z",
        },
        { siteUrl: SITE },
      ),
    ];
    for (const mail of mails) {
      expect(mail.html).toContain(`>${site.name}</p>`);
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain(brokerageLine);
        expect(part).toContain(officeAddressLine);
      }
    }
  });
});
