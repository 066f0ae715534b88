/**
 * What a lead came for: the contact form's first question, the form a lead used
 * (a home-value request is a seller, an open-house guest a buyer), or what the
 * team set on the person. Stored on each submission (`contact_submissions.lead_type`)
 * and on the person; handed to the CRM.
 */
export const LEAD_TYPES = [
  "buyer",
  "seller",
  "both",
  "renter",
  "investor",
  "team-applicant",
  "other",
] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

/** How the site and the workspace name each type. */
export const LEAD_TYPE_LABELS: Record<LeadType, string> = {
  buyer: "Buyer",
  seller: "Seller",
  both: "Buyer and seller",
  renter: "Renter",
  investor: "Investor",
  "team-applicant": "Team applicant",
  other: "Other",
};

export const isLeadType = (value: unknown): value is LeadType =>
  typeof value === "string" && (LEAD_TYPES as readonly string[]).includes(value);

/** A value for every lead type (the routing rule's owners, say), made by `value`. */
export function byLeadType<V>(value: (type: LeadType) => V): Record<LeadType, V> {
  // Object.fromEntries is typed with string keys (TypeScript's lib), though every LeadType is one here.
  return Object.fromEntries(LEAD_TYPES.map((type) => [type, value(type)])) as Record<LeadType, V>;
}
