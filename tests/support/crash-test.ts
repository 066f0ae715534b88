/**
 * The server processes of a crash test (server/outbox/hand-off-crash.test.ts,
 * server/alerts/alert-crash.test.ts): `entry` bundled once for the file, a fresh DATA_DIR for each
 * test that every start shares (the restarted process finds what the killed one left), and
 * whatever still runs killed after each test.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { bundleChild, killChild, ROOT, startChild } from "./child-process.ts";

export function crashTestServers(entry: string, what: string) {
  let bundle: Awaited<ReturnType<typeof bundleChild>> | undefined;
  let dataDir = "";
  const running = new Set<ChildProcess>();
  beforeAll(async () => {
    bundle = await bundleChild(entry);
  });
  afterAll(() => bundle?.remove());
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), `${basename(entry, ".ts")}-`));
  });
  afterEach(async () => {
    for (const child of running) await killChild(child);
    running.clear();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    /** Starts the server on this test's DATA_DIR (created and migrated on the first start). */
    async start(env: Record<string, string>) {
      if (!bundle) throw new Error("the server was not bundled");
      const child = await startChild(
        bundle.file,
        { DATA_DIR: dataDir, CHILD_MIGRATIONS: join(ROOT, "server/db/migrations"), ...env },
        what,
      );
      running.add(child);
      return child;
    },
    /** Ends a server at once, as `kill -9` does, and waits until it is gone. */
    async kill(child: ChildProcess) {
      await killChild(child);
      running.delete(child);
    },
  };
}
