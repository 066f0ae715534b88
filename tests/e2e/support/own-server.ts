/**
 * A server process of a test's own, beside the one playwright.config.ts
 * starts: on a free port, with its own data folder, its output kept so that a
 * server which stops or never answers fails the test with what it printed.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Page } from "@playwright/test";
import { simpleParser } from "mailparser";
import { freePort } from "../../support/free-port.ts";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));

export type OwnServer = {
  port: number;
  /** http://localhost:PORT, the SITE_URL the server takes by default. */
  origin: string;
  dataDir: string;
  /** The server's stdout/stderr lines so far. */
  lines: () => string[];
  /** Raw text of the mails it wrote (no SMTP: .eml files). */
  mails: () => string[];
  stop: () => Promise<void>;
};

type Options = {
  /** server/start.js (production) or server/dev.js (`npm run dev`). */
  entry: "server/start.js" | "server/dev.js";
  /** Its environment, or a function of its port (for a SITE_URL on that port). */
  env?: Record<string, string> | ((port: number) => Record<string, string>);
  /** How long it may take to answer /healthz. */
  startTimeout: number;
  /** A data folder prepared beforehand (a database with rows a test needs); by default a new one. */
  dataDir?: string;
};

export async function startOwnServer({
  entry,
  env = {},
  startTimeout,
  dataDir = mkdtempSync(join(tmpdir(), "own-server-")),
}: Options) {
  const port = await freePort();
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SMTP_URL: "",
      DATABASE_URL: "",
      TRUST_PROXY_HOPS: "",
      ...(typeof env === "function" ? env(port) : env),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let pending = "";
  const collect = (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    output.push(...lines);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const printed = () => [...output, pending].join("\n");
  try {
    await expect
      .poll(
        async () => {
          if (child.exitCode !== null) throw new Error(`${entry} exited:\n${printed()}`);
          return fetch(`http://127.0.0.1:${port}/healthz`).then(
            (response) => response.status,
            () => 0,
          );
        },
        { timeout: startTimeout, message: `${entry} answers /healthz` },
      )
      .toBe(200);
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(`${(error as Error).message}\n--- ${entry} printed:\n${printed()}`);
  }
  const server: OwnServer = {
    port,
    origin: `http://localhost:${port}`,
    dataDir,
    lines: () => [...output],
    mails: () => {
      const folder = join(dataDir, "mail");
      try {
        return readdirSync(folder).map((name) => readFileSync(join(folder, name), "utf8"));
      } catch {
        return [];
      }
    },
    async stop() {
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

/** Logs a member of `server`'s team in through the link her login mail carries; ends on `next`. */
export async function logInToOwnServer(page: Page, server: OwnServer, email: string, next: string) {
  const before = server.mails().length;
  await page.goto(`${server.origin}/staff/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByRole("button", { name: "E-mail me a login link" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  // The link in a login mail that came after this request (an older one is spent).
  let link = "";
  await expect
    .poll(async () => {
      for (const raw of server.mails().slice(before)) {
        const text = (await simpleParser(raw)).text ?? "";
        link = /https?:\/\/\S+\/staff\/login\/[\w-]+(\?next=\S+)?/.exec(text)?.[0] ?? link;
      }
      return link;
    })
    .not.toBe("");
  await page.goto(link);
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(new RegExp(next.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
}
