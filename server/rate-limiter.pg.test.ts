// PostgreSQL only (TEST_DATABASE_URL): vitest.config.ts runs *.pg.test.ts files only then.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openTestDatabase, requirePostgres } from "#tests/support/database.ts";
import { createRateLimiter } from "./rate-limiter.ts";

requirePostgres();

describe("createRateLimiter on one PostgreSQL from two processes", () => {
  it("two limiters on separate connection pools together allow exactly the limit", async () => {
    const one = await openTestDatabase({ reset: false });
    const other = await openTestDatabase({ reset: false });
    try {
      await one.db.execute(sql`truncate table rate_limits`);
      // Both in the same minute, as two server processes answering at once would be.
      const now = () => Date.UTC(2025, 3, 12, 16, 0, 0);
      const first = createRateLimiter({ db: one.db, override: 25, now });
      const second = createRateLimiter({ db: other.db, override: 25, now });
      const results = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          (i % 2 === 0 ? first : second).allow("sign-in", "203.0.113.7"),
        ),
      );
      expect(results.filter(Boolean)).toHaveLength(25);
    } finally {
      await other.close();
      await one.close();
    }
  });
});
