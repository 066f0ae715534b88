import { join } from "node:path";
import { type Database, openDatabase } from "../server/db/client.ts";

/**
 * Runs a bench on a fresh in-memory PGlite and then, when BENCH_DATABASE_URL
 * is set, on that PostgreSQL; each database is closed before the next opens.
 */
export async function benchDatabases<T>(
  root: string,
  bench: (kind: string, db: Database) => Promise<T>,
): Promise<T[]> {
  const migrationsFolder = join(root, "server/db/migrations");
  const runs: T[] = [];
  const pglite = await openDatabase({ dataDir: "memory://", migrationsFolder });
  runs.push(await bench("PGlite", pglite.db));
  await pglite.close();
  if (process.env.BENCH_DATABASE_URL) {
    const postgres = await openDatabase({
      databaseUrl: process.env.BENCH_DATABASE_URL,
      dataDir: "",
      migrationsFolder,
    });
    runs.push(await bench("PostgreSQL", postgres.db));
    await postgres.close();
  }
  return runs;
}
