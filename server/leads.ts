import { randomBytes, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { CATALOGUES } from "#content/catalogues.ts";
import type { LeadAttribution } from "#domain/attribution.ts";
import { eventSourceName } from "#domain/event-source.ts";
import type { ContactInput } from "#domain/forms/contact-schema.ts";
import type { HomeValueInput } from "#domain/forms/home-value-schema.ts";
import type { ShowingInput } from "#domain/forms/showing-schema.ts";
import type { SignInInput } from "#domain/forms/sign-in-schema.ts";
import { plausibleSignInTime } from "#domain/forms/sign-in-time.ts";
import { DEFAULT_LANGUAGE } from "#domain/language.ts";
import type { Lead, WrittenIn } from "#domain/lead.ts";
import type { LeadType } from "#domain/lead-type.ts";
import type { ListingRef } from "#domain/listing.ts";
import type { SavedSearchRef } from "#domain/saved-search.ts";
import type { Database, Transaction } from "./db/client.ts";
import {
  contactMessages,
  contactSubmissions,
  followUpConsents,
  type GuestMailOpenHouse,
  type LeadHandOffPayload,
  leadProperties,
  listings,
  mlsProperties,
  type NotificationPayload,
  notificationOutbox,
  signInAnswers,
} from "./db/schema.ts";
import { correctionTokenFor, correctLeadEmail } from "./email-correction.ts";
import { isSuppressed } from "./follow-up.ts";
import { DEFAULT_GUEST_MAIL_HOURLY_CAP, queueGuestMail } from "./guest-mail-queue.ts";
import { storeAttribution } from "./insights/lead-attribution.ts";
import { leadSourceIdFor } from "./lead-sources.ts";
import {
  claimSubmission,
  idempotencyKey,
  leadOf,
  type Submission,
  submissionClaimedBy,
  submissionRow,
} from "./lead-submission.ts";
import type { HandOffTarget } from "./outbox/hand-off.ts";
import {
  DEFAULT_VISITOR_MAIL_HOURLY_CAP,
  queueVisitorConfirmation,
  visitorConfirmationOf,
} from "./visitor-confirmation.ts";

/** What the thank-you page gets back: the token of its "correct my address" form (null: none). */
export type LeadReceipt = { correctionToken: string | null };

/**
 * `clientIp` is recorded with a follow-up consent (who agreed, from where). `attribution`: where
 * the visit that sent the form came from (server/insights/visit-cookie.ts), null when unknown.
 */
export type LeadService = {
  recordContact: (
    input: ContactInput & WrittenIn,
    formToken: string,
    clientIp: string,
    attribution?: LeadAttribution | null,
  ) => Promise<LeadReceipt>;
  /** A home-value request: a seller lead with the property she asked about. */
  recordHomeValue: (
    input: HomeValueInput & WrittenIn,
    formToken: string,
    clientIp: string,
    attribution?: LeadAttribution | null,
  ) => Promise<LeadReceipt>;
  /**
   * The visitor's own correction of her address (server/email-correction.ts), and her
   * confirmation queued again to it; the new token for another, or null when refused.
   */
  correctEmail: (
    token: string,
    email: string,
  ) => Promise<(LeadReceipt & { leadType: LeadType }) | null>;
  /** A showing request: a buyer lead about one of the team's listings. */
  recordShowing: (
    input: ShowingInput & WrittenIn,
    listing: ListingRef,
    formToken: string,
    clientIp: string,
    attribution?: LeadAttribution | null,
  ) => Promise<LeadReceipt>;
  /** `event`: a named event's name (any text a link carries), or an open-house record's source. */
  recordSignIn: (
    input: SignInInput & WrittenIn,
    event: string | SignInEvent,
    formToken: string,
    clientIp: string,
    attribution?: LeadAttribution | null,
  ) => Promise<void>;
  /**
   * A buyer who confirmed her saved search (server/alerts/): `lead` in the search's language,
   * `attribution` the visit she saved it from; `confirm` runs in the lead's transaction.
   */
  recordSavedSearch: (
    lead: Lead,
    savedSearch: SavedSearchRef,
    key: string,
    clientIp: string,
    attribution: LeadAttribution | null,
    confirm: (tx: Transaction, submissionId: number) => Promise<void>,
  ) => Promise<LeadReceipt>;
  /** Wakes the outbox for a mail queued outside a lead (a saved search's confirmation). */
  kickOutbox: () => void;
};

/** An open house the team created (server/open-houses.ts): its own lead source and what the guest's mail says of it. */
export type SignInEvent = {
  /** The name the team's mail and the CRM see ('12 Elm Street, Newton'). */
  name: string;
  leadSourceId: number;
  leadSourceName: string;
  mail: GuestMailOpenHouse;
};

type LeadServiceOptions = {
  db: Database;
  contactNotifyTo: string;
  eventNotifyTo: string;
  /** The team's CRM: every lead is queued for each of these in its transaction (server/outbox/hand-off.ts). */
  handOffTo?: HandOffTarget[];
  /** Called after a lead is committed, so the outbox sends without waiting for its next poll. */
  onCommitted?: () => void;
  now?: () => Date;
  /** GUEST_MAIL_HOURLY_CAP: guest thank-you mails queued in any hour, at most. */
  guestMailHourlyCap?: number;
  /** Visitors' confirmations queued in any hour, at most. */
  visitorMailHourlyCap?: number;
  /** Signs the address-correction tokens; every process on one database needs the same. */
  correctionSecret?: string;
};

/** Where a home-value request comes from, as the inbox's source column names it. */
export const HOME_VALUE_LEAD_SOURCE = "Website";

/** Where a showing request comes from: the site, as a home-value request. */
export const SHOWING_LEAD_SOURCE = "Website";

/**
 * Stores leads: each form's rows and its notification in ONE transaction, so
 * a lead is either kept with its notification queued, or not kept at all.
 * With follow-up consent the consent is recorded in the same transaction, and
 * a sign-in's guest is thanked by e-mail (queued too) unless the address has
 * unsubscribed. Without consent nothing is ever queued for the guest.
 */
export function createLeadService({
  db,
  contactNotifyTo,
  eventNotifyTo,
  handOffTo = [],
  onCommitted,
  now = () => new Date(),
  guestMailHourlyCap = DEFAULT_GUEST_MAIL_HOURLY_CAP,
  visitorMailHourlyCap = DEFAULT_VISITOR_MAIL_HOURLY_CAP,
  correctionSecret = randomBytes(32).toString("base64url"),
}: LeadServiceOptions): LeadService {
  async function store({
    kind,
    lead,
    sourceType,
    recipient,
    formToken,
    clientIp,
    followUpConsent,
    signIn,
    property,
    submittedAt,
    openHouse,
    listing,
    savedSearch,
    alsoStore,
    attribution,
  }: Submission) {
    // The notification carries the lead as it is: no second spelling of its fields.
    const payload: NotificationPayload = {
      kind,
      ...lead,
      recipient,
      ...(signIn ? { answers: signIn.answers } : {}),
      ...(property ? { property } : {}),
      ...(listing ? { listing } : {}),
      ...(savedSearch ? { savedSearch } : {}),
    };
    const key = idempotencyKey(formToken, payload);
    const stored = await db.transaction(async (tx) => {
      const outboxId = await claimSubmission(tx, key, recipient, payload);
      if (!outboxId) return { fresh: false, submissionId: await submissionClaimedBy(tx, key) };
      const sourceId =
        openHouse?.leadSourceId ?? (await leadSourceIdFor(tx, lead.lead_source, sourceType));
      const [submission] = await tx
        .insert(contactSubmissions)
        .values({
          ...submissionRow(lead, sourceId, submittedAt),
          // The listing as it stands: one taken away since the page was drawn leaves the lead without it, not lost.
          ...(listing && listing.id !== null
            ? {
                listingId: sql`(select ${listings.id} from ${listings} where ${listings.id} = ${listing.id})`,
              }
            : {}),
          // An MLS home likewise: one purged from the feed since leaves the request without it.
          ...(listing?.listingKey
            ? {
                mlsListingKey: sql`(select ${mlsProperties.listingKey} from ${mlsProperties} where ${mlsProperties.listingKey} = ${listing.listingKey})`,
              }
            : {}),
        })
        .returning({ id: contactSubmissions.id, createdAt: contactSubmissions.createdAt });
      const submissionId = submission!.id;
      if (lead.message !== undefined) {
        await tx
          .insert(contactMessages)
          .values({ message: lead.message, contactSubmissionId: submissionId });
      }
      if (signIn) {
        await tx
          .insert(signInAnswers)
          .values({ contactSubmissionId: submissionId, ...signIn.answers });
      }
      if (property) {
        await tx.insert(leadProperties).values({ contactSubmissionId: submissionId, ...property });
      }
      const handedAttribution = attribution
        ? await storeAttribution(tx, submissionId, attribution, kind)
        : undefined;
      await tx
        .update(notificationOutbox)
        .set({ contactSubmissionId: submissionId })
        .where(eq(notificationOutbox.id, outboxId));
      await alsoStore?.(tx, submissionId);
      if (handOffTo.length > 0) {
        // One lead, one id: the same in every channel's row and across every retry.
        const handOff: LeadHandOffPayload = {
          kind: "lead-hand-off",
          id: randomUUID(),
          form: kind,
          lead,
          ...(signIn ? { event: signIn.eventName, answers: signIn.answers } : {}),
          ...(property ? { property } : {}),
          ...(listing ? { listing } : {}),
          ...(savedSearch ? { savedSearch } : {}),
          ...(handedAttribution ? { attribution: handedAttribution } : {}),
          submittedAt: submission!.createdAt.toISOString(),
        };
        await tx.insert(notificationOutbox).values(
          handOffTo.map(({ channel, recipient }) => ({
            idempotencyKey: `${key}:${channel}`,
            contactSubmissionId: submissionId,
            channel,
            recipient,
            payload: handOff,
          })),
        );
      }
      if (followUpConsent) {
        // The words she read, in the language of the page she wrote from, under their version.
        const wording = CATALOGUES.forms[lead.language ?? DEFAULT_LANGUAGE].followUpConsent[kind];
        await tx.insert(followUpConsents).values({
          email: lead.email,
          form: kind,
          wordingVersion: wording.version,
          wording: wording.text,
          ipAddress: clientIp,
          contactSubmissionId: submissionId,
        });
        if (signIn && !(await isSuppressed(tx, lead.email))) {
          await queueGuestMail(tx, {
            email: lead.email,
            submissionId,
            openHouse: openHouse?.mail,
            language: lead.language ?? DEFAULT_LANGUAGE,
            hourlyCap: guestMailHourlyCap,
            now: now(),
          });
        }
      }
      // She wrote to us: tell her who answers (a guest's thank-you above is her follow-up instead;
      // a showing request is answered by the member who arranges the visit).
      if (kind === "contact" || kind === "home-value")
        await queueVisitorConfirmation(
          tx,
          visitorConfirmationOf(kind, lead, submission!.createdAt, property),
          { submissionId, hourlyCap: visitorMailHourlyCap, now: now() },
        );
      return { fresh: true, submissionId };
    });
    if (stored.fresh) onCommitted?.();
    return receiptFor(stored.submissionId, lead.email);
  }
  const receiptFor = (submissionId: number | null, email: string): LeadReceipt => ({
    correctionToken:
      submissionId === null
        ? null
        : correctionTokenFor(correctionSecret, { submissionId, email, now: now() }),
  });
  return {
    recordContact: (input, formToken, clientIp, attribution) =>
      store({
        kind: "contact",
        lead: leadOf(input, input.lead_source, input.message),
        sourceType: "website",
        recipient: contactNotifyTo,
        formToken,
        clientIp,
        followUpConsent: input.followUpConsent,
        attribution,
      }),
    recordHomeValue: (input, formToken, clientIp, attribution) =>
      store({
        kind: "home-value",
        lead: leadOf({ ...input, lead_source: "", lead_type: "seller" }, HOME_VALUE_LEAD_SOURCE),
        sourceType: "website",
        recipient: contactNotifyTo,
        formToken,
        clientIp,
        followUpConsent: input.followUpConsent,
        property: input.property,
        attribution,
      }),
    correctEmail: async (token, email) => {
      const outcome = await db.transaction(async (tx) => {
        const corrected = await correctLeadEmail(tx, {
          secret: correctionSecret,
          token,
          email,
          now: now(),
        });
        if (corrected.status === "corrected")
          await queueVisitorConfirmation(tx, corrected.confirmation, {
            submissionId: corrected.submissionId,
            hourlyCap: visitorMailHourlyCap,
            now: now(),
          });
        return corrected;
      });
      if (outcome.status !== "corrected") return null;
      onCommitted?.();
      return { ...receiptFor(outcome.submissionId, email), leadType: outcome.leadType };
    },
    recordShowing: (input, listing, formToken, clientIp, attribution) =>
      store({
        kind: "showing",
        // Someone who asks to see a home for sale is a buyer (domain/lead-type.ts).
        lead: leadOf(
          { ...input, lead_source: "", lead_type: "buyer" },
          SHOWING_LEAD_SOURCE,
          input.message,
        ),
        sourceType: "website",
        recipient: contactNotifyTo,
        formToken,
        clientIp,
        followUpConsent: input.followUpConsent,
        listing,
        attribution,
      }),
    kickOutbox: () => onCommitted?.(),
    recordSavedSearch: (lead, savedSearch, key, clientIp, attribution, confirm) =>
      store({
        kind: "saved-search",
        lead: leadOf({ ...lead, lead_type: "buyer" }, SHOWING_LEAD_SOURCE),
        sourceType: "website",
        recipient: contactNotifyTo,
        formToken: key,
        clientIp,
        // Confirming from her mail is her consent to these mails, recorded with its wording.
        followUpConsent: true,
        savedSearch,
        alsoStore: confirm,
        attribution,
      }),
    recordSignIn: async (input, event, formToken, clientIp, attribution) => {
      // A sign-in that waited on the kiosk is dated when the guest signed in, if the claim is plausible.
      const submittedAt = plausibleSignInTime(input.signedInAt, now());
      const record = typeof event === "string" ? undefined : event;
      const eventName = typeof event === "string" ? event : event.name;
      await store({
        kind: "sign-in",
        // An open-house guest is a buyer (domain/lead-type.ts).
        lead: leadOf(
          { ...input, lead_source: "", lead_type: "buyer" },
          record ? record.leadSourceName : eventSourceName(eventName, submittedAt ?? now()),
        ),
        sourceType: "event",
        recipient: eventNotifyTo,
        formToken,
        clientIp,
        followUpConsent: input.followUpConsent,
        signIn: { answers: input.answers, eventName },
        submittedAt,
        attribution,
        ...(record ? { openHouse: { leadSourceId: record.leadSourceId, mail: record.mail } } : {}),
      });
    },
  };
}
