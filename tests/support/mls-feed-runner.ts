/**
 * Starts tests/support/mls-feed-process.ts as a child process (bundled as the project's scripts
 * are: esbuild, packages left external) and talks to it: the crash test kills it with SIGKILL,
 * the benchmark reads its time and peak memory apart from the stub's.
 */

import type { ChildProcess } from "node:child_process";
import { join } from "node:path";
import { bundleChild, killChild, ROOT, startChild } from "./child-process.ts";
import type { FeedProcessReply, FeedProcessRequest } from "./mls-feed-process.ts";

export type FeedProcess = {
  child: ChildProcess;
  /** Lets `minutes` pass on its clock and waits until a sync finished or failed. */
  sync: (minutes?: number) => Promise<Extract<FeedProcessReply, { synced: unknown }>>;
  /** Ends it at once, as `kill -9` does, and waits until it is gone. */
  kill: () => Promise<void>;
};

/** Bundles the feed process once; returns where, and how to remove the bundle. */
export const bundleFeedProcess = () => bundleChild("tests/support/mls-feed-process.ts");

export async function startFeedProcess(
  file: string,
  env: Record<string, string | undefined>,
): Promise<FeedProcess> {
  const child = await startChild(
    file,
    { MLS_MIGRATIONS: join(ROOT, "server/db/migrations"), ...env },
    "the feed process",
  );
  return {
    child,
    sync: (minutes = 0) =>
      new Promise((resolve, reject) => {
        child.once("exit", () => reject(new Error("the feed process stopped before it answered")));
        child.once("message", (reply: FeedProcessReply) => {
          if ("synced" in reply) resolve(reply);
        });
        child.send({ sync: minutes } satisfies FeedProcessRequest);
      }),
    kill: () => killChild(child),
  };
}
