/**
 * The MLS feed across a real crash: the worker in a process of its own
 * (tests/support/mls-feed-process.ts) on an embedded database in a folder, killed with SIGKILL
 * in the middle of its first full pull, then started again on the same folder.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase } from "#server/db/client.ts";
import { MIGRATIONS_FOLDER } from "#tests/support/database.ts";
import { feedOnSite, keysToShow, photosOf } from "#tests/support/mls-feed.ts";
import { bundleFeedProcess, startFeedProcess } from "#tests/support/mls-feed-runner.ts";
import { startResoStub } from "#tests/support/reso-stub.ts";
import { waitUntil } from "#tests/support/wait.ts";

let bundle: Awaited<ReturnType<typeof bundleFeedProcess>>;
beforeAll(async () => {
  bundle = await bundleFeedProcess();
});
afterAll(() => bundle?.remove());

it("resumes a full pull killed with SIGKILL at the page where it stopped, and stores every home once", async () => {
  const stub = await startResoStub({ listings: 120, maxPageSize: 10 });
  const dataDir = mkdtempSync(join(tmpdir(), "mls-feed-crash-"));
  try {
    // A one-second claim: the restarted process takes over the killed one's soon after.
    const env = { ...stub.env, DATA_DIR: dataDir, MLS_LEASE_SECONDS: "1", MLS_PAGE_SIZE: "10" };
    const pages = () => stub.requests.filter((request) => request.resource === "Property");
    const first = await startFeedProcess(bundle.file, env);
    first.sync().catch(() => undefined);
    await waitUntil("four pages of homes asked for", () => pages().length >= 4, {
      timeoutMs: 60_000,
    });
    await first.kill();
    const askedBeforeKill = pages().length;

    const second = await startFeedProcess(bundle.file, env);
    const { synced } = await second.sync();
    await second.kill();
    expect(synced).toMatchObject({ kind: "full", finished: true });
    const afterRestart = pages().slice(askedBeforeKill);
    // It went on from a stored next-page link, not from the first page.
    expect(afterRestart[0]?.query).toMatch(/%24skip=[1-9]|\$skip=[1-9]/);
    const shown = keysToShow(stub);
    const allPages = Math.ceil(shown.length / 10);
    // At most the page in flight at the kill is asked for twice.
    expect(pages().length).toBeLessThanOrEqual(allPages + 1);

    const database = await openDatabase({ dataDir, migrationsFolder: MIGRATIONS_FOLDER });
    try {
      const onSite = await feedOnSite(database.db);
      expect(onSite.keys).toEqual(shown);
      expect(onSite.rows).toBe(shown.length);
      expect(onSite.media).toBe(photosOf(stub, shown));
    } finally {
      await database.close();
    }
  } finally {
    await stub.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
