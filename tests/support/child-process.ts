/**
 * A server or worker as a child process of a test or benchmark, bundled as the project's scripts
 * are (esbuild, packages left external), for the ones that kill it with SIGKILL mid-work and start
 * it again (server/outbox/hand-off-crash.test.ts, the MLS feed's crash test and benchmark).
 */
import { type ChildProcess, fork } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { basename, join } from "node:path";
import { build } from "esbuild";

/** The project: the tests and the npm scripts (whose bundles live in build/) run from it. */
export const ROOT = process.cwd();

/** Bundles `entry` (a path in the project) once; returns where, and how to remove the bundle. */
export async function bundleChild(entry: string) {
  // Inside the project, so the bundle's bare imports resolve to its node_modules (whose .cache a
  // fresh install does not have yet).
  const cache = join(ROOT, "node_modules", ".cache");
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, `${basename(entry, ".ts")}-`));
  const file = join(dir, "child.js");
  await build({
    entryPoints: [join(ROOT, entry)],
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    outfile: file,
    logLevel: "warning",
  });
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Starts a bundle with only PATH, NODE_ENV=test and `env` in its environment, and waits for its
 * first message (it sends one when ready); `what` names it when it stops before that.
 */
export async function startChild(
  file: string,
  env: Record<string, string | undefined>,
  what: string,
): Promise<ChildProcess> {
  const child = fork(file, [], {
    cwd: ROOT,
    execArgv: [],
    stdio: ["ignore", "ignore", "inherit", "ipc"],
    env: { PATH: process.env.PATH, NODE_ENV: "test", ...env },
  });
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`${what} stopped on start (${code})`)));
    child.once("message", () => resolve());
  });
  return child;
}

/** Ends a child at once, as `kill -9` does, and waits until it is gone. */
export async function killChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;
}

/**
 * Asks a child over IPC: each request carries a number `ask`, and the child's reply with the same
 * number answers it; a child that stops first rejects every open question.
 */
export function askingChild<Request extends { ask: number }, Reply>(child: ChildProcess) {
  let asked = 0;
  const waiting = new Map<
    number,
    { resolve: (reply: Reply) => void; reject: (error: Error) => void }
  >();
  child.on("message", (reply: Reply & { ask?: number }) => {
    if (reply.ask !== undefined) waiting.get(reply.ask)?.resolve(reply);
  });
  child.once("exit", () => {
    for (const { reject } of waiting.values())
      reject(new Error("the child stopped before it answered"));
  });
  return (request: Request extends unknown ? Omit<Request, "ask"> : never) => {
    asked += 1;
    const id = asked;
    return new Promise<Reply>((resolve, reject) => {
      if (child.exitCode !== null || child.signalCode !== null)
        return reject(new Error("the child is not running"));
      waiting.set(id, { resolve, reject });
      child.send({ ...request, ask: id });
    }).finally(() => waiting.delete(id));
  };
}
