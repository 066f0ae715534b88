import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { FORM_TOKEN_FIELD } from "#domain/forms/guard-fields.ts";
import {
  contactSubmissions,
  type LeadHandOffPayload,
  type NotificationPayload,
  notificationOutbox,
  type VisitorConfirmationPayload,
} from "#server/db/schema.ts";
import { buildLeadNotification } from "#server/mail/lead-notification.ts";
import { buildVisitorConfirmation } from "#server/mail/visitor-confirmation.ts";
import { followUpBossEvent } from "#server/outbox/follow-up-boss.ts";
import { leadWebhookBody } from "#server/outbox/webhook.ts";
import { listLeads } from "#server/staff/inbox.ts";
import { getLeadDetail } from "#server/staff/lead-detail.ts";
import { leadCsvRows } from "#server/staff/leads-csv.ts";
import { peopleCsvRows } from "#server/staff/people-csv.ts";
import { publicFormContext, testStaffServices } from "#tests/support/app-context.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { type Handler, postForm } from "#tests/support/route-calls.ts";
import { filters, STAFF } from "#tests/support/staff-leads.ts";
import { contactAction } from "./contact-action.server.ts";

const { db } = await openFileDatabase();
const SITE = "https://www.example.com";

/** The contact form as a browser posts it to `path` (its page's address). */
async function sendMessage(path: string, email: string, name: { first: string; last: string }) {
  const context = {
    ...publicFormContext(db, {
      handOffTo: [
        { channel: "follow-up-boss", recipient: "api.followupboss.com" },
        { channel: "webhook", recipient: "hooks.example.com" },
      ],
    }),
    staff: testStaffServices(db, [STAFF]),
  };
  const answer = await postForm(
    contactAction as Handler,
    `http://localhost${path}`,
    {
      first_name: name.first,
      last_name: name.last,
      email,
      phone: "+86 138 0013 8000",
      lead_type: "buyer",
      message: "我们想在牛顿买房。",
      [FORM_TOKEN_FIELD]: randomUUID(),
    },
    context,
  );
  expect(answer.status).toBe(200);
}

/** The outbox rows a lead was queued as, on one channel. */
async function queued<T>(email: string, channel: "mail" | "follow-up-boss" | "webhook") {
  const rows = await db
    .select({ payload: notificationOutbox.payload })
    .from(notificationOutbox)
    .innerJoin(
      contactSubmissions,
      eq(contactSubmissions.id, notificationOutbox.contactSubmissionId),
    )
    .where(and(eq(contactSubmissions.email, email), eq(notificationOutbox.channel, channel)));
  return rows.map((row) => row.payload as T);
}

describe("a lead's language", () => {
  it("is the page's: stored, shown and filtered in the workspace, in both CSVs, the team's mail, Follow Up Boss and the webhook", async () => {
    await sendMessage("/zh/contact", "wang@example.com", { first: "小明", last: "王" });
    await sendMessage("/contact", "ann@example.com", { first: "Ann", last: "Lee" });

    const stored = await db
      .select({
        email: contactSubmissions.email,
        language: contactSubmissions.language,
        first: contactSubmissions.firstName,
        last: contactSubmissions.lastName,
        phone: contactSubmissions.phone,
      })
      .from(contactSubmissions)
      .orderBy(contactSubmissions.id);
    // A name in Chinese characters and a phone from China are kept as she wrote them (E.164).
    expect(stored).toEqual([
      {
        email: "wang@example.com",
        language: "zh-Hans",
        first: "小明",
        last: "王",
        phone: "+8613800138000",
      },
      {
        email: "ann@example.com",
        language: "en",
        first: "Ann",
        last: "Lee",
        phone: "+8613800138000",
      },
    ]);

    // The inbox marks her row, and its Language filter keeps her alone.
    const { leads } = await listLeads(db, filters("status=all"));
    const marks = Object.fromEntries(leads.map((lead) => [lead.email, lead.otherLanguages]));
    expect(marks).toEqual({ "wang@example.com": ["zh-Hans"], "ann@example.com": [] });
    const chinese = await listLeads(db, filters("status=all&language=zh-Hans"));
    expect(chinese.leads.map((lead) => lead.email)).toEqual(["wang@example.com"]);
    const detail = await getLeadDetail(db, chinese.leads[0]!.id);
    expect(detail?.submissions.map((submission) => submission.language)).toEqual(["zh-Hans"]);

    // Both CSVs name it in the team's words.
    const submissionRows = [];
    for await (const row of leadCsvRows(db, filters("status=all"))) submissionRows.push(row);
    expect(submissionRows.map((row) => [row.email, row.language])).toEqual([
      ["wang@example.com", "Chinese"],
      ["ann@example.com", "English"],
    ]);
    const people = [];
    for await (const row of peopleCsvRows(db, filters("status=all"), { email: STAFF, team: [] }))
      people.push(row);
    expect(people.map((row) => [row.email, row.language])).toEqual([
      ["wang@example.com", "Chinese"],
      ["ann@example.com", "English"],
    ]);

    // The team's mail stays English and says so; an English lead's says nothing of it.
    const [mail] = await queued<NotificationPayload>("wang@example.com", "mail");
    expect(buildLeadNotification(mail!).text).toContain("Language: Chinese");
    const [englishMail] = await queued<NotificationPayload>("ann@example.com", "mail");
    expect(buildLeadNotification(englishMail!).text).not.toContain("Language:");

    // Her own confirmation is in the language of the page she wrote from; his in English.
    const confirmation = async (email: string) => {
      const rows = await queued<VisitorConfirmationPayload>(email, "mail");
      const payload = rows.find((row) => row.kind === "visitor-confirmation")!;
      return buildVisitorConfirmation(payload, { siteUrl: SITE, member: null });
    };
    const hers = await confirmation("wang@example.com");
    expect(hers.subject).toBe("我们已收到您的留言");
    expect(hers.text).toContain("关于买房的留言");
    expect(hers.text).toContain("波士顿时间");
    expect(hers.text).not.toContain("Thank you");
    expect((await confirmation("ann@example.com")).subject).toBe("We received your message");

    // Follow Up Boss gets a tag, the webhook the field.
    const [fub] = await queued<LeadHandOffPayload>("wang@example.com", "follow-up-boss");
    expect(followUpBossEvent(fub!, SITE).person.tags).toEqual(["Language: Chinese"]);
    const [englishFub] = await queued<LeadHandOffPayload>("ann@example.com", "follow-up-boss");
    expect(followUpBossEvent(englishFub!, SITE).person).not.toHaveProperty("tags");
    const [hook] = await queued<LeadHandOffPayload>("wang@example.com", "webhook");
    expect(leadWebhookBody(hook!, SITE).lead.language).toBe("zh-Hans");
    const [englishHook] = await queued<LeadHandOffPayload>("ann@example.com", "webhook");
    expect(leadWebhookBody(englishHook!, SITE).lead.language).toBe("en");
  });

  it("answers a Chinese page's post with the fields' messages in Chinese, an English page's in English", async () => {
    const post = (path: string) =>
      postForm(
        contactAction as Handler,
        `http://localhost${path}`,
        {
          lead_type: "buyer",
          first_name: "",
          last_name: "王",
          email: "wang@example.com",
          message: "你好",
        },
        publicFormContext(db),
      );
    const chinese = await post("/zh/");
    expect(chinese.status).toBe(400);
    expect(chinese.data).toMatchObject({ fieldErrors: { first_name: ["请填写名"] } });
    const english = await post("/");
    expect(english.data).toMatchObject({ fieldErrors: { first_name: ["First name is required"] } });
  });

  it("is zh-Hant from a Traditional page: named so for the team, Follow Up Boss and the webhook; her mail in Traditional", async () => {
    await sendMessage("/zh-hant/contact", "chen@example.com", { first: "大文", last: "陳" });
    const [stored] = await db
      .select({ language: contactSubmissions.language })
      .from(contactSubmissions)
      .where(eq(contactSubmissions.email, "chen@example.com"));
    expect(stored?.language).toBe("zh-Hant");

    const [mail] = await queued<NotificationPayload>("chen@example.com", "mail");
    expect(buildLeadNotification(mail!).text).toContain("Language: Chinese (Traditional)");
    const [fub] = await queued<LeadHandOffPayload>("chen@example.com", "follow-up-boss");
    expect(followUpBossEvent(fub!, SITE).person.tags).toEqual(["Language: Chinese (Traditional)"]);
    const [hook] = await queued<LeadHandOffPayload>("chen@example.com", "webhook");
    expect(leadWebhookBody(hook!, SITE).lead.language).toBe("zh-Hant");

    const rows = await queued<VisitorConfirmationPayload>("chen@example.com", "mail");
    const payload = rows.find((row) => row.kind === "visitor-confirmation")!;
    const hers = buildVisitorConfirmation(payload, { siteUrl: SITE, member: null });
    expect(hers.subject).toBe("我們已收到您的留言");
    expect(hers.text).toContain("波士頓時間");
  });
});
