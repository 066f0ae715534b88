// PostgreSQL only (TEST_DATABASE_URL): vitest.config.ts runs *.pg.test.ts files only then.
import { afterAll, expect, it } from "vitest";
import { alertChanges } from "#server/db/schema.ts";
import { openTestDatabase, requirePostgres } from "#tests/support/database.ts";
import { insertMlsHome } from "#tests/support/mls-homes.ts";
import { confirmSearchFor, queuedAlerts } from "#tests/support/saved-search-alerts.ts";
import { matchAlerts } from "./matching.ts";

requirePostgres();
const first = await openTestDatabase();
const second = await openTestDatabase({ reset: false });
afterAll(async () => {
  await first.close();
  await second.close();
});

it("queues one alert when two server processes on one PostgreSQL match the same sync at once", async () => {
  await confirmSearchFor(first.db, "town=Newton&min_beds=3&max_price=1500000");
  const home = await insertMlsHome(first.db);
  await first.db.insert(alertChanges).values({ listingKey: home.listingKey, kind: "new" });
  const runs = await Promise.all([matchAlerts(first.db), matchAlerts(second.db)]);
  expect(runs.map((run) => run.queued).sort()).toEqual([0, 1]);
  const alerts = await queuedAlerts(second.db);
  expect(alerts.map((alert) => alert.payload.homes.map((h) => h.listingKey))).toEqual([
    [home.listingKey],
  ]);
});
