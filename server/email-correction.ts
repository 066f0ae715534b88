/**
 * A visitor corrects the address she typed, from her thank-you page (issue 39 §3). What
 * authorises it is a token only that page holds: the lead's id, an expiry and the address as it
 * stands, signed with the server's secret. An id alone is guessable; the signature is not, the
 * expiry keeps an old page from changing a lead days later, and binding the address makes each
 * token good for one correction (the answer carries a new one, for a second slip).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { asLanguage } from "#domain/language.ts";
import type { LeadType } from "#domain/lead-type.ts";
import type { Transaction } from "./db/client.ts";
import {
  contactSubmissions,
  followUpConsents,
  leadNotes,
  leadPeople,
  leadProperties,
  leadStatusChanges,
  leadTouches,
  type VisitorConfirmationPayload,
} from "./db/schema.ts";

/**
 * How long the thank-you page can correct the address: she sees the hint right after sending;
 * an hour leaves a tab she comes back to working, and no more.
 */
export const CORRECTION_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Who the lead page says wrote the note about a correction. */
export const CORRECTION_NOTE_AUTHOR = "The visitor";

const TOKEN_PATTERN = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

const signature = (secret: string, submissionId: number, expires: number, email: string) =>
  createHmac("sha256", secret)
    .update(`email-correction\0${submissionId}\0${expires}\0${email.toLowerCase()}`)
    .digest("base64url");

/** The token the thank-you page's correction form carries for this lead at this address. */
export function correctionTokenFor(
  secret: string,
  { submissionId, email, now }: { submissionId: number; email: string; now: Date },
): string {
  const expires = Math.floor((now.getTime() + CORRECTION_TOKEN_TTL_MS) / 1000);
  return `${submissionId}.${expires}.${signature(secret, submissionId, expires, email)}`;
}

/** What a correction did, or why it did nothing. */
export type CorrectionOutcome =
  | {
      status: "corrected";
      submissionId: number;
      email: string;
      leadType: LeadType;
      /** Her confirmation to the new address (the lead service queues it). */
      confirmation: VisitorConfirmationPayload;
    }
  /** The token is not one this server made for this lead as it stands, or it expired. */
  | { status: "refused" };

/**
 * The lead's new address, on its submission, its consent and its person (the lead page): the
 * person keeps her id, notes and timeline when she is one submission; otherwise this one moves
 * to the person of the new address (made if need be, with the same owner) and both count again.
 */
export async function correctLeadEmail(
  tx: Transaction,
  { secret, token, email, now }: { secret: string; token: string; email: string; now: Date },
): Promise<CorrectionOutcome> {
  const [, id, expires, mac] = TOKEN_PATTERN.exec(token) ?? [];
  if (!id || !expires || !mac || Number(expires) * 1000 <= now.getTime())
    return { status: "refused" };
  const submissionId = Number(id);
  const [lead] = await tx
    .select({
      email: contactSubmissions.email,
      leadType: contactSubmissions.leadType,
      createdAt: contactSubmissions.createdAt,
      language: contactSubmissions.language,
    })
    .from(contactSubmissions)
    .where(eq(contactSubmissions.id, submissionId))
    .for("update");
  if (!lead) return { status: "refused" };
  const expected = Buffer.from(signature(secret, submissionId, Number(expires), lead.email));
  if (!timingSafeEqual(expected, Buffer.from(mac))) return { status: "refused" };

  if (lead.email.toLowerCase() !== email.toLowerCase()) {
    await tx
      .update(contactSubmissions)
      .set({ email })
      .where(eq(contactSubmissions.id, submissionId));
    await tx
      .update(followUpConsents)
      .set({ email })
      .where(eq(followUpConsents.contactSubmissionId, submissionId));
    await movePerson(tx, lead.email.toLowerCase(), email.toLowerCase(), email);
    // On the lead page, so a member who already wrote to the old address knows why it bounced.
    await tx.execute(sql`
      insert into lead_notes (person_id, body, author)
      select id, ${`Corrected her e-mail address from ${lead.email} to ${email} on her thank-you page.`},
        ${CORRECTION_NOTE_AUTHOR}
      from lead_people where email_key = ${email.toLowerCase()}`);
  }
  const [home] = await tx
    .select({
      propertyType: leadProperties.propertyType,
      zip: leadProperties.zip,
      timeline: leadProperties.timeline,
    })
    .from(leadProperties)
    .where(eq(leadProperties.contactSubmissionId, submissionId));
  const leadType: LeadType = lead.leadType ?? "other";
  return {
    status: "corrected",
    submissionId,
    email,
    leadType,
    confirmation: {
      kind: "visitor-confirmation",
      recipient: email,
      form: home ? "home-value" : "contact",
      // Her corrected confirmation is in the language of the page she wrote from, as the first.
      language: asLanguage(lead.language),
      leadType,
      sentAt: lead.createdAt.toISOString(),
      ...(home ? { home } : {}),
    },
  };
}

/** The person rows after one submission moved from address `from` to `to` (both lower-cased). */
async function movePerson(tx: Transaction, from: string, to: string, email: string) {
  const [old] = await tx
    .select({ id: leadPeople.id, contacts: leadPeople.contacts })
    .from(leadPeople)
    .where(eq(leadPeople.emailKey, from));
  const [existing] = await tx
    .select({ id: leadPeople.id })
    .from(leadPeople)
    .where(eq(leadPeople.emailKey, to));
  if (old && old.contacts <= 1 && !existing) {
    // Her only submission: the person is renamed, and keeps her owner, notes and timeline.
    await tx.update(leadPeople).set({ emailKey: to, email }).where(eq(leadPeople.id, old.id));
    return;
  }
  if (old && old.contacts <= 1 && existing) {
    // The new address is a person already: what the team wrote about the old one joins hers.
    for (const table of [leadTouches, leadNotes, leadStatusChanges])
      await tx.update(table).set({ personId: existing.id }).where(eq(table.personId, old.id));
    await tx.delete(leadPeople).where(eq(leadPeople.id, old.id));
  } else if (!existing) {
    // The old address has other submissions: the new one becomes a person of its own.
    await tx.execute(sql`
      insert into lead_people (email_key, email, first_name, last_name, phone, first_contact_at,
        last_contact_at, contacts, lead_type, owner)
      select ${to}, ${email}, first_name, last_name, phone, first_contact_at, last_contact_at, 0,
        lead_type, owner
      from lead_people where email_key = ${from}`);
  }
  await recount(tx, from);
  await recount(tx, to);
}

/** A person's count and first and last contact, from the submissions at her address. */
async function recount(tx: Transaction, key: string) {
  await tx.execute(sql`
    update lead_people p set
      contacts = s.contacts,
      first_contact_at = coalesce(s.first_at, p.first_contact_at),
      last_contact_at = coalesce(s.last_at, p.last_contact_at)
    from (select count(*)::int as contacts, min(created_at) as first_at, max(created_at) as last_at
          from contact_submissions where lower(email) = ${key}) s
    where p.email_key = ${key}`);
}
