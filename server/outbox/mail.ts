import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { MemberCardData } from "#domain/team.ts";
import { deliverAlert } from "../alerts/alert-delivery.ts";
import type { AlertLinks } from "../alerts/alert-links.ts";
import type { Database } from "../db/client.ts";
import { leadPeople, type OutboxPayload, type StaffLoginPayload } from "../db/schema.ts";
import { isSuppressed } from "../follow-up.ts";
import { buildGuestFollowUp } from "../mail/guest-follow-up.ts";
import { buildGuestNote } from "../mail/guest-note.ts";
import type { NotificationEmail } from "../mail/layout.tsx";
import { buildLeadNotification } from "../mail/lead-notification.ts";
import type { Mailer } from "../mail/mailer.ts";
import { buildPasskeyAdded } from "../mail/passkey-added.ts";
import { buildSavedSearchConfirmation } from "../mail/saved-search-confirmation.ts";
import { buildVisitorConfirmation } from "../mail/visitor-confirmation.ts";
import { buildDigest } from "../staff/digest.ts";
import { promisedMember } from "../team/promise.ts";
import { type Channel, type ClaimedRow, DeliveryError } from "./delivery.ts";

/**
 * The e-mail an outbox row sends: a lead notification to the team, a follow-up to a guest, a
 * visitor's confirmation, or the mail telling a member a passkey was added.
 */
export function buildOutboxEmail(
  payload: Exclude<
    OutboxPayload,
    { kind: "staff-sign-in" | "lead-hand-off" | "staff-digest" | "saved-search-alert" }
  >,
  siteUrl: string,
  /** A lead notification's link: the lead's page in the workspace. */
  leadUrl?: string,
  /** A guest's follow-up from a named event, a visitor's confirmation: who signs it (server/team/promise.ts). */
  member?: MemberCardData | null,
): NotificationEmail {
  switch (payload.kind) {
    case "guest-follow-up":
      return buildGuestFollowUp(payload, { siteUrl, member });
    case "guest-note":
      return buildGuestNote(payload, { siteUrl });
    case "visitor-confirmation":
      return buildVisitorConfirmation(payload, { siteUrl, member: member ?? null });
    case "staff-passkey-added":
      return buildPasskeyAdded(payload, { siteUrl });
    case "saved-search-confirmation":
      return buildSavedSearchConfirmation(payload, { siteUrl });
    default:
      return buildLeadNotification(payload, leadUrl);
  }
}

export type MailChannelOptions = {
  db: Database;
  mailer: Mailer;
  /** The public origin (SITE_URL): links in guest e-mails. */
  siteUrl: string;
  /** Builds a staff login e-mail (its content is sealed with a key this module does not hold). */
  buildStaffLogin?: (payload: StaffLoginPayload) => NotificationEmail;
  /** STAFF_EMAILS, lower-cased, in order: whose leads a digest lists, whom the routing rule names. */
  team?: readonly string[];
  /** The signed links of saved searches' alerts (server/alerts/alert-links.ts). */
  alertLinks?: AlertLinks;
};

/** The workspace page of the person a lead notification is about (their row exists: stored in the lead's transaction). */
async function leadPageOf(db: Database, siteUrl: string, email: string) {
  const [person] = await db
    .select({ id: leadPeople.id })
    .from(leadPeople)
    .where(eq(leadPeople.emailKey, email.toLowerCase()));
  return person ? `${siteUrl}/staff/leads/${person.id}` : undefined;
}

/**
 * Who signs a mail to a visitor: the member the routing rule gives her lead type to (a guest at
 * a named event is a buyer); an open house's guest mail is signed by its host, from the payload.
 */
async function signedBy(db: Database, team: readonly string[], payload: OutboxPayload) {
  if (payload.kind === "guest-follow-up" && !payload.openHouse)
    return promisedMember(db, team, "buyer");
  if (payload.kind === "visitor-confirmation") return promisedMember(db, team, payload.leadType);
  return undefined;
}

/**
 * One Message-ID for every try of a row: a send whose answer never came (the process died before
 * the server's 250) may have arrived, and its retry must be recognisably the same message
 * (docs/decisions/056). The row's id alone could repeat in a new database; with a digest of its
 * payload it names this message only, and tells nothing of what the payload holds.
 */
export function outboxMessageId(
  { id, payload }: Pick<ClaimedRow, "id" | "payload">,
  siteUrl: string,
) {
  const digest = createHash("sha256")
    .update(`${id}:${JSON.stringify(payload)}`)
    .digest("hex")
    .slice(0, 20);
  return `<outbox.${id}.${digest}@${new URL(siteUrl).hostname}>`;
}

/** Delivers a row by e-mail to its recipient. */
export function mailChannel({
  db,
  mailer,
  siteUrl,
  buildStaffLogin,
  team = [],
  alertLinks,
}: MailChannelOptions): Channel {
  return async (row) => {
    const { recipient, payload } = row;
    const messageId = outboxMessageId(row, siteUrl);
    if (payload.kind === "saved-search-alert") {
      if (!alertLinks) throw new DeliveryError("no links for alerts", { retry: false });
      return deliverAlert(
        { db, mailer, siteUrl, links: alertLinks, team },
        { to: recipient, messageId },
        payload,
        (message, retry, error) =>
          new DeliveryError(message, { retry, reason: mailErrorKind(error) }),
      );
    }
    // An address that unsubscribed after its follow-up, note or confirmation was queued is not mailed.
    if (
      (payload.kind === "guest-follow-up" ||
        payload.kind === "guest-note" ||
        payload.kind === "visitor-confirmation") &&
      (await isSuppressed(db, recipient))
    )
      return { status: "suppressed" };
    let email: NotificationEmail;
    if (payload.kind === "lead-hand-off")
      throw new DeliveryError("a lead hand-off is not an e-mail", { retry: false });
    if (payload.kind === "staff-digest") {
      // Written now, from the leads as they stand: all done since it was queued, nothing is sent.
      const digest = await buildDigest(db, { member: recipient, team, siteUrl });
      if (!digest) return { status: "suppressed" };
      email = digest;
    } else if (payload.kind !== "staff-sign-in")
      email = buildOutboxEmail(
        payload,
        siteUrl,
        // A lead notification (every lead form's kind) carries the lead's e-mail.
        "email" in payload ? await leadPageOf(db, siteUrl, payload.email) : undefined,
        await signedBy(db, team, payload),
      );
    else if (buildStaffLogin) email = buildStaffLogin(payload);
    else throw new Error("no builder for staff login mail");
    try {
      await mailer.send({ to: recipient, messageId, ...email });
    } catch (error) {
      // The whole message is kept on the row, for the team's workspace; the log gets its kind
      // only: a mail server's answer names the recipient ("550 <alice@…>: no such user").
      throw new DeliveryError(String(error), { retry: true, reason: mailErrorKind(error) });
    }
    return { status: "sent" };
  };
}

/** What kind of failure, for the log: nodemailer's code and the SMTP reply code, no text. */
function mailErrorKind(error: unknown) {
  const { code, responseCode, name } = (error ?? {}) as {
    code?: string;
    responseCode?: number;
    name?: string;
  };
  return [code ?? name ?? "unknown", responseCode].filter(Boolean).join(" ");
}
