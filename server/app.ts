import { randomBytes, randomUUID } from "node:crypto";
import { join } from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import { limitRequestBodies } from "./body-limit.ts";
import type { LeadService } from "./leads.ts";
import { optimizeRenderedPages } from "./optimize-rendered.ts";
import { loadPrerenderedPages, renderPrerendered } from "./prerendered-pages.ts";
import type { RateLimiter } from "./rate-limiter.ts";
import { closeConnectionsWithUnreadBodies, refuseMalformedHeaders } from "./request-guards.ts";
import {
  addressRequestsFromTheSiteToSiteUrl,
  contentSecurityPolicy,
  refuseCrossSitePosts,
  securityHeaders,
} from "./security-headers.ts";

/** Hashed build assets never change under their name: cache for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Images, icons and media keep their names when replaced: a day, then revalidate. */
const STATIC_FILES = "public, max-age=86400, stale-while-revalidate=604800";
/** Pages change with every deploy: always revalidate (ETag makes that cheap). */
const REVALIDATE = "no-cache";
/** Pages with a per-request form token: revalidate, and only in the visitor's own cache. */
const PRIVATE_REVALIDATE = "private, no-cache";
/** Per-request responses (form results, sign-in pages, health): never stored. */
const NO_STORE = "no-store";

export type AppOptions = {
  build: ServerBuild;
  /** build/client: prerendered pages and static files. */
  clientDir: string;
  leads: LeadService;
  rateLimiter: RateLimiter;
  https: boolean;
  /** SITE_URL: the public origin that form posts come from. */
  siteUrl: string;
  /** TRUST_PROXY_HOPS: reverse proxies in front whose X-Forwarded-* headers are believed. */
  trustProxyHops: number;
  /** Answers /healthz: resolves when the database is reachable. */
  checkHealth: () => Promise<void>;
  log?: (entry: Record<string, unknown>) => void;
};

export function createApp({
  build,
  clientDir,
  leads,
  rateLimiter,
  https,
  siteUrl,
  trustProxyHops,
  checkHealth,
  log = (e) => console.log(JSON.stringify(e)),
}: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  app.set("trust proxy", trustProxyHops);

  // One structured line per request.
  app.use((req, res, next) => {
    const start = process.hrtime.bigint();
    res.on("finish", () => {
      log({
        level: "info",
        method: req.method,
        path: req.originalUrl,
        status: res.statusCode,
        ms: Number((process.hrtime.bigint() - start) / 1_000n) / 1000,
        bytes: Number(res.getHeader("content-length") ?? 0) || undefined,
        refused: res.locals.refused,
      });
    });
    next();
  });
  app.use(compression());
  app.use(securityHeaders({ https }));
  app.use(closeConnectionsWithUnreadBodies);
  app.use(refuseMalformedHeaders({ trustProxyHops }));
  app.use(limitRequestBodies());
  app.use(refuseCrossSitePosts(siteUrl));
  app.use(addressRequestsFromTheSiteToSiteUrl(siteUrl));

  app.get("/healthz", async (_req, res) => {
    try {
      await checkHealth();
      res.set("Cache-Control", NO_STORE).json({ status: "ok" });
    } catch (error) {
      res
        .status(503)
        .set("Cache-Control", NO_STORE)
        .json({ status: "unavailable", error: String(error) });
    }
  });

  // /assets never falls through: a missing hashed file is a plain 404, not a page render.
  app.use(
    "/assets",
    express.static(join(clientDir, "assets"), {
      index: false,
      fallthrough: false,
      setHeaders: (res) => res.setHeader("Cache-Control", IMMUTABLE),
    }),
  );
  const staticFiles = express.static(clientDir, {
    index: false,
    redirect: false,
    setHeaders(res, path) {
      if (path.endsWith(".data")) res.setHeader("Content-Type", "text/x-script");
      res.setHeader(
        "Cache-Control",
        path.endsWith(".data") || path.endsWith(".xml") || path.endsWith(".txt")
          ? REVALIDATE
          : STATIC_FILES,
      );
    },
  });
  // Prerendered pages are served below under their own URL (with their CSP and form token), never as files.
  app.use((req, res, next) => (req.path.endsWith(".html") ? next() : staticFiles(req, res, next)));

  // A missing image or video is a plain 404, not a rendered page.
  app.use(["/images", "/media", "/og"], (_req, res) => {
    res.status(404).type("text/plain").send("Not found");
  });

  const pages = loadPrerenderedPages(clientDir);
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const page = pages.get(req.path.length > 1 ? req.path.replace(/\/+$/, "") : req.path);
    if (!page) return next();
    if (req.path.length > 1 && req.path.endsWith("/")) {
      res.redirect(301, req.originalUrl.replace(/^([^?]*?)\/+(\?|$)/, "$1$2"));
      return;
    }
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(page.scriptHashes, https));
    res.type("html");
    if (page.parts.length > 1) {
      res.setHeader("Cache-Control", PRIVATE_REVALIDATE);
      res.send(renderPrerendered(page));
      return;
    }
    res.setHeader("Cache-Control", REVALIDATE);
    res.setHeader("ETag", page.etag);
    if (req.get("if-none-match") === page.etag) {
      res.status(304).end();
      return;
    }
    res.send(page.parts[0]);
  });

  const handler = createRequestHandler({
    build,
    getLoadContext: (req, res) => ({
      cspNonce: res.locals.cspNonce as string,
      formToken: randomUUID(),
      leads,
      rateLimiter,
      clientIp: req.ip ?? "unknown",
    }),
  });
  app.use((_req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonce}'`], https));
    res.setHeader("Cache-Control", NO_STORE);
    next();
  });
  app.use(optimizeRenderedPages(clientDir));
  app.all("/{*splat}", handler);
  return app;
}
