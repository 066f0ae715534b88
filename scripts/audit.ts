/**
 * `npm run audit`: Lighthouse 12 over every public page of the built site, each page judged
 * against a blank page measured in the same run, on the same browser, interleaved with it.
 * Writes reports/quality.md and exits non-zero when a page misses a budget.
 *
 *   node build/audit.js [--preset mobile|desktop|both] [--runs 3] [--paths /,/team]
 *
 * How: in each of RUNS rounds the blank page is measured first, then every page once, so the
 * blank page's runs and each page's runs are spread over the same stretch of time and share the
 * machine's load. A page is judged on its medians against the blank page's median. A page that
 * misses is measured again, once, the same way (RUNS rounds of the blank page and the pages that
 * missed), and fails only if it misses again.
 */
import { writeFileSync } from "node:fs";
import { createServer, get } from "node:http";
import type { AddressInfo } from "node:net";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { languageOf } from "#domain/language.ts";
import { documentUrlsIn, isStaffPage, PAGES, urlsOf } from "#server/pages.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/chromium.ts";
import { BLANK, check, type Figures, type Row, report } from "./audit-report.ts";
import { isSeededRecord, startBuiltServer } from "./built-server.ts";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? (args[index + 1] ?? fallback) : fallback;
};
const presets =
  option("preset", "both") === "both" ? ["mobile", "desktop"] : [option("preset", "mobile")];
const RUNS = Number(option("runs", "3"));
const PORT = Number(process.env.AUDIT_PORT ?? 3310);
const ORIGIN = `http://localhost:${PORT}`;

/**
 * The blank page: one heading and one paragraph, no script, no style. Served by this process on
 * a free loopback port, not by the site's server, so that no production build carries a test page; the
 * server's own time is no part of TBT, which counts the browser's main thread only. Lighthouse
 * counts the renderer's start on any page (creating its JavaScript context) as blocking time:
 * this page measures that start, and nothing else.
 */
const BLANK_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Blank</title><meta name="description" content="A blank page: the browser\'s own start, for comparison."></head><body><main><h1>Blank</h1><p>One heading and one paragraph, for a first contentful paint.</p></main></body></html>';

type Target = { path: string; url: string; noindex: boolean };

/**
 * Every HTML page of the declared page list (server/pages.ts) at its
 * representative URL; a route of many pages (a post, a town, a page of the
 * blog list) by its first, since its pages share one template and one way of
 * being served. Each page costs three Lighthouse runs of CI's time.
 */
function auditPaths() {
  const only = option("paths", "");
  if (only) return only.split(",");
  // The public pages; the staff workspace is behind a sign-in the audit does not have, and a
  // record page only when the audit's database holds its record (its 404 page draws no LCP).
  const audited = (entry: (typeof PAGES)[number]) =>
    entry.kind === "document" &&
    !isStaffPage(entry) &&
    (!entry.absentOnNewDatabase || urlsOf(entry).every((url) => isSeededRecord(url)));
  return [
    ...PAGES.filter(audited).flatMap((entry) =>
      entry.pattern.includes(":") ? urlsOf(entry).slice(0, 1) : urlsOf(entry),
    ),
    // Chinese pages beside their English twins (issue 40): the home, the team (members from the
    // database), a town (a kept page with the owner's homes), the FAQ (the longest copy) and the
    // contact page and the event sign-in (forms in Chinese, the sign-in on a guest's phone).
    ...CHINESE_AUDITED.filter((path) =>
      [...documentUrlsIn("zh-Hans"), ...documentUrlsIn("zh-Hant")].includes(path),
    ),
    // A Chinese post and the Chinese blog list beside the English ones (issue 40 §3).
    ...documentUrlsIn("zh-Hans")
      .filter((path) => path.startsWith("/zh/blog"))
      .slice(0, 2),
  ];
}

const CHINESE_AUDITED = [
  "/zh/",
  "/zh/team",
  // Traditional Chinese (issue 40 §5): the home (the most characters) and the team (from the database).
  "/zh-hant/",
  "/zh-hant/team",
  "/zh/massachusetts/newton",
  "/zh/faq",
  "/zh/contact",
  "/zh/event/sign-in?event=Open%20House",
];

/**
 * A page that asks not to be indexed (the unsubscribe page) does so on purpose:
 * its SEO score leaves out the one audit that asks to be indexed.
 */
const asksNotToBeIndexed = (html: string) => /<meta name="robots" content="[^"]*noindex/.test(html);

async function target(path: string): Promise<Target> {
  const html = await (await fetch(`${ORIGIN}${path}`)).text();
  return {
    path,
    url: `${ORIGIN}${path}`,
    noindex: asksNotToBeIndexed(html),
  };
}

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

/** Lighthouse's default storage reset, and local storage (see `measure`). */
const FIRST_VISIT_STORAGE = [
  "file_systems",
  "shader_cache",
  "service_workers",
  "cache_storage",
  "local_storage",
] as const;

type NetworkRequest = { resourceType?: string; url: string; rendererStartTime?: number };

/**
 * Accessibility, best practices and SEO read the page's markup and its answers, which are the
 * same in every run: they are scored in the first round only. The performance metrics move from
 * run to run, so they are measured in every round and judged on their median; after the first
 * round Lighthouse runs only the audits this report reads (the five metrics the performance score
 * weighs, the metrics' timestamps and the requests), and gathers only what those need.
 */
type Scope = { onlyCategories: string[] } | { onlyAudits: string[] };
const FIRST_ROUND: Scope = {
  onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
};
const LATER_ROUNDS: Scope = {
  onlyAudits: [
    "first-contentful-paint",
    "speed-index",
    "largest-contentful-paint",
    "total-blocking-time",
    "cumulative-layout-shift",
    "metrics",
    "network-requests",
  ],
};

async function measure(port: number, url: string, preset: string, noindex: boolean, scope: Scope) {
  const result = await lighthouse(
    url,
    {
      port,
      output: "json",
      logLevel: "error",
      ...scope,
      skipAudits: noindex ? ["is-crawlable"] : [],
      // The screenshot of the whole page only illustrates Lighthouse's own HTML report.
      disableFullPageScreenshot: true,
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
  // A category left out of this run has no score (undefined), which is not a score of 0.
  const score = (id: string) => {
    const category = lhr.categories[id];
    return category ? Math.round((category.score ?? 0) * 100) : undefined;
  };
  const network = lhr.audits["network-requests"]?.details as
    | { items?: NetworkRequest[]; debugData?: { networkStartTimeTs?: number } }
    | undefined;
  const requests = network?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === "Script");
  // Request times are in ms from the first request, `networkStartTimeTs` and the load event
  // in µs of the trace's clock.
  const loadTs = (
    lhr.audits.metrics?.details as { items?: { observedLoadTs?: number }[] } | undefined
  )?.items?.[0]?.observedLoadTs;
  const startTs = network?.debugData?.networkStartTimeTs;
  if (loadTs === undefined || startTs === undefined)
    throw new Error(`Lighthouse did not time the load event of ${url}`);
  const duringLoad = scripts.filter(
    (request) => startTs + (request.rendererStartTime ?? 0) * 1000 < loadTs,
  );
  // Bytes as the server sends them to the browser, compressed, without HTTP headers: the budget's unit.
  const kb = async (list: NetworkRequest[]) =>
    (await Promise.all(list.map((request) => servedSize(request.url)))).reduce(
      (sum, size) => sum + size,
      0,
    ) / 1024;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? 0,
    tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? 0,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0,
    jsKb: await kb(scripts),
    jsAtLoadKb: await kb(duringLoad),
    htmlKb: await kb(requests.filter((request) => request.resourceType === "Document")),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

type Sample = Awaited<ReturnType<typeof measure>>;
/**
 * The medians of a page's runs (of the runs that scored it, for a category scored in the first
 * round only); JavaScript during load is the worst run's (any run that fetched some did).
 */
function summarise(samples: Sample[]): Figures {
  const pick = (key: keyof Sample) =>
    median(samples.flatMap((sample) => (sample[key] === undefined ? [] : [sample[key]])));
  return {
    runs: samples.length,
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    lcpMs: pick("lcpMs"),
    tbtMs: pick("tbtMs"),
    cls: pick("cls"),
    jsKb: pick("jsKb"),
    jsAtLoadKb: Math.max(...samples.map((sample) => sample.jsAtLoadKb)),
    htmlKb: pick("htmlKb"),
    benchmarkIndex: pick("benchmarkIndex"),
  };
}

/**
 * Before the first round, one load not measured of the first page in each language. A fresh
 * browser's first page in Chinese pays for finding the device's CJK font (a font-matching call
 * in its first layout, many times what it costs once found: decision 058), which a Chinese
 * reader's browser paid long before; the blank page, in English, never pays it. Left
 * in, it fell on whichever Chinese page came first in the first round.
 */
async function warmUp(chromePort: number, preset: string, targets: Target[]) {
  const firstOfEach = new Map<string, Target>();
  for (const t of targets)
    if (!firstOfEach.has(languageOf(t.path))) firstOfEach.set(languageOf(t.path), t);
  for (const t of firstOfEach.values())
    await measure(chromePort, t.url, preset, t.noindex, LATER_ROUNDS);
}

/**
 * RUNS rounds: the blank page, then each target once. Returns one row for the blank page and
 * one per target, judged against the blank page's median.
 */
async function measureInterleaved(
  chromePort: number,
  preset: string,
  targets: Target[],
  rerun: boolean,
): Promise<Row[]> {
  const blank: Sample[] = [];
  const samples = new Map<string, Sample[]>(targets.map((t) => [t.path, []]));
  for (let round = 1; round <= RUNS; round++) {
    const scope = round === 1 ? FIRST_ROUND : LATER_ROUNDS;
    blank.push(await measure(chromePort, BLANK_URL, preset, false, scope));
    for (const t of targets)
      samples.get(t.path)!.push(await measure(chromePort, t.url, preset, t.noindex, scope));
    console.log(
      `  ${preset}: round ${round} of ${RUNS}${rerun ? " (again, for the pages that missed)" : ""}`,
    );
  }
  const blankFigures = summarise(blank);
  const rows: Row[] = [
    { ...blankFigures, path: BLANK, preset, tbtAboveBlankMs: null, rerun, failures: [] },
  ];
  for (const t of targets) {
    const figures = summarise(samples.get(t.path)!);
    rows.push({
      ...figures,
      path: t.path,
      preset,
      tbtAboveBlankMs: figures.tbtMs - blankFigures.tbtMs,
      rerun,
      failures: check(figures, blankFigures.tbtMs),
    });
  }
  return rows;
}

const blankServer = createServer((_request, response) => {
  response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(BLANK_PAGE);
});
await new Promise<void>((resolve) => blankServer.listen(0, "127.0.0.1", resolve));
const BLANK_URL = `http://localhost:${(blankServer.address() as AddressInfo).port}/`;

const server = await startBuiltServer(PORT);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_FLAGS,
});
const rows: Row[] = [];
let targets: Target[] = [];
try {
  targets = await Promise.all(auditPaths().map(target));
  for (const preset of presets) {
    await warmUp(chrome.port, preset, targets);
    const first = await measureInterleaved(chrome.port, preset, targets, false);
    const missed = new Set(first.filter((row) => row.failures.length).map((row) => row.path));
    const again = missed.size
      ? await measureInterleaved(
          chrome.port,
          preset,
          targets.filter((t) => missed.has(t.path)),
          true,
        )
      : [];
    rows.push(...first.filter((row) => !missed.has(row.path)), ...again);
    for (const row of [...first, ...again].filter((r) => r.path !== BLANK))
      console.log(
        `${row.failures.length ? "miss" : "ok  "} ${preset.padEnd(7)} ${row.path}${row.rerun ? " (again)" : ""}  LCP ${Math.round(row.lcpMs)} ms, TBT ${Math.round(row.tbtMs)} ms (${Math.round(row.tbtAboveBlankMs ?? 0)} above blank), JS at load ${row.jsAtLoadKb.toFixed(1)} KB, host index ${Math.round(row.benchmarkIndex)} ${row.failures.join("; ")}`,
      );
  }
} finally {
  await chrome.kill();
  server.kill();
  blankServer.close();
}
writeFileSync("reports/quality.md", report(rows, RUNS));
const pages = rows.filter((row) => row.path !== BLANK);
const failed = pages.filter((row) => row.failures.length);
console.log(
  `\n${pages.length - failed.length}/${pages.length} pages within budget; report in reports/quality.md`,
);
process.exit(failed.length ? 1 : 0);
