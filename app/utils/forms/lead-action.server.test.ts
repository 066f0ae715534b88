import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import type { FormResult } from "#domain/forms/form-result.ts";
import { FORM_TOKEN_FIELD } from "#domain/forms/guard-fields.ts";
import { PHONE_FORMAT_MESSAGE } from "#domain/forms/phone.ts";
import { FIELD_MAX } from "#domain/lead.ts";
import { contactMessages, contactSubmissions, notificationOutbox } from "#server/db/schema.ts";
import { createFormTokenProblems } from "#server/form-token-problems.ts";
import { publicFormContext } from "#tests/support/app-context.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { type Handler, postForm } from "#tests/support/route-calls.ts";
import { contactAction } from "./contact-action.server.ts";

const { db } = await openFileDatabase();

// One counter for the file, as the server keeps one for the process.
const formTokenProblems = createFormTokenProblems();
const context = () => ({ ...publicFormContext(db), formTokenProblems });

const lead = {
  first_name: "Ann",
  last_name: "Leeworthy",
  email: "ann.leeworthy@example.com",
  phone: "(617) 555-0142",
  lead_type: "seller",
  lead_source: "Referral",
  message: "We would like to see the house on Walnut Street.",
};

/** Posts the contact form the way a browser without JavaScript does. */
async function postContact(fields: Record<string, string>) {
  const answer = await postForm(
    contactAction as Handler,
    "http://localhost/contact",
    fields,
    context(),
  );
  return { status: answer.status, result: answer.data as FormResult };
}

const count = async (table: typeof contactSubmissions | typeof notificationOutbox) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe("contact action", () => {
  it("answers a NUL in the message with a 400 naming the field, and stores nothing", async () => {
    const { status, result } = await postContact({
      ...lead,
      message: "Hello\u0000there",
      [FORM_TOKEN_FIELD]: randomUUID(),
    });
    expect(status).toBe(400);
    expect(result).toMatchObject({
      status: "invalid",
      fieldErrors: { message: ["Message contains characters that are not allowed"] },
    });
    expect(await count(contactSubmissions)).toBe(0);
    expect(await count(notificationOutbox)).toBe(0);
  });

  it("stores a phone from any country as E.164, checked by that country's rules", async () => {
    for (const phone of ["+86 138 1234 5678", "+44 (0)20 7946 0958"])
      expect((await postContact({ ...lead, phone, [FORM_TOKEN_FIELD]: randomUUID() })).status).toBe(
        200,
      );
    const stored = await db.select({ phone: contactSubmissions.phone }).from(contactSubmissions);
    expect(stored.map((row) => row.phone)).toEqual(["+8613812345678", "+442079460958"]);
  });

  it("answers a number no country has with the phone message, and stores nothing", async () => {
    // Both pass the light check a browser module carries: 8 to 15 digits after a "+".
    for (const phone of ["+44 20 1234 56", "+86 138 1234 56"]) {
      const { status, result } = await postContact({
        ...lead,
        phone,
        [FORM_TOKEN_FIELD]: randomUUID(),
      });
      expect(status, phone).toBe(400);
      expect(result).toMatchObject({
        status: "invalid",
        fieldErrors: { phone: [PHONE_FORMAT_MESSAGE] },
        values: { phone },
      });
    }
    expect(await count(contactSubmissions)).toBe(0);
  });

  it("stores the same render once, and the same text from another render again", async () => {
    const token = randomUUID();
    for (const formToken of [token, token, randomUUID()])
      expect((await postContact({ ...lead, [FORM_TOKEN_FIELD]: formToken })).status).toBe(200);
    expect(await count(contactSubmissions)).toBe(2);
  });

  it("shows back at most each field's maximum, and nothing the form does not have", async () => {
    const { status, result } = await postContact({
      ...lead,
      first_name: "A".repeat(1_000_000),
      message: "m".repeat(200_000),
      injected: "<script>alert(1)</script>",
      [FORM_TOKEN_FIELD]: randomUUID(),
    });
    expect(status).toBe(400);
    expect(result.status).toBe("invalid");
    if (result.status !== "invalid") return;
    expect(result.fieldErrors).toEqual({
      first_name: ["First name must be at most 100 characters"],
      message: ["Message must be at most 5,000 characters"],
    });
    expect(result.values.first_name).toHaveLength(FIELD_MAX.name);
    expect(result.values.message).toHaveLength(FIELD_MAX.message);
    expect(Object.keys(result.values).sort()).toEqual(Object.keys(lead).sort());
    expect(JSON.stringify(result).length).toBeLessThan(10_000);
  });

  it("counts and logs a missing or placeholder token, and still stores the lead", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const before = formTokenProblems.counts();
      expect((await postContact(lead)).status).toBe(200);
      expect((await postContact({ ...lead, [FORM_TOKEN_FIELD]: "__FORM_TOKEN__" })).status).toBe(
        200,
      );
      expect(formTokenProblems.counts()).toEqual({
        missing: before.missing + 1,
        malformed: before.malformed + 1,
      });
      const lines = warn.mock.calls.map(([line]) => JSON.parse(String(line)));
      expect(lines).toEqual([
        expect.objectContaining({ level: "warn", form: "contact", problem: "missing" }),
        expect.objectContaining({ level: "warn", form: "contact", problem: "malformed" }),
      ]);
      expect(await count(contactSubmissions)).toBe(2);
    } finally {
      warn.mockRestore();
    }
  });

  it("logs a failed store with the form and the error code, never the lead", async () => {
    // Make the real insert fail inside PostgreSQL, with the lead in the query's parameters.
    await db.execute(
      sql`alter table contact_messages add constraint refuse_all check (length(message) < 0)`,
    );
    const error = vi.mocked(console.error);
    error.mockImplementation(() => {});
    try {
      const { status, result } = await postContact({ ...lead, [FORM_TOKEN_FIELD]: randomUUID() });
      expect(status).toBe(503);
      expect(result.status).toBe("failure");
      expect(error).toHaveBeenCalledTimes(1);
      const line = String(error.mock.calls[0]?.[0]);
      expect(JSON.parse(line)).toMatchObject({
        level: "error",
        form: "contact",
        code: "23514",
      });
      for (const value of Object.values(lead)) expect(line).not.toContain(value);
      expect(await count(contactSubmissions)).toBe(0);
      expect(await db.select().from(contactMessages)).toEqual([]);
    } finally {
      error.mockClear();
      await db.execute(sql`alter table contact_messages drop constraint refuse_all`);
    }
  });
});
