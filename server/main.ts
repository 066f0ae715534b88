import { createServer, type Server } from "node:http";
import { sql } from "drizzle-orm";
import { alertLinks } from "./alerts/alert-links.ts";
import { startHeldAlertScheduler } from "./alerts/held-alerts.ts";
import { matchAlerts } from "./alerts/matching.ts";
import { type AppOptions, createApp } from "./app.ts";
import { importInitialContent } from "./content/import.ts";
import { createPublicContent } from "./content/public-pages.ts";
import { createContentCache, watchContent } from "./content/version.ts";
import { serveBackups } from "./db/backup.ts";
import { openDatabase } from "./db/client.ts";
import { keepDataDirPrivate } from "./db/private-files.ts";
import { setEmailHashSecret } from "./email-hash.ts";
import { parseEnv } from "./env.ts";
import { hashStoredAddresses } from "./follow-up.ts";
import { createPageViewCounter } from "./insights/page-views.ts";
import { createLeadService } from "./leads.ts";
import { createMailer } from "./mail/mailer.ts";
import { startMlsWorker } from "./mls/worker.ts";
import { handOffTargets } from "./outbox/hand-off.ts";
import { startOutboxWorker } from "./outbox/worker.ts";
import { createRateLimiter } from "./rate-limiter.ts";
import { configuredSecrets } from "./secrets.ts";
import { forgetExportSearches } from "./staff/audit.ts";
import { createStaffServices } from "./staff/auth-services.ts";
import { startDigestScheduler } from "./staff/digest.ts";
import { startLoginSweeper } from "./staff/login-sweeper.ts";
import { resolveSecret, resolveSessionSecret } from "./staff/sessions.ts";

const log = (entry: Record<string, unknown>) => console.log(JSON.stringify(entry));

/**
 * Where the app's pages come from. Production (server/production.ts) serves the
 * build: its server bundle, its files and its prerendered pages. Development
 * (server/dev.js) runs the same Express app with Vite in middleware mode: every
 * page is rendered per request from the current sources, and Vite's hot updates
 * travel over this server's own socket.
 */
export type AppSource = Pick<
  AppOptions,
  "build" | "clientDir" | "prerendered" | "inlineScriptHashes" | "devMiddleware"
>;

type StartOptions = {
  /** The project's root, with a trailing slash: the migrations and the seed content are read from it. */
  root: string;
  appSource: (context: { siteUrl: string; log: typeof log }) => AppSource;
  /** Development passes the server Vite's hot updates are already attached to. */
  server?: Server;
};

/** Starts the site; a failure to start is printed and ends the process. */
export function startServer(options: StartOptions): void {
  main(options).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

async function main({ root, appSource, server: givenServer }: StartOptions) {
  const env = parseEnv();
  // The pages' canonical links, feeds and JSON-LD name SITE_URL as rendered (app/utils/meta.ts):
  // the app's bundle reads it from the environment, so it gets the parsed value with its default.
  process.env.SITE_URL = env.SITE_URL;
  // DATA_DIR holds the secrets and the mail even when the database is PostgreSQL.
  keepDataDirPrivate(env.DATA_DIR, log);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    migrationsFolder: `${root}server/db/migrations`,
  });
  // Unsubscribes are kept as keyed hashes; rows from before hashing are hashed now.
  const suppressionSecret = resolveSecret(
    env.SUPPRESSION_SECRET,
    env.DATA_DIR,
    "suppression-secret",
  );
  setEmailHashSecret(suppressionSecret);
  if (env.DATABASE_URL && !env.SUPPRESSION_SECRET)
    log({
      level: "warn",
      msg: "SUPPRESSION_SECRET is not set: unsubscribes are hashed with a secret generated into DATA_DIR, which every server process on this database must share (README, Privacy)",
    });
  await hashStoredAddresses(database.db);
  const forgotten = await forgetExportSearches(database.db);
  if (forgotten > 0)
    log({ level: "info", msg: "CSV exports' logged searches reduced to filter names", forgotten });
  // The first start brings the blog, the sold homes and the reviews from content/ into the
  // database (once per database, whichever process gets there first).
  const imported = await importInitialContent(database.db, {
    blogDir: `${root}server/db/seed/posts`,
  });
  if (
    imported.posts +
      imported.chinesePosts +
      imported.soldHomes +
      imported.soldListings +
      imported.reviews >
    0
  )
    log({ level: "info", msg: "imported the site's content into the database", ...imported });
  // A publish in /staff, on this process or another, reaches this one's pages within a second:
  // the watcher polls the content version and each change empties the cache (docs/decisions/030).
  const contentSignal = await watchContent({ db: database.db, log });
  const content = createPublicContent({
    db: database.db,
    cache: createContentCache(contentSignal),
  });
  // `npm run backup` asks the running server, which holds the embedded database, for its copy.
  const backups =
    database.dump && serveBackups({ dataDir: env.DATA_DIR, dump: database.dump, log });
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    dataDir: env.DATA_DIR,
  });
  // Idle sessions, spent login requests and challenges, and former members' sessions and
  // passkeys are deleted now, every hour, and after each login.
  const sweeper = startLoginSweeper({ db: database.db, staffEmails: env.STAFF_EMAILS, log });
  const sessionSecret = resolveSessionSecret(env);
  const staff = createStaffServices({
    db: database.db,
    env,
    secret: sessionSecret,
    onMailQueued: () => outbox.kick(),
    onSignedIn: sweeper.sweep,
  });
  const outbox = startOutboxWorker({
    db: database.db,
    mailer,
    siteUrl: env.SITE_URL,
    log,
    buildStaffLogin: staff.auth.buildLoginMail,
    followUpBoss: env.followUpBoss,
    webhook: env.leadWebhook,
    // Taken out of every CRM or mail answer the outbox stores (the lead page, data.json).
    secrets: configuredSecrets(env, [sessionSecret, suppressionSecret]),
    team: staff.team,
    alertLinks: alertLinks(env.SITE_URL),
  });
  // Each member's morning digest at 7:00 Boston time, once per member and day across processes.
  startDigestScheduler({
    db: database.db,
    team: staff.team,
    siteUrl: env.SITE_URL,
    onQueued: outbox.kick,
    log,
  });
  // The MLS feed, when one is connected (README, "Connecting an MLS"): homes replicated every
  // IDX_SYNC_MINUTES, one process at a time across processes.
  // After each sync, its new homes and lower prices are matched against the saved searches.
  const mlsFeed =
    env.mls &&
    startMlsWorker({
      db: database.db,
      config: env.mls,
      log,
      afterSync: async () => {
        const matched = await matchAlerts(database.db);
        if (matched.changes > 0) log({ level: "info", msg: "alerts matched", ...matched });
        if (matched.queued > 0) outbox.kick();
      },
    });
  // The daily alerts (and the weekly ones of quiet searches) at 7:00 Boston time.
  startHeldAlertScheduler({ db: database.db, onQueued: outbox.kick, log });
  const handOffTo = handOffTargets({ followUpBoss: env.followUpBoss, webhook: env.leadWebhook });
  const leads = createLeadService({
    db: database.db,
    contactNotifyTo: env.CONTACT_NOTIFY_TO,
    eventNotifyTo: env.EVENT_NOTIFY_TO,
    handOffTo,
    onCommitted: outbox.kick,
    guestMailHourlyCap: env.GUEST_MAIL_HOURLY_CAP,
    // The thank-you page's address-correction tokens: signed like the sessions, by every process.
    correctionSecret: sessionSecret,
  });
  // A client gets 10 s to send its headers and 30 s for the whole request (Node's defaults: 60 s
  // and 5 minutes), so connections that trickle bytes are not held for minutes. A form post is
  // at most 64 KB: 30 s is enough for it over a poor mobile link. The limits are checked every
  // 2 s (Node's default: every 30 s, which would let a 10 s limit run to 40).
  const server =
    givenServer ??
    createServer({
      headersTimeout: 10_000,
      requestTimeout: 30_000,
      connectionsCheckingInterval: 2_000,
    });
  const pageViews = createPageViewCounter({
    db: database.db,
    siteUrl: env.SITE_URL,
    // Shared by every process on the database, so a visitor is counted once whichever serves her.
    secret: sessionSecret,
    log,
  });
  const app = createApp({
    ...appSource({ siteUrl: env.SITE_URL, log }),
    countPageViews: pageViews.count,
    db: database.db,
    content,
    contentGeneration: contentSignal.generation,
    leads,
    rateLimiter: createRateLimiter({
      db: database.db,
      override: env.FORM_RATE_LIMIT_PER_MINUTE,
      log,
    }),
    staff,
    https: env.SITE_URL.startsWith("https:"),
    siteUrl: env.SITE_URL,
    trustProxyHops: env.TRUST_PROXY_HOPS,
    checkHealth: async () => {
      await database.db.execute(sql`select 1`);
    },
    log,
  });
  server.on("request", app);
  server.listen(env.PORT, () => {
    log({
      level: "info",
      msg: `listening on http://localhost:${env.PORT}`,
      mode: env.NODE_ENV,
      database: database.kind,
      mail: mailer.describe,
      // Where leads are handed besides the team's mail: channels and hosts, never a key.
      handOff: handOffTo.map(({ channel, recipient }) => `${channel} ${recipient}`),
      // The MLS's host, never its credentials.
      ...(env.mls && { mls: new URL(env.mls.apiUrl).host }),
    });
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log({ level: "info", msg: `${signal}: finishing requests, then stopping` });
    server.close(async () => {
      await sweeper.stop();
      await pageViews.stop();
      await contentSignal.stop();
      await outbox.stop();
      // Ends after the page it is storing; the next start resumes after it.
      await mlsFeed?.stop();
      await backups?.close();
      mailer.close();
      await database.close();
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
