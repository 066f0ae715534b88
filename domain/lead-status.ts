/**
 * A person's follow-up status: the values the database stores, the inbox
 * filters by and the status forms post. How the workspace shows each is
 * app/components/staff/lead-status.ts.
 */
export const LEAD_STATUSES = ["new", "contacted", "working", "closed", "archived"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
