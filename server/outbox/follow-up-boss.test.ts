import { describe, expect, it } from "vitest";
import type { LeadHandOffPayload } from "../db/schema.ts";
import { followUpBossEvent } from "./follow-up-boss.ts";

const handOff = (
  form: LeadHandOffPayload["form"],
  lead_type?: LeadHandOffPayload["lead"]["lead_type"],
) =>
  ({
    kind: "lead-hand-off",
    id: "00000000-0000-4000-8000-000000000000",
    form,
    lead: {
      first_name: "Ana",
      last_name: "Lopez",
      email: "ana@example.com",
      phone: "",
      lead_source: "Website",
      ...(lead_type ? { lead_type } : {}),
    },
    submittedAt: "2026-11-26T15:00:00.000Z",
  }) satisfies LeadHandOffPayload;

describe("the Follow Up Boss event type", () => {
  it("follows the form, and within the contact form what the visitor came for", () => {
    const type = (payload: LeadHandOffPayload) =>
      followUpBossEvent(payload, "https://www.example.com").type;
    expect(type(handOff("contact"))).toBe("General Inquiry");
    expect(type(handOff("contact", "buyer"))).toBe("General Inquiry");
    expect(type(handOff("contact", "seller"))).toBe("Seller Inquiry");
    // An open-house guest visited, whatever she is.
    expect(type(handOff("sign-in", "buyer"))).toBe("Visited Open House");
    expect(type(handOff("sign-in", "seller"))).toBe("Visited Open House");
  });
});
