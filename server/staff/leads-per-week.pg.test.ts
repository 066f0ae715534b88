// PostgreSQL only (TEST_DATABASE_URL): vitest.config.ts runs *.pg.test.ts files only then.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openTestDatabase, requirePostgres } from "#tests/support/database.ts";
import { contactSubmissions, leadSources } from "../db/schema.ts";
import { leadsPerWeek } from "./leads-per-week.ts";

requirePostgres();

describe("storing leads from two processes at once", () => {
  it("does not queue one sign-in behind another person's open transaction", async () => {
    const one = await openTestDatabase();
    const other = await openTestDatabase({ reset: false });
    try {
      const [source] = await one.db
        .insert(leadSources)
        .values({ name: "2025 - Open House", type: "event" })
        .returning({ id: leadSources.id });
      const signIn = (email: string) => ({
        firstName: "Ann",
        lastName: "Lee",
        email,
        leadSourceId: source!.id,
      });
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let stored = () => {};
      const firstStored = new Promise<void>((resolve) => {
        stored = resolve;
      });
      // The first guest's sign-in is stored and its transaction stays open, as under load.
      const first = one.db.transaction(async (tx) => {
        await tx.insert(contactSubmissions).values(signIn("ann@example.com"));
        stored();
        await held;
      });
      await firstStored;
      // The second guest (same event, same week) is stored on another connection. Had every
      // lead upserted a shared counter row, this would wait for the first to commit: the
      // lock timeout turns that wait into an error.
      try {
        await other.db.transaction(async (tx) => {
          await tx.execute(sql`set local lock_timeout = '2s'`);
          await tx.insert(contactSubmissions).values(signIn("bo@example.com"));
        });
      } finally {
        release();
        await first;
      }
      const weeks = await leadsPerWeek(one.db);
      expect(weeks.at(-1)).toMatchObject({ event: 2, website: 0 });
    } finally {
      await other.close();
      await one.close();
    }
  });
});
