// Speed of the staff workspace at scale: seeds 100,000 submissions (30% from the
// website, 70% sign-ins across 300 events, about 60,000 people; every sign-in with
// its answers, half with follow-up consent, 1% of those unsubscribed), then measures the
// server time of the inbox's first page, a search and a lead's detail (the route
// loaders' queries, median and worst of several runs), and the full CSV export
// (time and memory growth), on embedded PGlite and, when BENCH_DATABASE_URL is
// set, on PostgreSQL. Writes the figures to reports/staff-bench.md.
//
//   npm run bench:staff
//   BENCH_DATABASE_URL=postgres://user@127.0.0.1:5432/bench npm run bench:staff
//
// `--smoke` (what CI runs): a twentieth of the data and one timed run, to prove the benchmark still
// works, not to measure; it writes no report and exits non-zero when a query finds nothing.
//
// Warning: the PostgreSQL database is emptied first: point it at a throwaway database.
import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "../server/db/client.ts";
import { setEmailHashSecret } from "../server/email-hash.ts";
import { hashStoredAddresses } from "../server/follow-up.ts";
import { listLeads } from "../server/staff/inbox.ts";
import { getLeadDetail } from "../server/staff/lead-detail.ts";
import { parseLeadFilters } from "../server/staff/lead-filters.ts";
import { leadsCsvStream } from "../server/staff/leads-csv.ts";
import { leadsPerWeek } from "../server/staff/leads-per-week.ts";
import { benchDatabases } from "./bench-databases.ts";

setEmailHashSecret("the-benchmark's-suppression-secret-32-chars");

const ROOT = process.cwd();
const SMOKE = process.argv.includes("--smoke");
const SUBMISSIONS = SMOKE ? 5_000 : 100_000;
const EVENTS = 300;
/** More than 4,242, as are SUBMISSIONS: the searches below look for person 4242. */
const PEOPLE = SMOKE ? 4_500 : 60_000;
const RUNS = SMOKE ? 1 : 7;
/** The targets. */
const QUERY_BUDGET_MS = 100;
const CSV_BUDGET_MS = 5_000;
const CSV_MEMORY_BUDGET_MB = 100;

async function seed(db: Database) {
  await db.execute(sql`truncate table notification_outbox, contact_messages, contact_submissions,
    lead_sources, lead_people, email_suppressions restart identity cascade`);
  await db.execute(sql`insert into lead_sources (name, type)
    select 'Website', 'website'
    union all select format('%s - Open House %s', 2025, g), 'event' from generate_series(1, ${EVENTS}) g`);
  // One submission every 5 minutes back from now (about 347 days); an event's
  // sign-ins are consecutive, so each event spans a few hours of one day.
  await db.execute(sql`insert into contact_submissions
      (first_name, last_name, email, phone, lead_source_id, created_at)
    select 'First' || (g % ${PEOPLE}), 'Last' || (g % 997),
      'person' || (g % ${PEOPLE}) || '@example.com',
      '617-555-' || lpad((g % 10000)::text, 4, '0'),
      case when g % 10 < 3 then 1 else 2 + (g::bigint * ${EVENTS} / ${SUBMISSIONS + 1}) end,
      now() - g * interval '5 minutes'
    from generate_series(1, ${SUBMISSIONS}) g`);
  await db.execute(sql`insert into contact_messages (message, contact_submission_id, created_at)
    select 'Message ' || id || E'\nsecond line', id, created_at
    from contact_submissions where lead_source_id = 1`);
  await db.execute(sql`insert into notification_outbox
      (idempotency_key, contact_submission_id, recipient, payload, status, attempts, sent_at, last_error)
    select 'bench-' || s.id, s.id, 'team@example.com',
      jsonb_build_object('kind', 'contact', 'first_name', s.first_name, 'last_name', s.last_name,
        'email', s.email, 'phone', s.phone, 'lead_source', 'Website', 'recipient', 'team@example.com'),
      case when s.id % 500 = 0 then 'failed' else 'sent' end, 1,
      case when s.id % 500 = 0 then null else s.created_at end,
      case when s.id % 500 = 0 then 'bench failure' end
    from contact_submissions s`);
  // The sign-ins' answers (some left blank), their follow-up consents and a few unsubscribes:
  // what the lead page, the event page and the CSV join to each submission.
  await db.execute(sql`insert into sign_in_answers
      (contact_submission_id, working_with_agent, pre_approved, move_timeline)
    select id, (array['yes', 'no', null])[1 + id % 3], (array['yes', 'no', 'cash', null])[1 + id % 4],
      (array['0-3', '3-6', '6-12', 'browsing', null])[1 + id % 5]
    from contact_submissions where lead_source_id <> 1`);
  await db.execute(sql`insert into follow_up_consents
      (email, form, wording_version, wording, ip_address, contact_submission_id, created_at)
    select email, 'sign-in', 'bench-1', 'Bench wording', '192.0.2.1', id, created_at
    from contact_submissions where lead_source_id <> 1 and id % 2 = 0`);
  await db.execute(sql`insert into email_suppressions (email, via)
    select distinct email, 'page' from follow_up_consents where id % 100 = 0`);
  // Kept as keyed hashes, as the server's start leaves them.
  await hashStoredAddresses(db);
  await db.execute(sql`analyze`);
}

/** This process's CPU time in ms: on a shared machine, the work PGlite (in process) really did. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

async function time(run: () => Promise<unknown>) {
  const ms: number[] = [];
  const cpu: number[] = [];
  await run(); // warm the cache and the plan
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const cpuStart = cpuMs();
    await run();
    ms.push(performance.now() - start);
    cpu.push(cpuMs() - cpuStart);
  }
  ms.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return {
    median: ms[Math.floor(ms.length / 2)]!,
    worst: ms.at(-1)!,
    cpu: cpu[Math.floor(cpu.length / 2)]!,
  };
}

async function csvRun(db: Database) {
  global.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 20);
  const start = performance.now();
  const cpuStart = cpuMs();
  let bytes = 0;
  let lines = 0;
  for await (const chunk of leadsCsvStream(db, parseLeadFilters(new URLSearchParams()))) {
    const buffer = Buffer.from(chunk as string);
    bytes += buffer.length;
    // Records end in CRLF; line breaks inside messages are a bare LF.
    for (const byte of buffer) if (byte === 13) lines++;
    // Sampled here too: PGlite answers without yielding to timers, so the interval alone misses it.
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }
  const ms = performance.now() - start;
  const cpu = cpuMs() - cpuStart;
  clearInterval(sampler);
  const mb = (value: number) => value / 1024 / 1024;
  return {
    ms,
    cpu,
    rows: lines - 1, // less the header
    mb: mb(bytes),
    rssGrowth: mb(peakRss - before.rss),
    heapGrowth: mb(peakHeap - before.heapUsed),
  };
}

async function bench(kind: string, db: Database) {
  const seedStart = performance.now();
  await seed(db);
  const seedMs = performance.now() - seedStart;
  console.log(`${kind}: seeded in ${(seedMs / 1000).toFixed(1)} s`);
  const noFilters = parseLeadFilters(new URLSearchParams());
  const [someone] = (await listLeads(db, parseLeadFilters(new URLSearchParams("q=person4242@"))))
    .leads;
  if (!someone) throw new Error(`${kind}: the search for person4242@ found no lead`);
  const results = {
    "Inbox, first page (50 people + the weekly chart)": await time(() =>
      Promise.all([listLeads(db, noFilters), leadsPerWeek(db)]),
    ),
    "Inbox, second page": await time(async () => {
      const first = await listLeads(db, noFilters);
      return listLeads(db, { ...noFilters, after: first.nextAfter });
    }),
    "Search by name (q=First4242)": await time(() =>
      listLeads(db, parseLeadFilters(new URLSearchParams("q=First4242"))),
    ),
    "Search by phone (q=555-0424)": await time(() =>
      listLeads(db, parseLeadFilters(new URLSearchParams("q=555-0424"))),
    ),
    "One event's people (source filter)": await time(() =>
      listLeads(db, parseLeadFilters(new URLSearchParams("source=2025 - Open House 150"))),
    ),
    "A lead's detail": await time(() => getLeadDetail(db, someone.id)),
  };
  for (const [name, { median, worst, cpu }] of Object.entries(results))
    console.log(
      `${kind}: ${name}: median ${median.toFixed(1)} ms, worst ${worst.toFixed(1)} ms, CPU ${cpu.toFixed(1)} ms`,
    );
  const csv = await csvRun(db);
  if (csv.rows !== SUBMISSIONS)
    throw new Error(`${kind}: the CSV has ${csv.rows} rows for ${SUBMISSIONS} submissions`);
  console.log(
    `${kind}: CSV ${csv.rows} rows, ${csv.mb.toFixed(1)} MB in ${csv.ms.toFixed(0)} ms (CPU ${csv.cpu.toFixed(0)} ms); ` +
      `RSS growth ${csv.rssGrowth.toFixed(1)} MB, heap growth ${csv.heapGrowth.toFixed(1)} MB`,
  );
  return { kind, seedMs, results, csv };
}

const runs = await benchDatabases(ROOT, bench);

if (SMOKE) {
  console.log("smoke run: every query answered; no report written");
  process.exit(0);
}

const ok = (pass: boolean) => (pass ? "yes" : "**no**");
const lines = [
  "# Staff workspace at scale",
  "",
  `Written by \`npm run bench:staff\` on ${new Date().toISOString().slice(0, 10)}. ` +
    `${SUBMISSIONS.toLocaleString("en-US")} submissions (30% website with a message, 70% sign-ins across ` +
    `${EVENTS} events), about ${PEOPLE.toLocaleString("en-US")} people, a notification per submission, ` +
    "every sign-in's answers, follow-up consent with half of them, 1% of those unsubscribed. " +
    "Server time of the route loaders' queries, in process (no HTTP), after one warm-up run: " +
    `median and worst of ${RUNS}. Targets: each query under ${QUERY_BUDGET_MS} ms; the full CSV under ` +
    `${CSV_BUDGET_MS / 1000} s with under ${CSV_MEMORY_BUDGET_MB} MB memory growth.`,
  "",
  `Machine: ${process.platform}, Node ${process.version}, ${cpus().length} cores, load average ` +
    `${loadavg()[0]!.toFixed(1)} at the end of the run (shared with other work: wall times grow with ` +
    "the load; with PGlite the CPU column is the work itself, as the database runs in this process).",
  "",
];
for (const run of runs) {
  lines.push(
    `## ${run.kind}`,
    "",
    "| Query | Median (ms) | Worst (ms) | This process's CPU, median (ms) | Median under target |",
    "|---|---|---|---|---|",
  );
  for (const [name, { median, worst, cpu }] of Object.entries(run.results))
    lines.push(
      `| ${name} | ${median.toFixed(1)} | ${worst.toFixed(1)} | ${cpu.toFixed(1)} | ${ok(median < QUERY_BUDGET_MS)} |`,
    );
  lines.push(
    "",
    `Full CSV: ${run.csv.rows.toLocaleString("en-US")} rows, ${run.csv.mb.toFixed(1)} MB in ` +
      `${(run.csv.ms / 1000).toFixed(2)} s (${ok(run.csv.ms < CSV_BUDGET_MS)}; this process's CPU ` +
      `${(run.csv.cpu / 1000).toFixed(2)} s); peak RSS growth ` +
      `${run.csv.rssGrowth.toFixed(1)} MB, heap growth ${run.csv.heapGrowth.toFixed(1)} MB ` +
      `(${ok(run.csv.rssGrowth < CSV_MEMORY_BUDGET_MB)}). Seeding took ${(run.seedMs / 1000).toFixed(1)} s.`,
    "",
  );
}
writeFileSync(join(ROOT, "reports/staff-bench.md"), `${lines.join("\n")}\n`);
console.log("wrote reports/staff-bench.md");
