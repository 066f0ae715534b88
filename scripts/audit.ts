/**
 * `npm run audit`: Lighthouse 12 over every page of the built site, the median
 * of three runs per page, checked against the budgets below. Writes
 * reports/quality.md and exits non-zero when a page misses a budget.
 *
 *   node build/audit.js [--preset mobile|desktop|both] [--runs 3] [--paths /,/team]
 */
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer, get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { blogSlugs, isStaffPage, PAGES, urlsOf } from "../app/pages.server.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/chromium.ts";

// CI budgets, 2026-11-22 (second session). Issue 14's aims are performance 100, LCP 1.2 s,
// TBT 50 ms, CLS 0, JS 125 KB on every page; they are not met yet. On this 2-core machine the
// same build's TBT varies 90–600 ms run to run (the original site, measured the same hour, 150–570),
// so TBT and performance stay where they were set in the first session; LCP, CLS and JS are
// tightened to what every page now meets with a margin. Tighten, never loosen
// (reports/optimisation-before-after.md has the figures).
// 2026-11-23: LCP 3 s -> 1.5 s (every page 0.79-1.25 s as a first visit, decision 012) and
// CLS 0.02 -> 0 as Lighthouse shows it (three decimals; every page 0.000 since 3220e29).
// 2026-11-23 (late): JS 135 -> 125 KB, the issue's aim, counted as the server sends it (brotli
// copies: 102.9-111.9 KB on every page); LCP 1.5 -> 1.4 s (every page's median 0.81-1.21 s).
// 2026-11-23 (third session): budgets unchanged. On this session's machine the previous build
// measured TBT 450-987 ms; with HTML-only pages and no opener policy (decision 014) 59-488 ms, the
// blank page's floor 16-29 ms. A miss is confirmed on two more runs (CONFIRMING_RUNS).
// 2026-11-24 (fifth session): no page loads JavaScript during load (decision 015), the header's
// Chinese label costs no font search (016), the starter waits for the first screen (017). Here:
// TBT medians 4-136 ms, LCP 0.77-1.08 s, performance 99-100 on every page. Performance 80 -> 90,
// LCP 1.4 -> 1.3 s, TBT 450 -> 300 ms: the last CI machine's blank page alone measured 87 ms and its
// runs are slower and noisier than this machine's, so the aims (100, 1.2 s, 50 ms) would fail there
// on noise; these leave it twice this machine's worst TBT.
const BUDGET = {
  performance: 90, // mobile only; desktop is reported
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1300, // mobile
  cls: 0,
  tbtMs: 300,
  jsKb: 125,
};

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? (args[index + 1] ?? fallback) : fallback;
};
const presets =
  option("preset", "both") === "both" ? ["mobile", "desktop"] : [option("preset", "mobile")];
const RUNS = Number(option("runs", "3"));
/**
 * Runs added when a page misses a budget, which it then misses only if the median of all its runs
 * does. On a 2-core machine the same build's TBT moves by up to 240 ms between medians of three
 * (`/contact`: 252 and 488 ms, one after the other); a miss is confirmed, not sampled once.
 */
const CONFIRMING_RUNS = 2;
const PORT = Number(process.env.AUDIT_PORT ?? 3310);
const ORIGIN = `http://localhost:${PORT}`;

/**
 * Every HTML page of the declared page list (app/pages.server.ts) at its
 * representative URL, and three blog posts (first, middle and last by file name).
 */
function auditPaths() {
  const only = option("paths", "");
  if (only) return only.split(",");
  const slugs = blogSlugs();
  const samplePosts = [...new Set([slugs[0], slugs[Math.floor(slugs.length / 2)], slugs.at(-1)])]
    .filter(Boolean)
    .map((slug) => `/blog/${slug}`);
  return [
    // The public pages; the staff workspace is behind a sign-in the audit does not have.
    ...PAGES.filter(
      (entry) => entry.kind === "document" && !entry.pattern.includes(":") && !isStaffPage(entry),
    ).flatMap(urlsOf),
    ...samplePosts,
  ];
}

type Row = {
  path: string;
  preset: string;
  /** How many runs the medians are of: RUNS, or RUNS + CONFIRMING_RUNS after a miss. */
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  htmlKb: number;
  failures: string[];
};

/** What Chromium says it takes: the server answers with its brotli copy where it has one. */
const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";

const servedSizes = new Map<string, Promise<number>>();
/** The size of a response body as served to the browser, compressed, fetched once per URL. */
function servedSize(url: string) {
  const cached = servedSizes.get(url);
  if (cached) return cached;
  const size = new Promise<number>((resolve, reject) => {
    get(url, { headers: { "accept-encoding": BROWSER_ACCEPT_ENCODING } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on("end", () => resolve(bytes));
      response.on("error", reject);
    }).on("error", reject);
  });
  servedSizes.set(url, size);
  return size;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), "audit-data-"));
  const server = spawn(process.execPath, ["build/server.js"], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  // A new embedded database is created and migrated first: allow a minute.
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(`${ORIGIN}/healthz`)).ok) return server;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error("The production server did not start (did `npm run build` run?)");
}

/**
 * A page that asks not to be indexed (the unsubscribe page) does so on purpose:
 * its SEO score leaves out the one audit that asks to be indexed.
 */
async function asksNotToBeIndexed(path: string) {
  const html = await (await fetch(`${ORIGIN}${path}`)).text();
  return /<meta name="robots" content="[^"]*noindex/.test(html);
}

/** Lighthouse's default storage reset, and local storage (see `measure`). */
const FIRST_VISIT_STORAGE = [
  "file_systems",
  "shader_cache",
  "service_workers",
  "cache_storage",
  "local_storage",
] as const;

async function measure(port: number, url: string, preset: string, noindex: boolean) {
  const result = await lighthouse(
    url,
    {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      skipAudits: noindex ? ["is-crawlable"] : [],
      // Every run is a first visit. Lighthouse clears the HTTP cache before each run, but by
      // default not local storage, so the runs after the first would be a returning visitor
      // whose cache was emptied: told the brand fonts are cached, the page preloads them
      // from the network (docs/decisions/012).
      clearStorageTypes: [...FIRST_VISIT_STORAGE],
    },
    preset === "desktop" ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const requests =
    (
      lhr.audits["network-requests"]?.details as {
        items?: { resourceType?: string; url: string }[];
      }
    )?.items ?? [];
  // Bytes as the server sends them to the browser, compressed, without HTTP headers: the budget's unit.
  const bytes = async (type: string) => {
    const sizes = await Promise.all(
      requests.filter((r) => r.resourceType === type).map((r) => servedSize(r.url)),
    );
    return sizes.reduce((sum, size) => sum + size, 0);
  };
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? 0,
    tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? 0,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0,
    jsKb: (await bytes("Script")) / 1024,
    htmlKb: (await bytes("Document")) / 1024,
  };
}

function check(row: Omit<Row, "failures">): string[] {
  const failures: string[] = [];
  if (row.preset === "mobile" && row.performance < BUDGET.performance)
    failures.push(`performance ${row.performance} < ${BUDGET.performance}`);
  if (row.accessibility < BUDGET.accessibility) failures.push(`accessibility ${row.accessibility}`);
  if (row.bestPractices < BUDGET.bestPractices)
    failures.push(`best practices ${row.bestPractices}`);
  if (row.seo < BUDGET.seo) failures.push(`SEO ${row.seo}`);
  if (row.preset === "mobile" && row.lcpMs > BUDGET.lcpMs)
    failures.push(`LCP ${Math.round(row.lcpMs)} ms`);
  if (Number(row.cls.toFixed(3)) > BUDGET.cls) failures.push(`CLS ${row.cls.toFixed(3)}`);
  if (row.tbtMs > BUDGET.tbtMs) failures.push(`TBT ${Math.round(row.tbtMs)} ms`);
  if (row.jsKb > BUDGET.jsKb) failures.push(`JS ${row.jsKb.toFixed(1)} KB`);
  return failures;
}

function report(rows: Row[]) {
  const line = (r: Row) =>
    `| ${r.path}${r.runs > RUNS ? ` (median of ${r.runs})` : ""} | ${r.preset} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcpMs / 1000).toFixed(2)} s | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ${r.jsKb.toFixed(1)} | ${r.htmlKb.toFixed(1)} | ${r.path === FLOOR_PATH ? "reference" : r.failures.length ? r.failures.join("; ") : "ok"} |`;
  return `# Quality report

Generated by \`npm run audit\` on ${new Date().toISOString().slice(0, 10)}: Lighthouse 12, median of ${RUNS} runs per page and preset
(a page that misses a budget is run ${CONFIRMING_RUNS} more times and judged on the median of all its runs),
against the production build served by \`build/server.js\` on loopback, each run a first visit (HTTP cache
and local storage cleared). JS and HTML are response bodies as sent to the browser: compressed
(brotli where the build has a copy, as for scripts and prerendered pages), without headers.

Budgets: performance ≥ ${BUDGET.performance} (mobile), accessibility ${BUDGET.accessibility}, best practices ${BUDGET.bestPractices}, SEO ${BUDGET.seo},
LCP ≤ ${BUDGET.lcpMs / 1000} s (mobile), CLS ≤ ${BUDGET.cls}, TBT ≤ ${BUDGET.tbtMs} ms, JS ≤ ${BUDGET.jsKb} KB per page.
The first row is the browser's floor on this machine: a blank page (one heading, no script, no style),
measured the same way and held to no budget. Lighthouse counts the browser's own start on a page as
blocking time, so no page's TBT is reliably below the floor's.

| Route | Preset | Perf | A11y | BP | SEO | LCP | TBT | CLS | JS KB | HTML KB | Budget |
|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.map(line).join("\n")}
`;
}

/**
 * The browser's own floor on this machine: one heading and one paragraph, no script, no style,
 * served from memory. Lighthouse's simulation counts the renderer's start on the page (creating
 * its JavaScript context) as blocking time like any task, so no page measures below this row's
 * TBT. Reported beside the pages, held to no budget (docs/decisions/014).
 */
const FLOOR_PATH = "(floor: a blank page)";
const FLOOR_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title><meta name="description" content="A blank page, the browser\'s own floor."></head><body><main><h1>Floor</h1><p>One heading and one paragraph, for a first contentful paint.</p></main></body></html>';
const floorServer = createServer((_request, response) => {
  response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(FLOOR_PAGE);
});
await new Promise<void>((resolve) => floorServer.listen(PORT + 1, "127.0.0.1", resolve));

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_FLAGS,
});
const rows: Row[] = [];
try {
  for (const preset of presets) {
    for (const path of [FLOOR_PATH, ...auditPaths()]) {
      const floor = path === FLOOR_PATH;
      const url = floor ? `http://localhost:${PORT + 1}/` : `${ORIGIN}${path}`;
      const noindex = !floor && (await asksNotToBeIndexed(path));
      const runs: Awaited<ReturnType<typeof measure>>[] = [];
      const measured = async (count: number) => {
        for (let run = 0; run < count; run++)
          runs.push(await measure(chrome.port, url, preset, noindex));
        const pick = (key: keyof (typeof runs)[number]) => median(runs.map((r) => r[key]));
        const row = {
          path,
          preset,
          runs: runs.length,
          performance: pick("performance"),
          accessibility: pick("accessibility"),
          bestPractices: pick("bestPractices"),
          seo: pick("seo"),
          lcpMs: pick("lcpMs"),
          tbtMs: pick("tbtMs"),
          cls: pick("cls"),
          jsKb: pick("jsKb"),
          htmlKb: pick("htmlKb"),
        };
        return { row, failures: floor ? [] : check(row) };
      };
      let { row, failures } = await measured(RUNS);
      if (failures.length) ({ row, failures } = await measured(CONFIRMING_RUNS));
      rows.push({ ...row, failures });
      console.log(
        `${failures.length ? "FAIL" : "ok  "} ${preset.padEnd(7)} ${path} (${row.runs} runs)  perf ${row.performance} LCP ${Math.round(row.lcpMs)} ms TBT ${Math.round(row.tbtMs)} ms JS ${row.jsKb.toFixed(1)} KB ${failures.join("; ")}`,
      );
    }
  }
} finally {
  await chrome.kill();
  server.kill();
  floorServer.close();
}
writeFileSync("reports/quality.md", report(rows));
const pages = rows.filter((row) => row.path !== FLOOR_PATH);
const failed = pages.filter((row) => row.failures.length);
console.log(
  `\n${pages.length - failed.length}/${pages.length} page runs within budget; report in reports/quality.md`,
);
process.exit(failed.length ? 1 : 0);
