import { z } from "zod";
import { MAIL_STOP_REASONS } from "./saved-search.ts";

/**
 * One bounce or complaint reported by the SMTP provider (docs/mail-events.md), as its relay (or
 * the provider itself) POSTs it: the address the report is about, and what happened.
 */
export const MailEventSchema = z.object({
  type: z.enum(MAIL_STOP_REASONS),
  email: z.email().max(254),
  /** When the provider saw it; kept in the log only. */
  occurredAt: z.iso.datetime({ offset: true }).optional(),
});
export type MailEvent = z.infer<typeof MailEventSchema>;
