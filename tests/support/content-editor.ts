import { beforeEach } from "vitest";
import type { Database } from "#server/db/client.ts";
import { teamMembers } from "#server/db/schema.ts";
import { seedTeam } from "#server/db/seed/team.ts";
import { testStaffServices } from "#tests/support/app-context.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { signedInMember } from "#tests/support/route-calls.ts";

/** The team member the content editor tests sign in as. */
export const CONTENT_EDITOR = "lena@example.com";
/** The clock the content editor tests run at, so rate-limit windows line up with the routes'. */
export const CONTENT_MINUTE = Date.UTC(2026, 10, 26, 12, 0, 30);

/** The members a new database starts with, without their portraits: who may sign a post. */
export async function insertSeedMembers(db: Database) {
  await db
    .insert(teamMembers)
    .values(
      seedTeam.map(({ key, name, role, email }, position) => ({
        key,
        name,
        role,
        email,
        position,
      })),
    )
    // A fuzzed form prepares its database again and again between resets.
    .onConflictDoNothing();
}

/**
 * A fresh file database with the content editor signed in before each test, and the team a new
 * database starts with (insertSeedMembers).
 */
export async function signedInContentEditor() {
  const { db } = await openFileDatabase();
  beforeEach(async () => {
    await insertSeedMembers(db);
  });
  const staff = testStaffServices(db, [CONTENT_EDITOR]);
  return { db, ...signedInMember(db, staff, { email: CONTENT_EDITOR, minute: CONTENT_MINUTE }) };
}
