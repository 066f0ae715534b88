// A page view with counting beside one without (issue 44 §3: counting costs under 1 ms of server
// time at p99), for bench-forms.mjs. One server, one page answered from memory (the cheapest, so
// counting's share is the largest), read by a browser (counted: a new visitor each time, the
// heavier case of a new visitor hash to store) and by a crawler (the counter turns it away after
// its first checks, and nothing else on a prerendered page tells the two apart), one request
// after the other in turn: both halves meet the same load from whatever else the machine runs,
// which on a shared machine moves far more than 1 ms from one second to the next. The batch
// written every 5 s delays whichever requests wait behind it, of either half alike.
// One connection: each time is one request's own, with none queued before it (under N
// connections a request waits for N-1 others and the difference would be N times larger).
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, queryOne, startServer } from "./bench-forms-server.mjs";

/** The home page: prerendered, answered from memory. */
const PAGE = "/";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
let reader = 0;
/** A browser whose version differs each time: every view a new visitor to hash and store. */
const browser = () => {
  reader += 1;
  return `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.${reader}.0 Safari/537.36`;
};
/** The budget of issue 44 §3. */
const BUDGET_MS = 1;

/** Reads PAGE for `seconds`, one request after another, as a browser and a crawler in turn. */
async function read(port, seconds, counted, uncounted) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const until = performance.now() + seconds * 1000;
  for (let turn = 0; performance.now() < until; turn += 1) {
    const [userAgent, into] = turn % 2 ? [CRAWLER, uncounted] : [browser(), counted];
    const started = performance.now();
    const status = await new Promise((resolve) => {
      const request = http.get(
        {
          host: "127.0.0.1",
          port,
          path: PAGE,
          agent,
          headers: { "User-Agent": userAgent, Accept: "text/html", "Accept-Encoding": "br, gzip" },
        },
        (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode));
        },
      );
      request.on("error", () => resolve(0));
    });
    if (status === 200) into.times.push(performance.now() - started);
    else into.failed += 1;
  }
  agent.destroy();
}

const percentile = (sorted, p) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0;
const round = (ms) => Math.round(ms * 1000) / 1000;

/** The page's stored views: the counter's own tally, checked against the answers counted. */
const storedViews = (where) =>
  queryOne(
    where,
    "select coalesce(sum(views), 0)::int as views from page_view_days where path = $1",
    [PAGE],
  ).then((row) => row.views);

export async function benchPageViews({ label, databaseUrl, seconds }) {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-page-views-"));
  const where = { dataDir, databaseUrl };
  console.log(`\n== ${label}: GET ${PAGE}, 1 connection, ${seconds} s, counted and not in turn`);
  try {
    const before = databaseUrl ? await storedViews(where) : 0;
    const port = await freePort();
    const server = await startServer({ port, dataDir, databaseUrl });
    const counted = { times: [], failed: 0 };
    const uncounted = { times: [], failed: 0 };
    const warmUp = { times: [], failed: 0 };
    try {
      // Warm-up, not measured: the first answers build caches and compile code.
      await read(port, 1, warmUp, { times: [], failed: 0 });
      await read(port, seconds, counted, uncounted);
    } finally {
      // Stopping writes what the counter still holds.
      await server.stop();
    }
    const stored = (await storedViews(where)) - before - warmUp.times.length;
    const figures = Object.fromEntries(
      [
        ["counted", counted],
        ["not counted", uncounted],
      ].map(([name, { times }]) => {
        const sorted = times.toSorted((a, b) => a - b);
        return [
          name,
          {
            views: times.length,
            "p50 ms": round(percentile(sorted, 0.5)),
            "p99 ms": round(percentile(sorted, 0.99)),
          },
        ];
      }),
    );
    console.table(figures);
    const cost = round(figures.counted["p99 ms"] - figures["not counted"]["p99 ms"]);
    console.log(
      `counting's cost at p99: ${cost} ms: ${cost < BUDGET_MS ? "within" : "OVER"} the ${BUDGET_MS} ms budget`,
    );
    if (counted.failed || uncounted.failed || warmUp.failed)
      throw new Error(`${label}: page requests failed`);
    // Every browser's view answered is one stored; no crawler's is.
    if (stored !== counted.times.length)
      throw new Error(`${label}: ${counted.times.length} views answered, ${stored} counted`);
    return { database: label, "counting's cost at p99 ms": cost, ...figures };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
