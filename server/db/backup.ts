/**
 * Backups of the embedded database (docs/decisions/027). PGlite belongs to one
 * process: while the server runs it holds the folder, so it makes the copy
 * itself and hands it out on a Unix socket in DATA_DIR, which only the
 * server's user can open (no port, nothing a proxy or another local user can
 * reach). With no server running, the backup script opens the folder itself.
 * A backup is PGlite's own format, a gzipped tar of the folder: a restore
 * opens it with PGlite, and `tar tzf` lists it.
 */
import {
  chmodSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer, type IncomingMessage, request } from "node:http";
import { resolve } from "node:path";
import { pipeline } from "node:stream/promises";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { dumpEmbeddedDatabase, embeddedDatabaseFolder, lockEmbeddedDatabase } from "./client.ts";
import { makePrivate, PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from "./private-files.ts";
import { contactSubmissions } from "./schema.ts";

/** The running server's backup socket, in DATA_DIR beside the database folder. */
export const backupSocketPath = (dataDir: string) => resolve(dataDir, "backup.sock");

/** Linux's limit for a socket's path (sun_path: 108 bytes with the closing zero). */
const MAX_SOCKET_PATH_BYTES = 107;

const BACKUP_PATH = "/backup";

/** What the scripts say when the data is in PostgreSQL, which has its own tools. */
export const POSTGRES_BACKUP_ADVICE = `DATABASE_URL is set: the data is in that PostgreSQL database, not in DATA_DIR.
Back it up with PostgreSQL's own tools (the same major version as the server, or newer):
  pg_dump --format=custom --file=site.dump "$DATABASE_URL"
and restore it into an empty database with:
  pg_restore --no-owner --dbname="$DATABASE_URL" site.dump`;

type Log = (entry: Record<string, unknown>) => void;

/**
 * Answers `GET /backup` on DATA_DIR/backup.sock with a copy of the running
 * server's embedded database. Called after the database is open: its lock is
 * ours, so a socket file left in DATA_DIR is a stopped server's.
 */
export function serveBackups({
  dataDir,
  dump,
  log,
}: {
  dataDir: string;
  dump: () => Promise<Buffer>;
  log: Log;
}): { close: () => Promise<void> } {
  const path = backupSocketPath(dataDir);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH_BYTES) {
    log({
      level: "warn",
      msg: `no backup socket: its path ${path} is too long for a socket; npm run backup needs the server stopped`,
    });
    return { close: async () => {} };
  }
  rmSync(path, { force: true });
  const server = createServer(async (req, res) => {
    if (req.method !== "GET" || req.url !== BACKUP_PATH) {
      res.writeHead(404).end();
      return;
    }
    const started = Date.now();
    try {
      const body = await dump();
      res.writeHead(200, { "Content-Type": "application/gzip", "Content-Length": body.length });
      res.end(body);
      log({ level: "info", msg: "backup taken", bytes: body.length, ms: Date.now() - started });
    } catch (error) {
      log({ level: "error", msg: "backup failed", error: String(error) });
      res.writeHead(500).end(String(error));
    }
  });
  server.listen(path, () => chmodSync(path, 0o600));
  return {
    close: () =>
      new Promise((done) => {
        server.close(() => done());
      }),
  };
}

/** Asks the running server for a backup; false when no server answers on the socket. */
async function backupFromServer(dataDir: string, partial: string): Promise<boolean> {
  const socketPath = backupSocketPath(dataDir);
  if (!existsSync(socketPath)) return false;
  const response = await new Promise<IncomingMessage | null>((answer, fail) => {
    request({ socketPath, path: BACKUP_PATH }, answer)
      .on("error", (error: NodeJS.ErrnoException) =>
        // A socket file with nobody listening: the server that made it is gone.
        error.code === "ECONNREFUSED" || error.code === "ENOENT" ? answer(null) : fail(error),
      )
      .end();
  });
  if (!response) return false;
  if (response.statusCode !== 200) {
    let text = "";
    for await (const chunk of response) text += chunk;
    throw new Error(`The server could not take the backup: ${text}`);
  }
  await pipeline(response, createWriteStream(partial, { mode: PRIVATE_FILE_MODE }));
  return true;
}

/**
 * Runs `use` on the embedded database in DATA_DIR, locked while it runs (a
 * server cannot start on it meanwhile, and a running one refuses us), as it
 * is: no migrations, a backup copies what is there.
 */
async function withEmbeddedDatabase<T>(
  dataDir: string,
  options: { loadDataDir?: Blob },
  use: (client: PGlite) => Promise<T>,
) {
  const folder = embeddedDatabaseFolder(dataDir);
  const release = lockEmbeddedDatabase(folder);
  try {
    const client = await PGlite.create(folder, options);
    // A restored dump is unpacked 666, as initdb writes: narrowed before anything else reads it.
    makePrivate(folder);
    try {
      return await use(client);
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/**
 * Writes a backup of DATA_DIR's embedded database to `file`: from the running
 * server if there is one, else from the folder. The copy is written beside
 * `file` and renamed when complete, so `file` is never half a backup.
 */
export async function takeBackup({ dataDir, file }: { dataDir: string; file: string }) {
  if (existsSync(file)) throw new Error(`${file} already exists: name a new file for the backup.`);
  const partial = `${file}.partial`;
  try {
    const source = (await backupFromServer(dataDir, partial)) ? "the running server" : "the folder";
    if (source === "the folder") {
      const folder = embeddedDatabaseFolder(dataDir);
      if (!existsSync(folder)) throw new Error(`There is no embedded database in ${folder}.`);
      const copy = await withEmbeddedDatabase(dataDir, {}, dumpEmbeddedDatabase);
      writeFileSync(partial, copy, { mode: PRIVATE_FILE_MODE });
    }
    renameSync(partial, file);
    return { source };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/**
 * Brings a backup back into an empty DATA_DIR (a folder with anything in it is
 * refused: a restore never mixes with or replaces data). Returns how many
 * leads (contact submissions) the restored database holds.
 */
export async function restoreBackup({ dataDir, file }: { dataDir: string; file: string }) {
  if (!existsSync(file)) throw new Error(`${file}: no such backup file.`);
  const present = existsSync(dataDir) ? readdirSync(dataDir) : [];
  if (present.length > 0)
    throw new Error(
      `DATA_DIR ${resolve(dataDir)} is not empty (${present.join(", ")}): a backup is restored ` +
        "only into an empty folder. Stop the server, move this folder aside, and run the restore again.",
    );
  const folder = embeddedDatabaseFolder(dataDir);
  mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  try {
    const loadDataDir = new Blob([readFileSync(file)]);
    return await withEmbeddedDatabase(dataDir, { loadDataDir }, async (client) => ({
      leads: await drizzle(client).$count(contactSubmissions),
    }));
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`${file} could not be restored (is it a backup of this site?): ${error}`);
  }
}
