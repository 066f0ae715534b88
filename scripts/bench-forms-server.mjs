// The built server as a child process, for the form and page-view benchmarks (bench-forms.mjs):
// a temporary DATA_DIR (or a PostgreSQL URL), no SMTP_URL, its output in a log file.
import { spawn } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const SERVER = join(ROOT, "server", "start.js");

/** A port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const START_TIMEOUT_MS = 180_000;

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function tail(file, lines = 20) {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

/** Starts `node server/start.js`; its output goes to a log file (one line per request would slow a pipe). */
export async function startServer({ port, dataDir, databaseUrl }) {
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dataDir,
    FORM_RATE_LIMIT_PER_MINUTE: process.env.BENCH_RATE_LIMIT || "0",
  };
  delete env.SMTP_URL;
  delete env.DATABASE_URL;
  delete env.SITE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const logFile = join(dataDir, "server.log");
  const out = openSync(logFile, "a");
  const child = spawn(process.execPath, [SERVER], { cwd: ROOT, env, stdio: ["ignore", out, out] });
  closeSync(out);
  const exited = new Promise((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  let gone = null;
  exited.then((result) => {
    gone = result;
  });

  // A new embedded database is created and migrated first: on a busy 2-core machine, minutes.
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (gone)
      throw new Error(
        `server exited (${JSON.stringify(gone)}) before it was ready:\n${tail(logFile)}`,
      );
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(
        `server did not answer /healthz within ${START_TIMEOUT_MS / 1000} s:\n${tail(logFile)}`,
      );
    }
    await sleep(100);
  }

  return {
    logFile,
    /** SIGTERM, as in production: the server finishes requests and the outbox, then exits. */
    async stop() {
      if (gone) return gone;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
}

/** The first row of a query on the server's database (PostgreSQL, or its PGlite once it stopped). */
export async function queryOne({ dataDir, databaseUrl }, query, params) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(query, params)).rows[0];
    } finally {
      await client.end();
    }
  }
  const db = await PGlite.create(join(dataDir, "pglite"));
  try {
    return (await db.query(query, params)).rows[0];
  } finally {
    await db.close();
  }
}
