/**
 * What a crash test's server process opens first, as server/main.ts does: the environment
 * (`parseEnv`), the suppression key (a visitor's confirmation and the alerts' links are keyed
 * from it) and the database in DATA_DIR, migrated from CHILD_MIGRATIONS (the test's absolute path).
 */
import { openDatabase } from "#server/db/client.ts";
import { setEmailHashSecret } from "#server/email-hash.ts";
import { parseEnv } from "#server/env.ts";

export async function openChildDatabase() {
  const env = parseEnv();
  setEmailHashSecret("child-process-test-suppression-secret");
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    migrationsFolder: process.env.CHILD_MIGRATIONS ?? "server/db/migrations",
  });
  return { env, database };
}
