import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { ContactInput } from "#app/utils/forms/contact-schema.ts";
import type { Lead, LeadFormName } from "#app/utils/forms/lead.ts";
import type { SignInInput } from "#app/utils/forms/sign-in-schema.ts";
import type { Database, Transaction } from "./db/client.ts";
import {
  contactMessages,
  contactSubmissions,
  leadSources,
  type NotificationPayload,
  notificationOutbox,
} from "./db/schema.ts";

/**
 * A lead's row in `contact_submissions`. The columns carry the lead's own
 * names (first_name, …); Drizzle's camelCase keys are spelled here and nowhere
 * else.
 */
function submissionRow(lead: Lead, leadSourceId: number): typeof contactSubmissions.$inferInsert {
  return {
    firstName: lead.first_name,
    lastName: lead.last_name,
    email: lead.email,
    phone: lead.phone || null,
    leadSourceId,
  };
}

export type LeadService = {
  recordContact: (input: ContactInput, formToken: string) => Promise<void>;
  recordSignIn: (input: SignInInput, eventName: string, formToken: string) => Promise<void>;
};

type LeadServiceOptions = {
  db: Database;
  contactNotifyTo: string;
  eventNotifyTo: string;
  /** Called after a lead is committed, so the outbox sends without waiting for its next poll. */
  onCommitted?: () => void;
  now?: () => Date;
};

const bostonYear = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  timeZone: "America/New_York",
});

/** '2025 - Spring Open House': the event's lead source, dated by the year in Boston. */
export function eventLeadSourceName(eventName: string, date: Date) {
  return `${bostonYear.format(date)} - ${eventName}`;
}

/** Race-free get-or-create: the unique name decides, ON CONFLICT makes the loser read the winner's row. */
async function leadSourceId(tx: Transaction, name: string, type: "website" | "event") {
  const [created] = await tx
    .insert(leadSources)
    .values({ name, type })
    .onConflictDoNothing({ target: leadSources.name })
    .returning({ id: leadSources.id });
  if (created) return created.id;
  const [existing] = await tx
    .select({ id: leadSources.id })
    .from(leadSources)
    .where(eq(leadSources.name, name));
  if (!existing) throw new Error(`lead source "${name}" vanished`);
  return existing.id;
}

/**
 * The submission's identity: the form token plus what was typed. A resubmitted
 * form (double click, reload, back button) repeats both and is stored once; a
 * different message sent from the same rendered page is a new lead.
 */
function idempotencyKey(formToken: string, payload: NotificationPayload) {
  return createHash("sha256")
    .update(formToken)
    .update("\0")
    .update(JSON.stringify(payload))
    .digest("base64url");
}

/** Claims the submission's key in the outbox; undefined when it was already stored. */
async function claimSubmission(
  tx: Transaction,
  formToken: string,
  recipient: string,
  payload: NotificationPayload,
) {
  const [row] = await tx
    .insert(notificationOutbox)
    .values({ idempotencyKey: idempotencyKey(formToken, payload), recipient, payload })
    .onConflictDoNothing({ target: notificationOutbox.idempotencyKey })
    .returning({ id: notificationOutbox.id });
  return row?.id;
}

/**
 * Stores leads: each form's rows and its notification in ONE transaction, so
 * a lead is either kept with its notification queued, or not kept at all.
 */
export function createLeadService({
  db,
  contactNotifyTo,
  eventNotifyTo,
  onCommitted,
  now = () => new Date(),
}: LeadServiceOptions): LeadService {
  async function store(
    kind: LeadFormName,
    lead: Lead,
    sourceType: "website" | "event",
    recipient: string,
    formToken: string,
  ) {
    // The notification carries the lead as it is: no second spelling of its fields.
    const payload: NotificationPayload = { kind, ...lead, recipient };
    const stored = await db.transaction(async (tx) => {
      const outboxId = await claimSubmission(tx, formToken, recipient, payload);
      if (!outboxId) return false;
      const sourceId = await leadSourceId(tx, lead.lead_source, sourceType);
      const [submission] = await tx
        .insert(contactSubmissions)
        .values(submissionRow(lead, sourceId))
        .returning({ id: contactSubmissions.id });
      const submissionId = submission!.id;
      if (lead.message !== undefined) {
        await tx
          .insert(contactMessages)
          .values({ message: lead.message, contactSubmissionId: submissionId });
      }
      await tx
        .update(notificationOutbox)
        .set({ contactSubmissionId: submissionId })
        .where(eq(notificationOutbox.id, outboxId));
      return true;
    });
    if (stored) onCommitted?.();
  }

  return {
    recordContact: (input, formToken) =>
      store("contact", input, "website", contactNotifyTo, formToken),
    recordSignIn: (input, eventName, formToken) =>
      store(
        "sign-in",
        { ...input, lead_source: eventLeadSourceName(eventName, now()) },
        "event",
        eventNotifyTo,
        formToken,
      ),
  };
}
