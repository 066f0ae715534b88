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
// Then, per database, a page view with counting beside one without (bench-forms-page-views.mjs),
// in turn for 3 × BENCH_DURATION s (2 s in the short mode, which checks only that every view
// answered is counted once; the budget is said, not enforced: on a shared machine the load moves
// p99 by more than 1 ms between two runs).
// `--page-views` runs only that part.
// Warning: with BENCH_DATABASE_URL the benchmark's sign-ins stay in that database
// (lead source '<year> - Bench'): point it at a throwaway database.
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { benchPageViews } from "./bench-forms-page-views.mjs";
import { freePort, queryOne, ROOT, startServer, tail } from "./bench-forms-server.mjs";

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
const PAGE_VIEWS_ONLY = process.argv.includes("--page-views");
const DURATION = SMOKE ? 2 : Number(process.env.BENCH_DURATION || 10);
const CONNECTIONS = SMOKE ? 2 : Number(process.env.BENCH_CONNECTIONS || 10);

if (!existsSync(join(ROOT, "build", "server", "server.js"))) {
  console.error("build/server/server.js is missing: run `npm run build` first.");
  process.exit(1);
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
  return (await queryOne({ dataDir, databaseUrl }, query, [`% - ${EVENT}`, `bench-${run}-%`]))
    .count;
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
const pageViews = [];
try {
  for (const [label, url] of runs) {
    if (!PAGE_VIEWS_ONLY)
      for (const [mode, path] of MODES) results.push(await bench(`${label}, ${mode}`, url, path));
    pageViews.push(
      await benchPageViews({
        label: `${label}, page views`,
        databaseUrl: url,
        seconds: SMOKE ? 2 : DURATION * 3,
      }),
    );
  }
  if (process.env.BENCH_DATABASE_URL && !PAGE_VIEWS_ONLY) {
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
console.log("\n== page views: counting's cost at p99 (budget: under 1 ms)");
console.table(pageViews.map((r) => ({ database: r.database, ms: r["counting's cost at p99 ms"] })));
