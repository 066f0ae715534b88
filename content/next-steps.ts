/**
 * What a visitor is told after she sends a form: who answers, what they do and
 * when. The owner edits the promises here; the pages only show them.
 */
import type { LeadType } from "#domain/lead-type.ts";
import type { TeamMemberId } from "./site.ts";

/** The home-value request: who writes the market analysis, and how soon. */
export const homeValueAnswer = {
  member: "lead" satisfies TeamMemberId as TeamMemberId,
  /** How soon the written analysis arrives, as the thank-you page says it. */
  within: "within two business days",
  /** How soon she hears from us to arrange a short walk-through or call. */
  firstCall: "by the end of the next business day",
} as const;

/** Who answers a contact message, by what the visitor said she wants. */
export const contactMemberFor: Record<LeadType, TeamMemberId> = {
  buyer: "specialist",
  seller: "lead",
  both: "lead",
  renter: "specialist",
  investor: "lead",
  "team-applicant": "lead",
  other: "lead",
};

/** The page each kind of visitor reads while she waits for our answer. */
export const contactNextReadFor: Record<LeadType, { href: string; label: string }> = {
  buyer: { href: "/buyers", label: "Read our guide to buying a home" },
  seller: { href: "/sellers/home-value", label: "Request a written market analysis of your home" },
  both: { href: "/sellers", label: "Read our guide to selling a home" },
  renter: { href: "/massachusetts", label: "Explore the towns we serve" },
  investor: { href: "/portfolio", label: "See the homes we have sold" },
  "team-applicant": { href: "/team", label: "Meet the team" },
  other: { href: "/faq", label: "Read the questions we are asked most" },
};
