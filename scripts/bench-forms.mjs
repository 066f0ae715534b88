// Load test for the event sign-in form: how many sign-ins a second the production
// server stores, and the p99 latency, with PGlite and (when BENCH_DATABASE_URL is
// set) with PostgreSQL.
//
//   npm run build && npm run bench:forms
//   BENCH_DATABASE_URL=postgres://user@127.0.0.1:5432/bench npm run bench:forms
//
// Environment: BENCH_DURATION (seconds, default 10), BENCH_CONNECTIONS (default 10).
// `--smoke` (what CI runs): 2 connections for 2 s per mode, to prove the benchmark still works,
// not to measure. Every mode exits non-zero when a request of the load failed (a non-2xx answer,
// an error, a timeout) or a 2xx answer stored no sign-in: a failing load measures nothing.
// With BENCH_DATABASE_URL a last run starts TWO server processes on that one
// PostgreSQL and loads both at once (half the connections each), as a
// scaled-out deploy would: its figures are the two processes together.
// BENCH_RATE_LIMIT sets the server's FORM_RATE_LIMIT_PER_MINUTE: default 0 (off);
// a number above the load's count measures the limiter's one UPSERT per post.
// The server runs with that limit, a temporary DATA_DIR and no
// SMTP_URL, so notifications become .eml files in that directory.
// Warning: with BENCH_DATABASE_URL the benchmark's sign-ins stay in that database
// (lead source '<year> - Bench'): point it at a throwaway database.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import autocannon from "autocannon";
import pg from "pg";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const SERVER = join(ROOT, "server", "start.js");
const EVENT = "Bench";
/**
 * A phone with JavaScript posts through the router (`.data`, the common case at
 * an open house); without JavaScript the form posts the page and gets HTML back.
 */
const MODES = [
  ["with JS", `/event/sign-in.data?event=${EVENT}`],
  ["no JS", `/event/sign-in?event=${EVENT}`],
];
const SMOKE = process.argv.includes("--smoke");
const DURATION = SMOKE ? 2 : Number(process.env.BENCH_DURATION || 10);
const CONNECTIONS = SMOKE ? 2 : Number(process.env.BENCH_CONNECTIONS || 10);

if (!existsSync(join(ROOT, "build", "server", "server.js"))) {
  console.error("build/server/server.js is missing: run `npm run build` first.");
  process.exit(1);
}

/** A port nobody listens on right now. */
function freePort() {
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

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function tail(file, lines = 20) {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

/** Starts `node server/start.js`; its output goes to a log file (one line per request would slow a pipe). */
async function startServer({ port, dataDir, databaseUrl }) {
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

let sequence = 0;
/** One sign-in as the browser posts it, with its own form token; `run` marks whose it is in the database. */
function signInBody(run) {
  sequence += 1;
  return new URLSearchParams({
    firstName: "Bench",
    lastName: `Guest${sequence}`,
    email: `bench-${run}-${sequence}@example.com`,
    // Valid North American numbers, as the form's own check wants them (domain/forms/phone.ts:
    // the exchange starts with 2-9): (617) 200-0001, (617) 200-0002, ...
    phone: String(6172000000 + sequence),
    form_token: randomUUID(),
  }).toString();
}

function headersFor(port) {
  return {
    "Content-Type": "application/x-www-form-urlencoded",
    // The server refuses cross-site POSTs: the Origin must be the host itself.
    Origin: `http://127.0.0.1:${port}`,
  };
}

/** One sign-in before the load: fails early, with the reason, when the route cannot take it. */
async function checkRoute(port, path) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: "POST",
    headers: headersFor(port),
    body: signInBody("check"),
    redirect: "manual",
  });
  if (response.status >= 200 && response.status < 300) return;
  const text = (await response.text()).slice(0, 300).replace(/\s+/g, " ");
  const hint =
    response.status === 405 || response.status === 404
      ? " (does app/routes/event-sign-in.tsx have its action yet?)"
      : "";
  throw new Error(`POST ${path} answered ${response.status}${hint}: ${text}`);
}

function runLoad(port, run, path, connections = CONNECTIONS) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections,
        duration: DURATION,
        requests: [
          {
            method: "POST",
            path,
            headers: headersFor(port),
            // Called for every request: a new body, so each one is a distinct sign-in.
            setupRequest: (request) => ({ ...request, body: signInBody(run) }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** Sign-ins the load stored under the bench event (counted after the server stopped). */
async function countStored({ dataDir, databaseUrl, run }) {
  const query = `select count(*)::int as count from contact_submissions s
    join lead_sources l on l.id = s.lead_source_id
    where l.name like $1 and l.type = 'event' and s.email like $2`;
  const params = [`% - ${EVENT}`, `bench-${run}-%`];
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(query, params)).rows[0].count;
    } finally {
      await client.end();
    }
  }
  const db = await PGlite.create(join(dataDir, "pglite"));
  try {
    return (await db.query(query, params)).rows[0].count;
  } finally {
    await db.close();
  }
}

async function bench(label, databaseUrl, path, processes = 1) {
  const dataDirs = Array.from({ length: processes }, () =>
    mkdtempSync(join(tmpdir(), "bench-forms-")),
  );
  const ports = [];
  for (let i = 0; i < processes; i += 1) ports.push(await freePort());
  console.log(
    `\n== ${label}: ${CONNECTIONS} connections, ${DURATION} s, POST ${path}` +
      (processes > 1 ? `, ${processes} server processes` : ""),
  );
  const servers = [];
  // Marks this run's sign-ins (emails are stored lowercased: keep it lowercase).
  const run = randomUUID().slice(0, 8).toLowerCase();
  let results;
  try {
    for (const [i, port] of ports.entries())
      servers.push(await startServer({ port, dataDir: dataDirs[i], databaseUrl }));
    for (const port of ports) await checkRoute(port, path);
    const share = Math.max(1, Math.round(CONNECTIONS / processes));
    results = await Promise.all(ports.map((port) => runLoad(port, run, path, share)));
  } catch (error) {
    for (const server of servers) {
      await server.stop();
      console.error(`server log (${server.logFile}):\n${tail(server.logFile)}`);
    }
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const exits = [];
  for (const server of servers) exits.push(await server.stop());
  const stored = await countStored({ dataDir: dataDirs[0], databaseUrl, run });
  const seconds = Math.max(...results.map((r) => r.duration));
  const sum = (pick) => results.reduce((total, r) => total + pick(r), 0);
  const ok = sum((r) => r["2xx"]);
  const summary = {
    database: label,
    requests: sum((r) => r.requests.total),
    "2xx": ok,
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    "stored sign-ins": stored,
    "stored sign-ins/s": Math.round((stored / seconds) * 10) / 10,
    "latency p50 ms": Math.max(...results.map((r) => r.latency.p50)),
    // The worse process's p99: a visitor may land on either.
    "latency p99 ms": Math.max(...results.map((r) => r.latency.p99)),
    "latency max ms": Math.max(...results.map((r) => r.latency.max)),
  };
  console.table(summary);
  const failed = exits.find((exit) => exit.code !== 0);
  if (failed)
    console.warn(`warning: server exit ${JSON.stringify(failed)}; logs: ${dataDirs.join(", ")}`);
  else for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  if (summary.non2xx || summary.errors || summary.timeouts)
    throw new Error(
      `${label}: ${summary.non2xx} non-2xx answers, ${summary.errors} errors, ${summary.timeouts} timeouts`,
    );
  // Requests still in flight when the load stopped are stored but not counted by autocannon:
  // up to one per connection more stored than answered is expected, anything else is not.
  if (ok === 0 || stored < ok || stored > ok + CONNECTIONS)
    throw new Error(`${label}: ${ok} answers were 2xx but ${stored} sign-ins were stored`);
  return summary;
}

const runs = [["PGlite", undefined]];
if (process.env.BENCH_DATABASE_URL) runs.push(["PostgreSQL", process.env.BENCH_DATABASE_URL]);

const results = [];
try {
  for (const [label, url] of runs) {
    for (const [mode, path] of MODES) results.push(await bench(`${label}, ${mode}`, url, path));
  }
  if (process.env.BENCH_DATABASE_URL) {
    const [mode, path] = MODES[0];
    results.push(
      await bench(`PostgreSQL, ${mode}, 2 processes`, process.env.BENCH_DATABASE_URL, path, 2),
    );
  }
} catch (error) {
  console.error(`bench failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
if (results.length > 1) {
  console.log("\n== summary");
  console.table(
    results.map((r) => ({
      database: r.database,
      "stored sign-ins/s": r["stored sign-ins/s"],
      "latency p99 ms": r["latency p99 ms"],
    })),
  );
}
