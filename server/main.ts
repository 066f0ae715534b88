import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { createApp } from "./app.ts";
import { openDatabase } from "./db/client.ts";
import { parseEnv } from "./env.ts";
import { createLeadService } from "./leads.ts";
import { createMailer } from "./mail/mailer.ts";
import { startOutboxWorker } from "./mail/outbox.ts";
import { createRateLimiter } from "./rate-limiter.ts";

// This file is bundled to build/server.js: paths are relative to the project root one level up.
const ROOT = fileURLToPath(new URL("..", import.meta.url));
const log = (entry: Record<string, unknown>) => console.log(JSON.stringify(entry));

async function main() {
  const env = parseEnv();
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    migrationsFolder: `${ROOT}server/db/migrations`,
  });
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    dataDir: env.DATA_DIR,
  });
  const outbox = startOutboxWorker({ db: database.db, mailer, log });
  const leads = createLeadService({
    db: database.db,
    contactNotifyTo: env.CONTACT_NOTIFY_TO,
    eventNotifyTo: env.EVENT_NOTIFY_TO,
    onCommitted: outbox.kick,
  });
  const build = (await import(`${ROOT}build/server/index.js`)) as ServerBuild;
  const app = createApp({
    build,
    clientDir: `${ROOT}build/client`,
    leads,
    rateLimiter: createRateLimiter({
      db: database.db,
      override: env.FORM_RATE_LIMIT_PER_MINUTE,
      log,
    }),
    https: env.SITE_URL.startsWith("https:"),
    siteUrl: env.SITE_URL,
    trustProxyHops: env.TRUST_PROXY_HOPS,
    checkHealth: async () => {
      await database.db.execute(sql`select 1`);
    },
    log,
  });
  const server = app.listen(env.PORT, () => {
    log({
      level: "info",
      msg: `listening on http://localhost:${env.PORT}`,
      database: database.kind,
      mail: mailer.describe,
    });
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log({ level: "info", msg: `${signal}: finishing requests, then stopping` });
    server.close(async () => {
      await outbox.stop();
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

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
