// PostgreSQL only (TEST_DATABASE_URL): vitest.config.ts runs *.pg.test.ts files only then.
import { describe, expect, it } from "vitest";
import { openTestDatabase, requirePostgres } from "#tests/support/database.ts";
import { bumpContentVersion, watchContent } from "./version.ts";

requirePostgres();

describe("the content version across processes on one PostgreSQL", () => {
  it("a change committed by one process starts a new generation in another within 5 s", async () => {
    const writer = await openTestDatabase();
    const reader = await openTestDatabase({ reset: false });
    // The default interval, as a server process runs it.
    const signal = await watchContent({ db: reader.db });
    try {
      const before = signal.generation();
      const committedAt = Date.now();
      await writer.db.transaction((tx) => bumpContentVersion(tx));
      while (signal.generation() === before && Date.now() - committedAt < 5_000)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(signal.generation()).toBe(before + 1);
      expect(Date.now() - committedAt).toBeLessThan(5_000);
    } finally {
      await signal.stop();
      await reader.close();
      await writer.close();
    }
  });
});
