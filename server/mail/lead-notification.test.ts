import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type SmtpSink, startSmtpSink } from "#tests/support/smtp-sink.ts";
import type { NotificationPayload } from "../db/schema.ts";
import { buildLeadNotification } from "./lead-notification.ts";
import { createMailer } from "./mailer.ts";

const contact: NotificationPayload = {
  kind: "contact",
  first_name: "Ann",
  last_name: "Lee",
  email: "ann@example.com",
  phone: "(617) 555-0100",
  lead_source: "Referral",
  message: "We want a 3-bedroom in Newton.\nCan we talk on Friday?",
  recipient: "lena@example.com",
};

const signIn: NotificationPayload = {
  kind: "sign-in",
  first_name: "Sam",
  last_name: "Park",
  email: "sam@example.com",
  phone: "",
  lead_source: "2025 - Spring Open House",
  recipient: "events@example.com",
};

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), "notification-test-"));
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** Sends through the .eml fallback (nodemailer's streamTransport) and parses the file it wrote. */
async function producedMessage(
  payload: NotificationPayload,
): Promise<{ raw: string; parsed: ParsedMail }> {
  const dir = mkdtempSync(join(dataDir, "eml-"));
  const mailer = createMailer({
    from: '"Marlow Home Group Website" <website@example.com>',
    dataDir: dir,
  });
  await mailer.send({ to: payload.recipient, ...buildLeadNotification(payload) });
  mailer.close();
  const files = readdirSync(join(dir, "mail"));
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(/\.eml$/);
  const raw = readFileSync(join(dir, "mail", files[0]!), "utf8");
  return { raw, parsed: await simpleParser(raw) };
}

describe("buildLeadNotification", () => {
  it("names the person and the source in the subject, and every field in both parts", () => {
    const email = buildLeadNotification(contact);
    expect(email.subject).toBe("New contact message: Ann Lee (Referral)");
    expect(email.replyTo).toBe("ann@example.com");
    for (const part of [email.text, email.html]) {
      expect(part).toContain("Ann Lee");
      expect(part).toContain("ann@example.com");
      expect(part).toContain("(617) 555-0100");
      expect(part).toContain("Referral");
    }
    expect(email.text).toContain("New contact message from Ann Lee");
    expect(email.text).toContain("Email: ann@example.com");
    expect(email.text).toContain("Phone: (617) 555-0100");
    expect(email.text).toContain("Lead source: Referral");
    expect(email.text).toContain(
      "Message:\nWe want a 3-bedroom in Newton.\nCan we talk on Friday?",
    );
    expect(email.html).toContain("We want a 3-bedroom in Newton.\nCan we talk on Friday?");
    expect(email.html).toContain("<td>(617) 555-0100</td>");
  });

  it("links to the lead's page and shows a stored phone as people write it", () => {
    const email = buildLeadNotification(
      { ...contact, phone: "+442079460958" },
      "https://www.example.com/staff/leads/13",
    );
    expect(email.text).toContain("Phone: +44 20 7946 0958");
    expect(email.text).toContain("Open the lead: https://www.example.com/staff/leads/13");
    expect(email.html).toContain('<a href="https://www.example.com/staff/leads/13"');
  });

  it("describes a sign-in with its event source, an absent phone and no message section", () => {
    const email = buildLeadNotification(signIn);
    expect(email.subject).toBe("Event sign-in: Sam Park (Spring Open House)");
    expect(email.text).toContain("Event sign-in from Sam Park");
    expect(email.text).toContain("Phone: (not given)");
    expect(email.text).toContain("Lead source: Spring Open House");
    expect(email.text).not.toContain("Message:");
    expect(email.html).toContain("<td>(not given)</td>");
    expect(email.html).not.toContain("<h3>Message</h3>");
  });
});

describe("the message nodemailer produces", () => {
  it("has a text and an HTML part with every field, addressed to the team with the lead as Reply-To", async () => {
    const { parsed } = await producedMessage(contact);
    expect(parsed.subject).toBe("New contact message: Ann Lee (Referral)");
    expect(
      parsed.to && !Array.isArray(parsed.to) ? parsed.to.value.map((a) => a.address) : [],
    ).toEqual(["lena@example.com"]);
    expect(parsed.from?.value[0]?.address).toBe("website@example.com");
    expect(parsed.replyTo?.value.map((a) => a.address)).toEqual(["ann@example.com"]);
    expect(parsed.text).toContain("Name: Ann Lee");
    expect(parsed.text).toContain("Email: ann@example.com");
    expect(parsed.text).toContain("Phone: (617) 555-0100");
    expect(parsed.text).toContain("Lead source: Referral");
    expect(parsed.text).toContain("Can we talk on Friday?");
    expect(parsed.html).toEqual(expect.stringContaining("<td>Ann Lee</td>"));
    expect(parsed.html).toEqual(expect.stringContaining("<td>Referral</td>"));
    expect(parsed.html).toEqual(expect.stringContaining("Can we talk on Friday?"));
    expect(parsed.headers.get("content-type")).toMatchObject({ value: "multipart/alternative" });
  });

  it("keeps markup and header lines typed into fields from reaching the message", async () => {
    const hostile: NotificationPayload = {
      kind: "contact",
      first_name: '<script>alert("x")</script>',
      last_name: "Doe\r\nBcc: victim@example.net",
      email: "eve@example.com\r\nBcc: spy@example.net",
      phone: "617\nX-Injected: yes",
      lead_source: "Other\r\nBcc: source@example.net",
      message: "<img src=x onerror=alert(1)>\r\nBcc: body@example.net\r\n\r\n<b>bold</b>",
      recipient: "lena@example.com",
    };
    const { raw, parsed } = await producedMessage(hostile);

    // No header was added: no Bcc, no X-Injected, and exactly one of each address header.
    expect(parsed.headers.has("bcc")).toBe(false);
    expect(parsed.headers.has("x-injected")).toBe(false);
    expect(parsed.bcc).toBeUndefined();
    const headerKeys = parsed.headerLines.map((line) => line.key);
    expect(headerKeys.filter((key) => key === "subject")).toHaveLength(1);
    expect(headerKeys.filter((key) => key === "reply-to")).toHaveLength(1);
    const headerBlock = raw.slice(0, raw.search(/\r?\n\r?\n/));
    expect(headerBlock).not.toMatch(/^bcc:/im);
    expect(headerBlock).not.toMatch(/^x-injected:/im);
    expect(parsed.subject).not.toMatch(/[\r\n]/);
    expect(
      parsed.to && !Array.isArray(parsed.to) ? parsed.to.value.map((a) => a.address) : [],
    ).toEqual(["lena@example.com"]);

    // The HTML part shows the text; it does not contain the markup.
    const html = parsed.html || "";
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>bold");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("&lt;b&gt;bold&lt;/b&gt;");
    // The text part shows the same text as typed.
    expect(parsed.text).toContain('<script>alert("x")</script>');
  });
});

describe("over SMTP", () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink?.close();
  });
  afterEach(() => sink.clear());

  it("a header line in a field adds no recipient to the envelope", async () => {
    const mailer = createMailer({ smtpUrl: sink.url, from: "website@example.com", dataDir });
    try {
      await mailer.send({
        to: "lena@example.com",
        ...buildLeadNotification({
          ...contact,
          last_name: "Lee\r\nBcc: victim@example.net",
          email: "ann@example.com\r\nCc: x@example.net",
        }),
      });
    } finally {
      mailer.close();
    }
    const [mail] = await sink.waitForMessages(1);
    expect(mail!.envelope).toEqual({ from: "website@example.com", to: ["lena@example.com"] });
    expect(mail!.parsed.headers.has("bcc")).toBe(false);
    expect(mail!.parsed.headers.has("cc")).toBe(false);
    expect(mail!.parsed.subject).toBe(
      "New contact message: Ann Lee Bcc: victim@example.net (Referral)",
    );
    expect(mail!.parsed.text).toContain("Name: Ann Lee Bcc: victim@example.net");
  });
});
