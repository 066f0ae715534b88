/** How the workspace shows a person's follow-up status (the statuses themselves: domain/lead-status.ts). */
import type { LeadStatus } from "#domain/lead-status.ts";

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
