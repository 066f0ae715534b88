import { describe, expect, it } from "vitest";
import { GRACE as grace, HOME_VALUE_REQUEST as homeValue } from "#tests/support/visitor-mails.ts";
import type { NotificationPayload } from "../db/schema.ts";
import { buildLeadNotification } from "./lead-notification.ts";
import { buildVisitorConfirmation } from "./visitor-confirmation.ts";

const SITE = "https://www.example.com";

describe("the visitor's confirmation", () => {
  it("says what she asked for, who answers and when, and gives that member's card", () => {
    const mail = buildVisitorConfirmation(homeValue, { siteUrl: SITE, member: grace });
    expect(mail.subject).toBe("We received your request for a market analysis");
    expect(mail.replyTo).toBe("grace@example.com");
    for (const line of [
      "Thank you for your request. It reached us on Nov 27, 2026, 10:42 AM (Boston time):",
      "Home: Condominium, ZIP 02458",
      "Selling: In 3 to 6 months",
      // The thank-you page's promise, word for word.
      "Grace Ode calls or e-mails you by the end of the next business day and sends you the written analysis within two business days.",
      "Listing Agent, ",
      "Phone: (617) 555-0142",
      "Email: grace@example.com",
      "Speaks English and 中文",
    ])
      expect(mail.text).toContain(line);
    expect(mail.html).toContain('href="tel:+16175550142"');
  });

  it("words a contact message by the subject she chose, and the team when no member is found", () => {
    const mail = buildVisitorConfirmation(
      { ...homeValue, form: "contact", leadType: "buyer", home: undefined },
      { siteUrl: SITE, member: null },
    );
    expect(mail.subject).toBe("We received your message");
    expect(mail.text).toContain("Your message about buying a home reached us on Nov 27, 2026");
    expect(mail.text).toContain("will answer you personally, usually the same day");
    expect(mail.text).not.toContain("Home:");
  });
});

describe("the visitor's confirmation in Chinese", () => {
  it("is written for a reader of the Chinese page: her choices, Boston time as Chinese writes it, the member's languages", () => {
    const mail = buildVisitorConfirmation(
      { ...homeValue, language: "zh-Hans" },
      { siteUrl: SITE, member: grace },
    );
    expect(mail.subject).toBe("我们已收到您的市场分析申请");
    for (const line of [
      "感谢您的申请，我们已于波士顿时间 2026年11月27日 10:42 收到：",
      "房屋: 公寓（Condo），邮政编码 02458",
      "卖房时间: 3 到 6 个月后",
      "Grace Ode会在下一个工作日结束前致电或发邮件给您，并在两个工作日内把书面分析发给您。",
      "电话：(617) 555-0142",
      "会说：英语和普通话",
    ])
      expect(mail.text).toContain(line);
    expect(mail.text).not.toMatch(/Thank you|Selling|Boston time/);
  });
});

describe("the team's mail about a lead", () => {
  it("flags an address whose domain looks mistyped", () => {
    const lead: NotificationPayload = {
      kind: "contact",
      first_name: "Ann",
      last_name: "Lee",
      email: "ann@gmial.com",
      phone: "",
      lead_source: "Website",
      message: "Hello",
      recipient: "lena@example.com",
    };
    expect(buildLeadNotification(lead).text).toContain(
      "Email: ann@gmial.com (address may be mistyped: gmail.com?)",
    );
    expect(buildLeadNotification({ ...lead, email: "ann@gmail.com" }).text).toContain(
      "Email: ann@gmail.com\n",
    );
  });
});
