/**
 * Hands every lead to any other system (a Zapier "Catch Hook", kvCORE or
 * Lofty through it, the team's own): a JSON POST in the versioned shape of
 * docs/lead-webhook.md, signed the way Stripe signs its webhooks, so
 * receivers have code for checking it.
 */
import { createHmac } from "node:crypto";
import { site } from "#content/site.ts";
import { DEFAULT_LANGUAGE } from "#domain/language.ts";
import type { LeadHandOffPayload } from "../db/schema.ts";
import { type Channel, handOffOf } from "./delivery.ts";
import { followUpBossEventType } from "./follow-up-boss.ts";
import { postJson } from "./http.ts";

export type WebhookConfig = { url: string; secret: string };

/** The payload's version: a change a receiver must handle raises it (docs/lead-webhook.md). */
export const LEAD_WEBHOOK_VERSION = 1;
export const SIGNATURE_HEADER = "X-Webhook-Signature";

/** The JSON body for one lead: every field of docs/lead-webhook.md, null where the lead has none. */
export function leadWebhookBody(payload: LeadHandOffPayload, siteUrl: string) {
  const { lead } = payload;
  return {
    id: payload.id,
    type: "lead.created",
    version: LEAD_WEBHOOK_VERSION,
    createdAt: payload.submittedAt,
    site: { name: site.name, url: siteUrl },
    lead: {
      form: payload.form,
      // Follow Up Boss's name for this kind of lead: what a Zap that creates the event there needs.
      eventType: followUpBossEventType(payload),
      firstName: lead.first_name,
      lastName: lead.last_name,
      email: lead.email,
      phone: lead.phone || null,
      source: lead.lead_source,
      message: lead.message ?? null,
      leadType: lead.lead_type ?? null,
      language: lead.language ?? DEFAULT_LANGUAGE,
      property: payload.property ?? null,
      listing: payload.listing ?? null,
      // A confirmed saved search's criteria and page (form "saved-search"); added in version 1.
      savedSearch: payload.savedSearch ?? null,
      openHouse:
        payload.event === undefined
          ? null
          : { event: payload.event, answers: payload.answers ?? null },
    },
    attribution: attributionOf(payload, siteUrl),
  };
}

/** Where the visit that sent the lead came from (issue 44), or null when not known. */
function attributionOf({ attribution }: LeadHandOffPayload, siteUrl: string) {
  if (!attribution) return null;
  const page = (path: string | null) => (path === null ? null : new URL(path, siteUrl).href);
  return {
    source: attribution.source,
    landingPage: page(attribution.landingPath),
    referrerHost: attribution.referrerHost,
    utm: attribution.utm,
    paidClick: attribution.paid,
    formPage: page(attribution.formPage),
  };
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the secret>`. */
export function signWebhook(body: string, secret: string, unixSeconds: number) {
  const mac = createHmac("sha256", secret).update(`${unixSeconds}.${body}`).digest("hex");
  return `t=${unixSeconds},v1=${mac}`;
}

/**
 * Delivers a hand-off row to the webhook. The body (and its `id`) is the same
 * on every attempt; the signature's time is the attempt's, so a receiver can
 * refuse old replays and still accept a retry.
 */
export function webhookChannel(
  { url, secret }: WebhookConfig,
  siteUrl: string,
  redact: (text: string) => string,
): Channel {
  const receiver = `The webhook at ${new URL(url).host}`;
  return async (row) => {
    const body = JSON.stringify(leadWebhookBody(handOffOf(row), siteUrl));
    const signature = signWebhook(body, secret, Math.floor(Date.now() / 1000));
    await postJson(url, {
      body,
      headers: { [SIGNATURE_HEADER]: signature, "User-Agent": `${site.name} website` },
      receiver,
      redact,
    });
    return { status: "sent" };
  };
}
