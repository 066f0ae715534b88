/**
 * The MLS feed across a real crash: the worker in a process of its own
 * (tests/support/mls-feed-process.ts) on an embedded database in a folder, killed with SIGKILL
 * in the middle of its first full pull, then started again on the same folder.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { keysToShow, photosOf } from "#tests/support/mls-feed.ts";
import { bundleFeedProcess, startFeedProcess } from "#tests/support/mls-feed-runner.ts";
import { startResoStub } from "#tests/support/reso-stub.ts";
import { waitUntil } from "#tests/support/wait.ts";

let bundle: Awaited<ReturnType<typeof bundleFeedProcess>>;
beforeAll(async () => {
  bundle = await bundleFeedProcess();
});
afterAll(() => bundle?.remove());

/** Two processes start, each opening an embedded database: generous under a loaded machine. */
const CRASH_TEST_TIMEOUT_MS = 150_000;

it("resumes a full pull killed with SIGKILL at the page where it stopped, and stores every home once", {
  timeout: CRASH_TEST_TIMEOUT_MS,
}, async () => {
  const stub = await startResoStub({ listings: 60, maxPageSize: 10 });
  const dataDir = mkdtempSync(join(tmpdir(), "mls-feed-crash-"));
  try {
    // A one-second claim: the restarted process takes over the killed one's soon after.
    const env = { ...stub.env, DATA_DIR: dataDir, MLS_LEASE_SECONDS: "1" };
    const pages = () => stub.requests.filter((request) => request.resource === "Property");
    // The first process makes the database from the tests' migrated template, not by initdb.
    const first = await startFeedProcess(bundle.file, {
      ...env,
      MLS_TEMPLATE: inject("pgliteTemplate"),
    });
    first.sync().catch(() => undefined);
    await waitUntil("three pages of homes asked for", () => pages().length >= 3, {
      timeoutMs: 60_000,
    });
    await first.kill();
    const askedBeforeKill = pages().length;

    const second = await startFeedProcess(bundle.file, env);
    const { synced, onSite } = await second.sync();
    await second.kill();
    expect(synced).toMatchObject({ kind: "full", finished: true });
    const afterRestart = pages().slice(askedBeforeKill);
    // It went on from a stored next-page link, not from the first page.
    expect(afterRestart[0]?.query).toMatch(/%24skip=[1-9]|\$skip=[1-9]/);
    const shown = keysToShow(stub);
    const allPages = Math.ceil(shown.length / 10);
    // At most the page in flight at the kill is asked for twice.
    expect(pages().length).toBeLessThanOrEqual(allPages + 1);

    expect(onSite.keys).toEqual(shown);
    expect(onSite.rows).toBe(shown.length);
    expect(onSite.media).toBe(photosOf(stub, shown));
  } finally {
    await stub.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
