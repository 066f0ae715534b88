import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { z } from "zod";
import { makePrivate, PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from "./private-files.ts";
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
  /** An embedded database kept in a folder: a consistent copy of it (server/db/backup.ts). */
  dump?: () => Promise<Buffer>;
};

/** Where the embedded database keeps its files in DATA_DIR. */
export const embeddedDatabaseFolder = (dataDir: string) => join(dataDir, "pglite");

const gzipOffThread = promisify(gzip);

/**
 * A gzipped tar of an embedded database's folder. PGlite copies the files under
 * its query lock, between two statements: every committed transaction is in
 * the copy, and one still open is rolled back when the copy is opened, as after
 * a power cut. Compressed after the lock is released.
 */
export async function dumpEmbeddedDatabase(client: PGlite) {
  const tar = await client.dumpDataDir("none");
  return gzipOffThread(Buffer.from(await tar.arrayBuffer()));
}

type OpenOptions = {
  /** A PostgreSQL URL; without it an embedded PGlite database is used. */
  databaseUrl?: string;
  /** Where PGlite keeps its files; "memory://" for a throwaway database. */
  dataDir: string;
  migrationsFolder: string;
  /**
   * A dumped embedded database to start from (`dumpDataDir`): the tests' migrated template, so
   * each test file's database skips PGlite's initdb and the migrations.
   */
  startFrom?: Blob;
};

/** Opens the database and applies the committed migrations (idempotent). */
export async function openDatabase({
  databaseUrl,
  dataDir,
  migrationsFolder,
  startFrom,
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
    const typed: Database = db;
    return { db: typed, kind: "postgres", close: () => pool.end() };
  }
  let location = dataDir;
  let release = () => {};
  const inFolder = !dataDir.startsWith("memory://");
  if (inFolder) {
    location = embeddedDatabaseFolder(dataDir);
    mkdirSync(location, { recursive: true, mode: PRIVATE_FOLDER_MODE });
    release = lockEmbeddedDatabase(location);
  }
  try {
    const client = await PGlite.create(location, startFrom ? { loadDataDir: startFrom } : {});
    // initdb (or a loaded dump) writes its files 666: every lead would be open to other accounts.
    if (inFolder) makePrivate(location);
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    const typed: Database = db;
    return {
      db: typed,
      kind: "pglite",
      close: async () => {
        await client.close();
        release();
      },
      dump: inFolder ? () => dumpEmbeddedDatabase(client) : undefined,
    };
  } catch (error) {
    release();
    throw error;
  }
}

const LockHolderSchema = z.object({ pid: z.number().int(), host: z.string() });
type LockHolder = z.infer<typeof LockHolderSchema>;

/** Lock files this process wrote (and has not released). */
const locksHeldHere = new Set<string>();

/** Whether the process that wrote the lock still runs (a lock from another host is taken as held). */
function holderRuns(holder: LockHolder, file: string) {
  if (holder.host !== hostname()) return true;
  // A container restarted after kill -9 often gets the same pid again: unless this process
  // took the lock itself, a lock with our pid is a previous life's.
  if (holder.pid === process.pid) return locksHeldHere.has(file);
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readHolder(file: string): LockHolder | null {
  try {
    // A lock file of another shape (cut short, hand-edited) holds nothing, like one that is not JSON.
    const holder = LockHolderSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
    return holder.success ? holder.data : null;
  } catch {
    return null;
  }
}

/**
 * Two processes writing one PGlite folder corrupt it silently (each thinks it
 * owns the files), so the folder gets an exclusive lock file beside it:
 * created with O_EXCL (exactly one creator wins), holding the pid and host.
 * A lock whose process is gone (kill -9, power loss) is stale and taken over.
 * Chosen over a lock library: no dependency, and a pid check frees a stale
 * lock at once instead of after a timeout. Returns the release function.
 */
export function lockEmbeddedDatabase(folder: string): () => void {
  const file = `${folder}.lock`;
  const me: LockHolder = { pid: process.pid, host: hostname() };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    let fd: number;
    try {
      fd = openSync(file, "wx", PRIVATE_FILE_MODE);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readHolder(file);
      if (holder && holderRuns(holder, file)) {
        throw new Error(
          `The embedded database in ${folder} is in use by process ${holder.pid} on ${holder.host} ` +
            `(lock file ${file}). One embedded database serves one server process: stop that ` +
            "process first, or run several processes on one PostgreSQL with DATABASE_URL.",
        );
      }
      rmSync(file, { force: true });
      continue;
    }
    writeSync(fd, JSON.stringify(me));
    closeSync(fd);
    locksHeldHere.add(file);
    return () => {
      locksHeldHere.delete(file);
      const holder = readHolder(file);
      if (holder?.pid === me.pid && holder.host === me.host) rmSync(file, { force: true });
    };
  }
  throw new Error(`Could not lock the embedded database in ${folder} (lock file ${file}).`);
}
