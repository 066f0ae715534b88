import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { EMAIL_CORRECTION_INTENT } from "#domain/forms/email-correction-schema.ts";
import type { ContactResult } from "#domain/forms/form-result.ts";
import { FORM_TOKEN_FIELD } from "#domain/forms/guard-fields.ts";
import { byLeadType } from "#domain/lead-type.ts";
import { importSeedTeam } from "#server/content/import.ts";
import { saveRouting } from "#server/staff/routing.ts";
import { saveMemberForm } from "#server/team/editor.ts";
import { publicFormContext, testStaffServices } from "#tests/support/app-context.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { type Handler, postForm } from "#tests/support/route-calls.ts";
import { contactAction } from "./contact-action.server.ts";

const { db } = await openFileDatabase();

const TEAM = ["boss@example.com", "owen.new@example.com"];

/** A buyer's message as a browser without JavaScript posts it. */
async function sendBuyerMessage() {
  const answer = await postForm(
    contactAction as Handler,
    "http://localhost/contact",
    {
      first_name: "Ann",
      last_name: "Lee",
      email: "ann@example.com",
      lead_type: "buyer",
      lead_source: "Website",
      message: "We are looking in Newton.",
      [FORM_TOKEN_FIELD]: randomUUID(),
    },
    { ...publicFormContext(db), staff: testStaffServices(db, TEAM) },
  );
  return answer.data as ContactResult;
}

describe("the contact form's thank-you", () => {
  it("names the member the routing rule gives the visitor's type to, not a fixed one", async () => {
    await importSeedTeam(db);
    const saved = await saveMemberForm(
      db,
      {
        values: { name: "Grace Ode", role: "Buyer's Agent", email: TEAM[1] },
        languages: ["English"],
      },
      { actor: TEAM[0]!, rateLimiter: { allow: async () => true } },
    );
    expect(saved.status).toBe("saved");
    await saveRouting(db, {
      rules: { ...byLeadType(() => TEAM[0]!), buyer: TEAM[1]! },
      team: TEAM,
      actor: TEAM[0]!,
    });
    const answer = await sendBuyerMessage();
    expect("member" in answer && answer.member?.name).toBe("Grace Ode");

    await saveRouting(db, { rules: byLeadType(() => TEAM[0]!), team: TEAM, actor: TEAM[0]! });
    const again = await sendBuyerMessage();
    expect("member" in again && again.member?.name).not.toBe("Grace Ode");
  });
});

describe("the thank-you's correction of a mistyped address", () => {
  it("answers a bad address 400, a forged token 403, and corrects the lead with her page's token", async () => {
    const context = { ...publicFormContext(db), staff: testStaffServices(db, TEAM) };
    const post = (fields: Record<string, string>) =>
      postForm(contactAction as Handler, "http://localhost/contact", fields, context);
    const sent = await post({
      first_name: "Ann",
      last_name: "Lee",
      email: "ann@gmial.com",
      lead_type: "buyer",
      message: "We are looking in Newton.",
      [FORM_TOKEN_FIELD]: randomUUID(),
    });
    const { correction } = sent.data as Extract<ContactResult, { member: unknown }>;
    expect(correction?.email).toBe("ann@gmial.com");
    const token = correction!.token!;
    const correct = (email: string, withToken = token) =>
      post({ intent: EMAIL_CORRECTION_INTENT, token: withToken, email });

    const invalid = await correct("ann@");
    expect(invalid.status).toBe(400);
    expect(invalid.data).toMatchObject({
      correction: { outcome: "invalid", token, errors: ["Please enter a valid email address"] },
    });
    const forged = await correct("ann@gmail.com", token.replace(/\.\d+\./, ".9999999999."));
    expect(forged.status).toBe(403);
    expect(forged.data).toMatchObject({ correction: { outcome: "refused", token: null } });

    const corrected = await correct("Ann@Gmail.com");
    expect(corrected.status).toBe(200);
    expect(corrected.data).toMatchObject({
      status: "success",
      leadType: "buyer",
      correction: { outcome: "corrected", email: "ann@gmail.com" },
    });
  });
});
