import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema.ts";

type Schema = typeof schema;
/** The same Drizzle API over embedded PGlite or a PostgreSQL server. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
};

type OpenOptions = {
  /** A PostgreSQL URL; without it an embedded PGlite database is used. */
  databaseUrl?: string;
  /** Where PGlite keeps its files; "memory://" for a throwaway database. */
  dataDir: string;
  migrationsFolder: string;
};

/** Opens the database and applies the committed migrations (idempotent). */
export async function openDatabase({
  databaseUrl,
  dataDir,
  migrationsFolder,
}: OpenOptions): Promise<DatabaseHandle> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle pooled connection the server drops (restart, failover, proxy timeout) is reported
    // here; without a listener that 'error' event is uncaught and ends the process. The pool has
    // already discarded the connection and opens a new one for the next query.
    pool.on("error", (error) => {
      console.warn(
        JSON.stringify({
          level: "warn",
          msg: "idle PostgreSQL connection lost",
          error: String(error),
        }),
      );
    });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Database, kind: "postgres", close: () => pool.end() };
  }
  let location = dataDir;
  if (!dataDir.startsWith("memory://")) {
    location = join(dataDir, "pglite");
    mkdirSync(location, { recursive: true });
  }
  const client = await PGlite.create(location);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: "pglite", close: () => client.close() };
}
