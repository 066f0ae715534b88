// PostgreSQL only (TEST_DATABASE_URL): vitest.config.ts runs *.pg.test.ts files only then.
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { openTestDatabase, requirePostgres, TEST_DATABASE_URL } from "#tests/support/database.ts";
import { rateLimits } from "./schema.ts";

requirePostgres();

describe("openDatabase on PostgreSQL", () => {
  it("survives the server dropping an idle pooled connection, and the next query works", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const handle = await openTestDatabase({ reset: false });
    try {
      const marker = `client-test-${process.pid}`;
      await handle.db.execute(sql`select set_config('application_name', ${marker}, false)`);
      // What a PostgreSQL restart or failover does to the pool's idle connections.
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      const { rows } = await admin.query(
        "select pg_terminate_backend(pid) as done from pg_stat_activity where application_name = $1",
        [marker],
      );
      await admin.end();
      expect(rows).toEqual([{ done: true }]);
      await vi.waitFor(() => expect(warn).toHaveBeenCalled());
      expect(String(warn.mock.calls[0]?.[0])).toContain("idle PostgreSQL connection lost");

      // The next query runs on a new connection.
      expect(await handle.db.$count(rateLimits)).toEqual(expect.any(Number));
    } finally {
      warn.mockRestore();
      await handle.close();
    }
  });
});
