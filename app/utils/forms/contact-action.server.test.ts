import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
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
