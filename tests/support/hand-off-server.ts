/**
 * The site's lead hand-off as a process of its own, for
 * server/outbox/hand-off-crash.test.ts to kill with SIGKILL. Wired as
 * server/main.ts wires it: the environment read by `parseEnv` (FUB_API_KEY,
 * FUB_API_URL, LEAD_WEBHOOK_URL, LEAD_WEBHOOK_SECRET, SITE_URL, DATA_DIR), the
 * embedded database in DATA_DIR, the outbox worker delivering to Follow Up Boss
 * and the webhook, and the lead service queueing every lead for them; only the
 * web pages are left out (they need a build, and a form post ends in the same
 * lead service call). The test drives it over IPC:
 *   { ask, record: form } stores one lead of that form, as the form's route does;
 *   { ask, rows: true }   answers with the outbox's hand-off rows.
 * HAND_OFF_LEASE_SECONDS shortens the claim lease (120 s in the server), so the
 * restarted process takes over a row the killed one left in flight within the test.
 */
import { asc, ne } from "drizzle-orm";
import type { LeadFormName } from "#domain/lead.ts";
import { type LeadHandOffPayload, notificationOutbox } from "#server/db/schema.ts";
import { createLeadService } from "#server/leads.ts";
import { createMailer } from "#server/mail/mailer.ts";
import { handOffTargets } from "#server/outbox/hand-off.ts";
import { startOutboxWorker } from "#server/outbox/worker.ts";
import { openChildDatabase } from "./child-database.ts";
import { recordLead } from "./hand-off-leads.ts";

export type HandOffServerRequest = { ask: number } & ({ record: LeadFormName } | { rows: true });
export type HandOffRow = {
  channel: string;
  status: string;
  attempts: number;
  form: LeadFormName;
  /** The lead's hand-off id (the webhook's `id`). */
  id: string;
};
export type HandOffServerReply =
  | { ready: true }
  | { ask: number; recorded: LeadFormName }
  | { ask: number; rows: HandOffRow[] };

const reply = (message: HandOffServerReply) => process.send?.(message);

const { env, database } = await openChildDatabase();
const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir: env.DATA_DIR });
const outbox = startOutboxWorker({
  db: database.db,
  mailer,
  siteUrl: env.SITE_URL,
  followUpBoss: env.followUpBoss,
  webhook: env.leadWebhook,
  leaseSeconds: Number(process.env.HAND_OFF_LEASE_SECONDS) || undefined,
  // The server polls every 5 s; a row whose lease ran out is taken over sooner here.
  pollIntervalMs: 100,
  log: () => {},
});
const leads = createLeadService({
  db: database.db,
  contactNotifyTo: env.CONTACT_NOTIFY_TO,
  eventNotifyTo: env.EVENT_NOTIFY_TO,
  handOffTo: handOffTargets({ followUpBoss: env.followUpBoss, webhook: env.leadWebhook }),
  onCommitted: outbox.kick,
  // What is handed to the CRM is under test here; the visitor's confirmation has its own tests.
  visitorMailHourlyCap: 0,
});

process.on("message", async (request: HandOffServerRequest) => {
  if ("record" in request) {
    await recordLead(leads, request.record, "203.0.113.7");
    reply({ ask: request.ask, recorded: request.record });
    return;
  }
  const rows = await database.db
    .select({
      channel: notificationOutbox.channel,
      status: notificationOutbox.status,
      attempts: notificationOutbox.attempts,
      payload: notificationOutbox.payload,
    })
    .from(notificationOutbox)
    .where(ne(notificationOutbox.channel, "mail"))
    .orderBy(asc(notificationOutbox.id));
  reply({
    ask: request.ask,
    rows: rows.map(({ payload, ...row }) => {
      const handOff = payload as LeadHandOffPayload;
      return { ...row, form: handOff.form, id: handOff.id };
    }),
  });
});
reply({ ready: true });
