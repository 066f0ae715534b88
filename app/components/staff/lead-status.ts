/**
 * A person's follow-up status: the values the database stores (server/db/schema.ts
 * reads them from here) and how the workspace shows them. No server code, so
 * the status controls can import it.
 */
export const LEAD_STATUSES = ["new", "contacted", "working", "closed", "archived"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  working: "Working",
  closed: "Closed",
  archived: "Archived",
};

/** Status badge colours: New stands out in the brand colour, the rest stay quiet. */
export const STATUS_TONE: Record<LeadStatus, string> = {
  new: "bg-brand-soft text-brand",
  contacted: "bg-amber-50 text-amber-900",
  working: "bg-sky-50 text-sky-900",
  closed: "bg-emerald-50 text-emerald-900",
  archived: "bg-stone-warm text-muted",
};
