/** How the workspace colours a person's stage (the stages and their names: domain/lead-status.ts). */
import type { LeadStatus } from "#domain/lead-status.ts";

export { STATUS_LABELS } from "#domain/lead-status.ts";

/** Stage badge colours: New stands out in the brand colour, the rest stay quiet. */
export const STATUS_TONE: Record<LeadStatus, string> = {
  new: "bg-brand-soft text-brand",
  contacted: "bg-amber-50 text-amber-900",
  "appointment-set": "bg-amber-50 text-amber-900",
  "active-client": "bg-sky-50 text-sky-900",
  "under-contract": "bg-sky-50 text-sky-900",
  closed: "bg-emerald-50 text-emerald-900",
  "not-now": "bg-stone-warm text-muted",
  lost: "bg-stone-warm text-muted",
};
