/**
 * A server that counts page views as server/app.ts does (the counter before every page) and answers
 * each path with a page (a 404 for /missing), for the counter's tests: one per process they stand
 * for, each on its own database handle.
 */
import express from "express";
import type { Database } from "#server/db/client.ts";
import { createPageViewCounter } from "#server/insights/page-views.ts";
import { loopbackPort } from "./loopback-port.ts";

export const COUNTED_SITE = "https://www.example.com";
export const DESKTOP_AGENT = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0 Safari/537.36";

export async function startCountingServer(
  db: Database,
  { now, log = () => {} }: { now: () => Date; log?: (entry: Record<string, unknown>) => void },
) {
  const counter = createPageViewCounter({
    db,
    siteUrl: COUNTED_SITE,
    // Every process on one database shares it, so one visitor has one hash in each.
    secret: "page-view-test-secret",
    now,
    log,
    // The tests flush when they mean to.
    flushEveryMs: 3_600_000,
  });
  const app = express();
  // The visitor's address as a proxy passes it, so each test visitor has her own.
  app.set("trust proxy", 1);
  app.use(counter.count);
  app.use((req, res) => {
    if (req.path === "/missing") res.status(404).send("no");
    else res.send("page");
  });
  const server = app.listen(0, "127.0.0.1");
  const base = `http://127.0.0.1:${await loopbackPort(server)}`;
  return {
    counter,
    /** One reading of `path` by the visitor at address `ip` (a desktop browser unless told). */
    visit: (path: string, ip: string, headers: Record<string, string> = {}) =>
      fetch(`${base}${path}`, {
        headers: { "User-Agent": DESKTOP_AGENT, "X-Forwarded-For": ip, ...headers },
      }).then((res) => res.text()),
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await counter.stop();
    },
  };
}
