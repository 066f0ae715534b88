// PostgreSQL only (TEST_DATABASE_URL): vitest.config.ts runs *.pg.test.ts files only then.
import { afterAll, expect, it } from "vitest";
import { alertChanges } from "#server/db/schema.ts";
import { openTestDatabase, requirePostgres } from "#tests/support/database.ts";
import { insertMlsHome } from "#tests/support/mls-homes.ts";
import {
  ALERT_SITE,
  confirmSearchFor,
  keptMailer,
  queuedAlerts,
  testAlertLinks,
} from "#tests/support/saved-search-alerts.ts";
import { startOutboxWorker } from "../outbox/worker.ts";
import { matchAlerts } from "./matching.ts";

requirePostgres();
const first = await openTestDatabase();
const second = await openTestDatabase({ reset: false });
afterAll(async () => {
  await first.close();
  await second.close();
});

it("queues one alert when two server processes on one PostgreSQL match the same sync at once, and their outboxes send it once", async () => {
  await confirmSearchFor(first.db, "town=Newton&min_beds=3&max_price=1500000");
  const home = await insertMlsHome(first.db);
  await first.db.insert(alertChanges).values({ listingKey: home.listingKey, kind: "new" });
  const runs = await Promise.all([matchAlerts(first.db), matchAlerts(second.db)]);
  expect(runs.map((run) => run.queued).sort()).toEqual([0, 1]);
  const alerts = await queuedAlerts(second.db);
  expect(alerts.map((alert) => alert.payload.homes.map((h) => h.listingKey))).toEqual([
    [home.listingKey],
  ]);

  // Each process's outbox, on its own connection, sending at the same moment.
  const kept = [keptMailer(), keptMailer()];
  const workers = [first, second].map((database, index) =>
    startOutboxWorker({
      db: database.db,
      mailer: kept[index]!.mailer,
      siteUrl: ALERT_SITE,
      alertLinks: testAlertLinks,
      pollIntervalMs: 60_000,
      log: () => {},
    }),
  );
  await Promise.all(workers.map((worker) => worker.drain()));
  await Promise.all(workers.map((worker) => worker.stop()));
  expect(kept.flatMap((mailer) => mailer.sent).map((mail) => mail.to)).toEqual([
    "lin.wei@example.com",
  ]);
});
