/**
 * `npm run backup [FILE]`: writes a copy of the embedded database in DATA_DIR
 * to FILE (default: site-backup-<time>.tar.gz here), while the server runs or
 * not (server/db/backup.ts). With DATABASE_URL it says to use pg_dump.
 * It reads the same environment as the server.
 */
import { statSync } from "node:fs";
import { POSTGRES_BACKUP_ADVICE, takeBackup } from "#server/db/backup.ts";
import { parseEnv } from "#server/env.ts";

async function main() {
  const env = parseEnv();
  if (env.DATABASE_URL) throw new Error(POSTGRES_BACKUP_ADVICE);
  const file =
    process.argv[2] ?? `site-backup-${new Date().toISOString().replace(/[:.]/g, "-")}.tar.gz`;
  const { source } = await takeBackup({ dataDir: env.DATA_DIR, file });
  const megabytes = (statSync(file).size / 1e6).toFixed(1);
  console.log(`Backup of ${env.DATA_DIR} written to ${file} (${megabytes} MB, from ${source}).`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
