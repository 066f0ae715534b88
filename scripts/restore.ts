/**
 * `npm run restore FILE`: brings a backup made by `npm run backup` back into
 * an empty DATA_DIR, and refuses one with anything in it (server/db/backup.ts).
 * With DATABASE_URL it says to use pg_restore. Start the server afterwards:
 * it applies any migrations newer than the backup.
 */
import { POSTGRES_BACKUP_ADVICE, restoreBackup } from "#server/db/backup.ts";
import { parseEnv } from "#server/env.ts";

async function main() {
  const env = parseEnv();
  if (env.DATABASE_URL) throw new Error(POSTGRES_BACKUP_ADVICE);
  const file = process.argv[2];
  if (!file) throw new Error("Usage: npm run restore FILE (a file written by npm run backup)");
  const { leads } = await restoreBackup({ dataDir: env.DATA_DIR, file });
  console.log(`Restored ${file} into ${env.DATA_DIR}: ${leads} leads. Start the server now.`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
