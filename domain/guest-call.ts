/**
 * Which open-house guests are worth a call today, and why, from their sign-in answers: a
 * guest who can buy now (pre-approved, or paying cash) or means to move within three months.
 * A guest who works with an agent is hers to call, not ours: she is never marked, and Today's
 * call queue leaves her out (server/staff/today.ts).
 */
import type { SignInAnswers } from "./sign-in-answers.ts";

/** A guest's place on the event page: worth a call (with the reasons in words), with an agent, or neither. */
export type GuestCall =
  | { kind: "call"; reasons: string[] }
  | { kind: "has-agent" }
  | { kind: "later" };

/** The words the event page shows for a guest with an agent. */
export const HAS_AGENT_LABEL = "Works with an agent";

export function guestCall(answers: SignInAnswers): GuestCall {
  if (answers.workingWithAgent === "yes") return { kind: "has-agent" };
  const reasons = [
    answers.preApproved === "yes" ? "pre-approved" : "",
    answers.preApproved === "cash" ? "paying cash" : "",
    answers.moveTimeline === "0-3" ? "moving within 0-3 months" : "",
  ].filter(Boolean);
  return reasons.length > 0 ? { kind: "call", reasons } : { kind: "later" };
}

/** 'Worth a call today: pre-approved, moving within 0-3 months' */
export const callLine = (reasons: readonly string[]) => `Worth a call today: ${reasons.join(", ")}`;

/** The guests worth a call first, each group in its own order (first sign-in first). */
export function callsFirst<T extends { answers: SignInAnswers }>(guests: readonly T[]): T[] {
  const worth = (guest: T) => (guestCall(guest.answers).kind === "call" ? 0 : 1);
  return [...guests].sort((a, b) => worth(a) - worth(b));
}
