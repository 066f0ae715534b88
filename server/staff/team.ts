/**
 * Who owns a lead. STAFF_EMAILS is the team, in order; its first address is the
 * team lead, who owns every lead no routing rule (server/staff/routing.ts) gives
 * to someone else, and every lead whose owner has left the team.
 */
import { eq, inArray, isNull, not, or, type SQL } from "drizzle-orm";
import { leadPeople } from "../db/schema.ts";

/** The team lead: the first address in STAFF_EMAILS. */
export const teamLeadOf = (team: readonly string[]) => team[0] ?? "";

/** The member a stored owner stands for: null or a former member's address means the team lead. */
export function effectiveOwner(owner: string | null, team: readonly string[]) {
  return owner && team.includes(owner) ? owner : teamLeadOf(team);
}

/** The people a member owns, as a condition on `lead_people` (the inbox's "Mine", Today, the digest). */
export function ownedBy(member: string, team: readonly string[]): SQL {
  const mine = eq(leadPeople.owner, member);
  if (member !== teamLeadOf(team)) return mine;
  return or(mine, isNull(leadPeople.owner), not(inArray(leadPeople.owner, [...team])))!;
}

/** A member's short name for lists: the part of her address before the "@". */
export const memberName = (email: string) => email.split("@")[0] ?? email;
