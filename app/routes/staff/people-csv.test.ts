import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ContactSchema } from "#domain/forms/contact-schema.ts";
import { staffAuditLog } from "#server/db/schema.ts";
import { createLeadService } from "#server/leads.ts";
import { forgetExportSearches } from "#server/staff/audit.ts";
import { listLeads } from "#server/staff/inbox.ts";
import { erasePerson } from "#server/staff/privacy.ts";
import { CONTENT_EDITOR as MEMBER, signedInContentEditor } from "#tests/support/content-editor.ts";
import type { Handler } from "#tests/support/route-calls.ts";
import { filters } from "#tests/support/staff-leads.ts";
import { whereFound } from "#tests/support/traces.ts";
import { loader } from "./people-csv.ts";

const { db, get, call } = await signedInContentEditor();

/** The people CSV as the member's browser downloads it: the status and the file's text. */
async function download(request: Request) {
  const { status, response } = await call(loader as Handler, request);
  return { status, csv: (await response?.text()) ?? "" };
}

const exportsLogged = () =>
  db
    .select({ actor: staffAuditLog.actor, detail: staffAuditLog.detail })
    .from(staffAuditLog)
    .where(eq(staffAuditLog.action, "exported people as CSV"));

describe("the people CSV's audit entry", () => {
  it("after the team searched for her by name and phone, exported, and erased her, no table holds her name or phone", async () => {
    const leads = createLeadService({
      db,
      contactNotifyTo: MEMBER,
      eventNotifyTo: MEMBER,
    });
    await leads.recordContact(
      ContactSchema.parse({
        first_name: "Zelphira",
        last_name: "Quistwood",
        email: "zelda.quist@example.com",
        phone: "617-555-0199",
        lead_type: "buyer",
        lead_source: "Website",
        message: "A porch swing, please",
      }),
      randomUUID(),
      "203.0.113.7",
    );
    const byName = await download(get("/staff/people.csv?q=Zelphira+Quistwood&status=all"));
    const byPhone = await download(get("/staff/people.csv?q=617-555-0199"));
    expect(byName).toEqual({ status: 200, csv: expect.stringContaining('"Quistwood"') });
    expect(byPhone).toEqual({ status: 200, csv: expect.stringContaining('"Zelphira"') });
    // That she was exported, and how the view was narrowed: by filter names only.
    expect(await exportsLogged()).toEqual([
      { actor: MEMBER, detail: { filteredBy: "q, status" } },
      { actor: MEMBER, detail: { filteredBy: "q" } },
    ]);

    const her = (await listLeads(db, filters("status=all"))).leads[0]!;
    expect(await erasePerson(db, { personId: her.id, actor: MEMBER })).toBe(1);

    expect(
      await whereFound(db, ["zelda.quist", "zelphira", "quistwood", "555-0199", "6175550199"]),
    ).toEqual([]);
    expect(await exportsLogged()).toHaveLength(2);
  });

  it("a download a cross-site page starts with a stranger's search writes the stranger's text nowhere", async () => {
    const request = get(
      `/staff/people.csv?q=${encodeURIComponent("Call 555-0100 now at scam.example <b>URGENT</b>")}`,
    );
    request.headers.set("Sec-Fetch-Site", "cross-site");
    expect(await download(request)).toEqual({ status: 200, csv: expect.stringContaining("Email") });

    expect(await whereFound(db, ["scam.example", "urgent", "555-0100"])).toEqual([]);
    expect(await exportsLogged()).toEqual([{ actor: MEMBER, detail: { filteredBy: "q" } }]);
  });

  it("entries an earlier version wrote with the search are reduced to the filters' names at start", async () => {
    const legacy = [
      { action: "exported people as CSV", detail: { q: "Zelphira Quistwood", status: "all" } },
      { action: "exported leads as CSV", detail: { q: "617-555-0199", after: 7 } },
      { action: "exported people as CSV", detail: {} },
      { action: "exported people as CSV", detail: { filteredBy: "kind" } },
      { action: "entered a wrong login code", detail: { ip: "192.0.2.1" } },
    ];
    await db.insert(staffAuditLog).values(legacy.map((entry) => ({ actor: MEMBER, ...entry })));

    expect(await forgetExportSearches(db)).toBe(3);
    expect(
      await db
        .select({ detail: staffAuditLog.detail })
        .from(staffAuditLog)
        .orderBy(staffAuditLog.id),
    ).toEqual([
      { detail: { filteredBy: "q, status" } },
      { detail: { filteredBy: "q" } },
      { detail: null },
      { detail: { filteredBy: "kind" } },
      { detail: { ip: "192.0.2.1" } },
    ]);
    expect(await forgetExportSearches(db)).toBe(0);
  });
});
