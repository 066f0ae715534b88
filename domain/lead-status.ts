/**
 * A person's stage in the team's pipeline: the values the database stores, the
 * inbox filters by and the stage forms post. How the workspace shows each is
 * app/components/staff/lead-status.ts. Migration "lead_pipeline" mapped the
 * earlier five (working → active-client, archived → not-now).
 */
export const LEAD_STATUSES = [
  "new",
  "contacted",
  "appointment-set",
  "active-client",
  "under-contract",
  "closed",
  "not-now",
  "lost",
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const isLeadStatus = (value: unknown): value is LeadStatus =>
  typeof value === "string" && (LEAD_STATUSES as readonly string[]).includes(value);

/** The stages out of the working list: the inbox hides them unless asked; a new contact reopens them as New. */
export const RESTING_STATUSES = ["not-now", "lost"] as const satisfies readonly LeadStatus[];

/** The stage's name, as the workspace, the CSV and the digest show it. */
export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  "appointment-set": "Appointment set",
  "active-client": "Active client",
  "under-contract": "Under contract",
  closed: "Closed",
  "not-now": "Not now",
  lost: "Lost",
};
