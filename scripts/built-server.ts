/**
 * The production build's server, started for a script that measures or checks
 * its pages (the audit, the HTML check): on `port`, with a new embedded
 * database in a temporary DATA_DIR, serving the build as built (its own
 * SITE_URL, so its pages and brotli copies are not rewritten, docs/decisions/027).
 * The database holds the representative listing of server/pages.ts, so that a listing's page
 * is measured and checked as a visitor sees it, not as the 404 page a new database answers.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readBuiltSiteUrl } from "../server/built-origin.ts";
import { seedListings } from "../tests/support/listing-seed.ts";

/**
 * The representative addresses of record pages (`absentOnNewDatabase` in server/pages.ts) that
 * this server's database holds, in English; their Chinese twins too. An MLS home's is not: its
 * photos come from a provider this machine cannot reach.
 */
export const SEEDED_RECORD_URLS = ["/listings/12-elm-st-newton"];

/** Whether the built server answers this record page's address (English or Chinese) with its page. */
export const isSeededRecord = (url: string) =>
  SEEDED_RECORD_URLS.includes(url.replace(/^\/zh(?=\/)/, ""));

export async function startBuiltServer(port: number): Promise<ChildProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), "built-server-data-"));
  await seedListings(dataDir);
  const server = spawn(process.execPath, ["server/start.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      SITE_URL: readBuiltSiteUrl("build"),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  // A new embedded database is created and migrated first: allow a minute.
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(`http://localhost:${port}/healthz`)).ok) return server;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error("The production server did not start (did `npm run build` run?)");
}
