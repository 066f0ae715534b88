#!/usr/bin/env node
// Reads a `.ci/run` log (its `=== step (Ns)` headers and Playwright's list reporter lines) and
// prints Markdown tables: time per step, per browser spec file, and the slowest tests. The sums
// are test time across workers, not wall time: with two workers the wall time is about half.
// Usage: node scripts/ci-times.mjs <log> [top=30]
import { readFileSync } from "node:fs";

const [logPath, topArg = "30"] = process.argv.slice(2);
if (!logPath) {
  console.error("usage: node scripts/ci-times.mjs <log> [top]");
  process.exit(2);
}
const lines = readFileSync(logPath, "utf8").split("\n");

const steps = [];
const tests = [];
const STEP = /^=== (.*) \((\d+)s\)$/;
// `  ✓  12 [desktop] › tests/e2e/x.spec.ts:27:5 › title (1.4s)`; ✘ for a failure, ms or m for the unit.
const TEST =
  /^\s*([✓✘-])\s+\d+\s+\[(\w+)\] › (tests\/e2e\/[^:]+):\d+:\d+ › (.*) \((\d+(?:\.\d+)?)(ms|s|m)\)\s*$/;
const UNIT = { ms: 0.001, s: 1, m: 60 };
for (const line of lines) {
  const step = STEP.exec(line);
  if (step) steps.push({ name: step[1], at: Number(step[2]) });
  const test = TEST.exec(line);
  if (test) {
    const [, mark, project, file, title, amount, unit] = test;
    tests.push({ mark, project, file, title, seconds: Number(amount) * UNIT[unit] });
  }
}

const s = (n) => `${n.toFixed(1)} s`;
const out = [];
out.push("| Step | Started at | Took |", "|---|---|---|");
steps.forEach((step, i) => {
  const next = steps[i + 1];
  out.push(
    `| ${step.name.replace(/\s*\(.*$/, "")} | ${step.at} s | ${next ? `${next.at - step.at} s` : "–"} |`,
  );
});

const files = new Map();
for (const t of tests) {
  const f = files.get(t.file) ?? { seconds: 0, count: 0, desktop: 0, mobile: 0 };
  f.seconds += t.seconds;
  f.count += 1;
  f[t.project] = (f[t.project] ?? 0) + t.seconds;
  files.set(t.file, f);
}
const total = tests.reduce((sum, t) => sum + t.seconds, 0);
out.push("", `${tests.length} tests, ${s(total)} of test time in all.`, "");
out.push("| Spec file | Tests | Sum | desktop | mobile |", "|---|---|---|---|---|");
for (const [file, f] of [...files].sort((a, b) => b[1].seconds - a[1].seconds)) {
  out.push(
    `| ${file.replace("tests/e2e/", "")} | ${f.count} | ${s(f.seconds)} | ${s(f.desktop)} | ${s(f.mobile)} |`,
  );
}

out.push("", `Slowest ${topArg} tests:`, "", "| Test | Project | Took |", "|---|---|---|");
for (const t of [...tests].sort((a, b) => b.seconds - a.seconds).slice(0, Number(topArg))) {
  out.push(
    `| ${t.file.replace("tests/e2e/", "")} › ${t.title.replaceAll("|", "\\|")} | ${t.project} | ${s(t.seconds)} |`,
  );
}
console.log(out.join("\n"));
