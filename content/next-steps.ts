/**
 * What a visitor is told after she sends a form: what we do and when (who answers
 * follows the routing rule, server/team/promise.ts). The owner edits the promises here; the pages only show them.
 */
import type { LeadType } from "#domain/lead-type.ts";

/** The contact form: how soon the member answers, as the thank-you page and her confirmation say it. */
export const contactAnswer = {
  when: "usually the same day and always within one business day",
} as const;

/**
 * The home-value request: how soon. Who writes the analysis is the member the routing rule
 * gives sellers to (server/team/promise.ts).
 */
export const homeValueAnswer = {
  /** How soon the written analysis arrives, as the thank-you page says it. */
  within: "within two business days",
  /** How soon she hears from us to arrange a short walk-through or call. */
  firstCall: "by the end of the next business day",
} as const;

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
