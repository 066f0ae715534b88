/**
 * Who the site promises will answer a lead: the member the routing rule (server/staff/routing.ts)
 * gives that lead type to, the same rule the trigger that stores the lead reads, so the
 * thank-you pages and mails name the person who really gets it.
 */
import type { Language } from "#domain/language.ts";
import type { LeadType } from "#domain/lead-type.ts";
import type { MemberCardData } from "#domain/team.ts";
import type { Database } from "../db/client.ts";
import { readRouting } from "../staff/routing.ts";
import { listMembers, memberCardOf, memberWithAddress } from "./members.ts";

/**
 * The card of the member who will get a lead of `leadType`. An owner without a profile in
 * the table (an address only in STAFF_EMAILS) is promised as the team's first member, never
 * as a bare address; /staff/team says which addresses have no profile. Null only when the
 * table is empty.
 */
export async function promisedMember(
  db: Database,
  team: readonly string[],
  leadType: LeadType,
  /** The page's: her card in its Chinese where it is one. */
  language?: Language,
): Promise<MemberCardData | null> {
  const [routing, members] = await Promise.all([readRouting(db, team), listMembers(db)]);
  const member =
    memberWithAddress(members, routing[leadType]) ??
    members.find((candidate) => candidate.shown) ??
    members[0];
  return member ? memberCardOf(member, language) : null;
}
