// PostgreSQL only (TEST_DATABASE_URL): vitest.config.ts runs *.pg.test.ts files only then.
import { afterAll, afterEach, expect, it } from "vitest";
import { openTestDatabase, requirePostgres } from "#tests/support/database.ts";
import { feedOnSite, keysToShow, stubWorker } from "#tests/support/mls-feed.ts";
import { type ResoStub, startResoStub } from "#tests/support/reso-stub.ts";

requirePostgres();
const first = await openTestDatabase();
const second = await openTestDatabase({ reset: false });
let stub: ResoStub;
afterEach(async () => {
  await stub?.close();
});
afterAll(async () => {
  await first.close();
  await second.close();
});

it("replicates once when two server processes on one PostgreSQL start their feed together, and both read the same homes", async () => {
  stub = await startResoStub({ listings: 60, maxPageSize: 10 });
  const runs = await Promise.all([
    stubWorker(first.db, stub).runOnce(),
    stubWorker(second.db, stub).runOnce(),
  ]);
  expect(runs.filter((run) => run.ran)).toHaveLength(1);
  expect(runs.filter((run) => !run.ran)).toHaveLength(1);
  const shown = keysToShow(stub);
  const pages = stub.requests.filter((request) => request.resource === "Property");
  expect(pages).toHaveLength(Math.ceil(shown.length / 10));
  expect(stub.requests.filter((request) => request.resource === "token")).toHaveLength(1);
  const [one, other] = await Promise.all([feedOnSite(first.db), feedOnSite(second.db)]);
  expect(one.keys).toEqual(shown);
  expect(other).toEqual(one);
});
