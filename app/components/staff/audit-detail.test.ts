import { describe, expect, it } from "vitest";
import { describeAuditDetail } from "./audit-detail.ts";

describe("an activity entry's detail", () => {
  it("says a recorded contact and a stage in the buttons' words, never their keys", () => {
    expect(describeAuditDetail({ kind: "call-reached" })).toBe("contact: Called: reached");
    expect(describeAuditDetail({ status: "appointment-set" })).toBe("stage: Appointment set");
    expect(describeAuditDetail({ type: "team-applicant" })).toBe("type: Team applicant");
  });

  it("gives a next step's time in Boston time as people write it (EST in November)", () => {
    const line = describeAuditDetail({ due: "2026-11-28T14:00:00.000Z" });
    expect(line).toBe("due: Nov 28, 2026, 9:00 AM");
    expect(line).not.toContain("T14:00");
  });

  it("names the routing rule's lead types, and leaves a deleted post's text to its title", () => {
    expect(describeAuditDetail({ seller: "ann@example.com", buyer: "bo@example.com" })).toBe(
      "Seller: ann@example.com, Buyer: bo@example.com",
    );
    expect(
      describeAuditDetail({ title: "Spring market", summary: "Long", body: { type: "doc" } }),
    ).toBe("title: Spring market");
  });
});
