import { describe, expect, it } from "vitest";
import { callLine, callsFirst, guestCall } from "./guest-call.ts";
import type { SignInAnswers } from "./sign-in-answers.ts";

const answers = (given: Partial<SignInAnswers>): SignInAnswers => ({
  workingWithAgent: null,
  preApproved: null,
  moveTimeline: null,
  ...given,
});

describe("a guest worth a call today", () => {
  it("is pre-approved, paying cash or moving within three months, and says which in words", () => {
    expect(guestCall(answers({ preApproved: "yes", moveTimeline: "0-3" }))).toEqual({
      kind: "call",
      reasons: ["pre-approved", "moving within 0-3 months"],
    });
    expect(guestCall(answers({ preApproved: "cash" }))).toEqual({
      kind: "call",
      reasons: ["paying cash"],
    });
    expect(callLine(["pre-approved", "moving within 0-3 months"])).toBe(
      "Worth a call today: pre-approved, moving within 0-3 months",
    );
    expect(guestCall(answers({ preApproved: "no", moveTimeline: "3-6" }))).toEqual({
      kind: "later",
    });
  });

  it("is never one who works with an agent, however ready she is", () => {
    expect(
      guestCall(answers({ workingWithAgent: "yes", preApproved: "yes", moveTimeline: "0-3" })),
    ).toEqual({ kind: "has-agent" });
  });

  it("comes first on the list, the rest keeping their order", () => {
    const guests = [
      { name: "Ann", answers: answers({ moveTimeline: "browsing" }) },
      { name: "Bea", answers: answers({ preApproved: "yes" }) },
      { name: "Cal", answers: answers({ workingWithAgent: "yes", preApproved: "yes" }) },
      { name: "Dee", answers: answers({}) },
      { name: "Eve", answers: answers({ moveTimeline: "0-3" }) },
    ];
    expect(callsFirst(guests).map((guest) => guest.name)).toEqual([
      "Bea",
      "Eve",
      "Ann",
      "Cal",
      "Dee",
    ]);
  });
});
