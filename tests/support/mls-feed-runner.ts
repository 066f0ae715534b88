/**
 * Starts tests/support/mls-feed-process.ts as a child process (bundled as the project's scripts
 * are: esbuild, packages left external) and talks to it: the crash test kills it with SIGKILL,
 * the benchmark reads its time and peak memory apart from the stub's.
 */
import { type ChildProcess, fork } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import type { FeedProcessReply, FeedProcessRequest } from "./mls-feed-process.ts";

/** The project: the tests and the npm scripts (whose bundles live in build/) run from it. */
const ROOT = process.cwd();

export type FeedProcess = {
  child: ChildProcess;
  /** Lets `minutes` pass on its clock and waits until a sync finished or failed. */
  sync: (minutes?: number) => Promise<Extract<FeedProcessReply, { synced: unknown }>>;
  /** Ends it at once, as `kill -9` does, and waits until it is gone. */
  kill: () => Promise<void>;
};

/** Bundles the feed process once; returns where, and how to remove the bundle. */
export async function bundleFeedProcess() {
  // Inside the project, so the bundle's bare imports resolve to its node_modules.
  const cache = join(ROOT, "node_modules", ".cache");
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, "mls-feed-"));
  await build({
    entryPoints: [join(ROOT, "tests/support/mls-feed-process.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    outfile: join(dir, "feed.js"),
    logLevel: "warning",
  });
  return {
    file: join(dir, "feed.js"),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export async function startFeedProcess(
  file: string,
  env: Record<string, string | undefined>,
): Promise<FeedProcess> {
  const child = fork(file, [], {
    cwd: ROOT,
    execArgv: [],
    stdio: ["ignore", "ignore", "inherit", "ipc"],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "test",
      MLS_MIGRATIONS: join(ROOT, "server/db/migrations"),
      ...env,
    },
  });
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the feed process stopped on start (${code})`)));
    child.once("message", () => resolve());
  });
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
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      await exited;
    },
  };
}
