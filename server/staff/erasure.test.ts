import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ContactSchema } from "#domain/forms/contact-schema.ts";
import { SignInSchema } from "#domain/forms/sign-in-schema.ts";
import { filters, STAFF, someAnswers, withLeadDatabase } from "#tests/support/staff-leads.ts";
import { whereFound } from "#tests/support/traces.ts";
import { staffAuditLog } from "../db/schema.ts";
import { isSuppressed, unsubscribe, unsubscribeTarget, unsubscribeTokenFor } from "../follow-up.ts";
import { createLeadService } from "../leads.ts";
import { handOffTargets } from "../outbox/hand-off.ts";
import { recordAudit } from "./audit.ts";
import { listLeads } from "./inbox.ts";
import { addLeadNote } from "./lead-changes.ts";
import { recordCsvExport } from "./leads-csv.ts";
import { LEAD_DATA } from "./personal-data.ts";
import { erasePerson, exportPerson } from "./privacy.ts";

const workspace = withLeadDatabase();

const ZELDA = {
  email: "zelda.quist@example.com",
  first: "Zelphira",
  last: "Quistwood",
  phone: "617-555-0199",
  message: "I long for a porch swing on Marlborough Street",
};
/** What must be nowhere after her erasure (lower-case): her address, name, phone digits, message. */
const HER_TRACES = [
  ZELDA.email,
  ZELDA.first.toLowerCase(),
  ZELDA.last.toLowerCase(),
  "6175550199",
  "555-0199",
  "porch swing",
];

describe("erasing a person", () => {
  it("leaves no table holding her address, name, phone or message; her unsubscribe is honoured by its hash alone", async () => {
    const { db } = workspace;
    const leads = createLeadService({
      db,
      contactNotifyTo: STAFF,
      eventNotifyTo: STAFF,
      handOffTo: handOffTargets({
        webhook: { url: "https://hooks.example.com/leads", secret: "a-webhook-secret-16" },
      }),
    });
    await leads.recordContact(
      ContactSchema.parse({
        first_name: ZELDA.first,
        last_name: ZELDA.last,
        email: ZELDA.email,
        phone: ZELDA.phone,
        lead_type: "buyer",
        lead_source: "Website",
        message: ZELDA.message,
        followUpConsent: "yes",
      }),
      randomUUID(),
      "203.0.113.7",
    );
    await leads.recordSignIn(
      SignInSchema.parse({
        firstName: ZELDA.first,
        lastName: ZELDA.last,
        email: ZELDA.email.toUpperCase(),
        phone: ZELDA.phone,
        workingWithAgent: someAnswers.workingWithAgent,
        moveTimeline: someAnswers.moveTimeline,
        followUpConsent: "yes",
      }),
      "Open House",
      randomUUID(),
      "203.0.113.7",
    );
    await workspace.store({
      email: "other@example.com",
      at: "2025-03-01T15:00:00Z",
      message: "Kept",
    });
    // She unsubscribes with the link of her thank-you mail.
    const token = await unsubscribeTokenFor(db, ZELDA.email);
    expect(await unsubscribe(db, token, "page")).toEqual({ email: ZELDA.email });
    const her = (await listLeads(db, filters())).leads.find((lead) => lead.email === ZELDA.email)!;
    await addLeadNote(db, {
      personId: her.id,
      body: `Called ${ZELDA.first} back about the porch swing`,
      author: STAFF,
    });
    // The team searched for her and downloaded the CSV, and her copy.
    await recordCsvExport(db, STAFF, filters(`q=${ZELDA.first}+${ZELDA.last}&status=all`));
    await recordCsvExport(db, STAFF, filters(`q=${ZELDA.email}`));
    const copy = await exportPerson(db, { personId: her.id, actor: STAFF });
    expect(JSON.stringify(copy)).toContain(ZELDA.message);
    // Her copy is made of the sections the declaration names (server/staff/personal-data.ts).
    const sections = LEAD_DATA.flatMap(({ exportedIn }) =>
      typeof exportedIn === "string" ? [exportedIn] : [],
    );
    expect(Object.keys(copy!).sort()).toEqual(["exportedAt", ...new Set(sections)].sort());
    expect(copy?.unsubscribes).toEqual([expect.objectContaining({ email: ZELDA.email })]);
    // The log records that the CSV was searched, never what for.
    const csvEntries = await db
      .select({ detail: staffAuditLog.detail })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, "exported leads as CSV"));
    expect(csvEntries).toEqual([
      { detail: { filteredBy: "q, status" } },
      { detail: { filteredBy: "q" } },
    ]);
    // An entry from before that rule, which quoted the search.
    await recordAudit(db, {
      actor: STAFF,
      action: "exported leads as CSV",
      detail: { q: ZELDA.email },
    });
    // Before erasing, she is in many places (the test finds her).
    expect((await whereFound(workspace.db, HER_TRACES)).length).toBeGreaterThan(8);

    expect(await erasePerson(db, { personId: her.id, actor: STAFF })).toBe(2);

    expect(await whereFound(workspace.db, HER_TRACES)).toEqual([]);
    // Everyone else is still there.
    expect(await whereFound(workspace.db, ["other@example.com", "kept"])).toEqual([
      "contact_messages.message: 1",
      "contact_submissions.email: 1",
      "lead_people.email: 1",
      "lead_people.email_key: 1",
      "lead_people.search: 1",
      "notification_outbox.payload: 1",
    ]);
    // Her unsubscribe still holds, and her old link still finds it, naming no address
    // (the page: app/routes/unsubscribe.test.ts).
    expect(await isSuppressed(db, ZELDA.email)).toBe(true);
    expect(await unsubscribeTarget(db, token)).toEqual({ email: null, suppressed: true });
  });
});
