// PostgreSQL only (TEST_DATABASE_URL): vitest.config.ts runs *.pg.test.ts files only then.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openTestDatabase, requirePostgres } from "#tests/support/database.ts";
import {
  cleanups,
  db,
  deliveredEmails,
  leadEmailOf,
  outboxRows,
  recordContacts,
  setUpOutboxTests,
  sink,
  startWorker,
} from "#tests/support/outbox-fixture.ts";

requirePostgres();
setUpOutboxTests();

describe("outbox worker on PostgreSQL", () => {
  it("skips rows another connection holds locked instead of waiting for them (PostgreSQL)", async () => {
    const second = await openTestDatabase({ reset: false });
    cleanups.push(() => second.close());
    await recordContacts(5);
    const [locked] = await outboxRows();
    await db.transaction(async (tx) => {
      // Another process is in the middle of claiming this row.
      await tx.execute(sql`select id from notification_outbox where id = ${locked!.id} for update`);
      const worker = startWorker({ database: second.db });
      // Without SKIP LOCKED the worker's claim would wait for this transaction: nothing would arrive.
      await sink.waitForMessages(4, 10_000);
      await worker.stop();
    });
    expect(deliveredEmails()).not.toContain(leadEmailOf(locked!));
    const worker = startWorker({ database: second.db });
    await worker.drain();
    await sink.waitForMessages(5);
    expect(new Set(deliveredEmails()).size).toBe(5);
  });
});
