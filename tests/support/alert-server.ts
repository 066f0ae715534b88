/**
 * The site's alert sending as a process of its own, for server/alerts/alert-crash.test.ts to kill
 * with SIGKILL. Wired as server/main.ts wires it: the environment read by `parseEnv` (SMTP_URL,
 * MAIL_FROM, SITE_URL, DATA_DIR), the embedded database in DATA_DIR, the outbox worker with the
 * alerts' signed links, and the matching run after a sync; the web pages and the MLS feed are left
 * out (a sync ends in the same change log and `matchAlerts` call). The test drives it over IPC:
 *   { ask, sync: true } stores a confirmed Newton search (once) and a home new to it, as a sync does, and matches;
 *   { ask, rows: true } answers with the alert rows of the outbox and the homes claimed for searches.
 * ALERT_LEASE_SECONDS shortens the claim lease (120 s in the server), so the restarted process
 * takes over a row the killed one left in flight within the test.
 */
import { asc } from "drizzle-orm";
import { alertLinks } from "#server/alerts/alert-links.ts";
import { matchAlerts } from "#server/alerts/matching.ts";
import { alertChanges, savedSearches, savedSearchSent } from "#server/db/schema.ts";
import { createMailer } from "#server/mail/mailer.ts";
import { startOutboxWorker } from "#server/outbox/worker.ts";
import { openChildDatabase } from "./child-database.ts";
import { insertMlsHome } from "./mls-homes.ts";
import { confirmSearchFor, queuedAlerts } from "./saved-search-alerts.ts";

export type AlertServerRequest = { ask: number } & ({ sync: true } | { rows: true });
export type AlertRow = { id: number; status: string; attempts: number; homes: string[] };
export type AlertServerReply =
  | { ready: true }
  | { ask: number; synced: string }
  | { ask: number; alerts: AlertRow[]; claimed: string[] };

export const ALERT_SEARCH = "town=Newton&min_beds=3&max_price=1500000";

const reply = (message: AlertServerReply) => process.send?.(message);

const { env, database } = await openChildDatabase();
const { db } = database;
const outbox = startOutboxWorker({
  db,
  mailer: createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir: env.DATA_DIR }),
  siteUrl: env.SITE_URL,
  alertLinks: alertLinks(env.SITE_URL),
  leaseSeconds: Number(process.env.ALERT_LEASE_SECONDS) || undefined,
  // The server polls every 5 s; a row whose lease ran out is taken over sooner here.
  pollIntervalMs: 100,
  log: () => {},
});

process.on("message", async (request: AlertServerRequest) => {
  if ("sync" in request) {
    if ((await db.select().from(savedSearches)).length === 0)
      await confirmSearchFor(db, ALERT_SEARCH);
    const home = await insertMlsHome(db);
    await db.insert(alertChanges).values({ listingKey: home.listingKey, kind: "new" });
    await matchAlerts(db);
    outbox.kick();
    reply({ ask: request.ask, synced: home.listingKey });
    return;
  }
  const alerts = await queuedAlerts(db);
  const claimed = await db.select().from(savedSearchSent).orderBy(asc(savedSearchSent.listingKey));
  reply({
    ask: request.ask,
    alerts: alerts.map(({ id, status, attempts, payload }) => ({
      id,
      status,
      attempts,
      homes: payload.homes.map((home) => home.listingKey),
    })),
    claimed: claimed.map((row) => row.listingKey),
  });
});
reply({ ready: true });
