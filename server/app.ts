import { randomBytes, randomUUID } from "node:crypto";
import { extname, join } from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import { createRequestHandler as createFetchHandler, type ServerBuild } from "react-router";
import { UPLOADED_IMAGES_PATH } from "#domain/images/image-slots.ts";
import { isStaffPath } from "#domain/paths.ts";
import { isKeptUntilContentChanges } from "#server/page-patterns.ts";
import { type LogEntry, logEachRequest } from "./access-log.ts";
import { SPECIAL_CONTENT_TYPES } from "./built-origin.ts";
import { servePhotoVariants } from "./content/photos.ts";
import type { PublicContent } from "./content/public-pages.ts";
import { keepContentPages } from "./content-pages.ts";
import type { Database } from "./db/client.ts";
import { createFormTokenProblems } from "./form-token-problems.ts";
import { noteVisits } from "./insights/visit-cookie.ts";
import type { LeadService } from "./leads.ts";
import type { PrerenderedPage } from "./prerendered-pages.ts";
import type { RateLimiter } from "./rate-limiter.ts";
import { checkRequests } from "./request-checks.ts";
import { contentSecurityPolicy, frameSourcesFor, securityHeaders } from "./security-headers.ts";
import type { StaffServices } from "./staff/auth-services.ts";

/** Hashed build assets never change under their name: cache for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Images, icons and media keep their names when replaced: a day, then revalidate. */
const STATIC_FILES = "public, max-age=86400, stale-while-revalidate=604800";
/** Pages change with every deploy: always revalidate (ETag makes that cheap). */
const REVALIDATE = "no-cache";
/** A page answered with the visit cookie: the same, but no shared cache may keep (and replay) it. */
const PRIVATE_REVALIDATE = "private, no-cache";
/** Per-request responses (pages with a form token, form results, health): never stored. */
const NO_STORE = "no-store";

export type AppOptions = {
  /** The app's server build, or (in development) a function that loads the current one. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Production: build/client, the hashed assets and public files. */
  clientDir?: string;
  /** Production: the pages answered from files (build/prerendered.json). */
  prerendered?: Map<string, PrerenderedPage>;
  /** Production: the CSP sources of the build's inline scripts, for the kept pages (server/inline-scripts.ts). */
  inlineScriptHashes?: string[];
  /** Development: Vite's middleware, which serves modules, public files and hot updates. */
  devMiddleware?: express.RequestHandler;
  db: Database;
  /** The public pages' reads from the content tables, through the process's cache. */
  content: PublicContent;
  /** The content's generation (server/content/version.ts): a new one drops the kept pages. */
  contentGeneration: () => number;
  leads: LeadService;
  rateLimiter: RateLimiter;
  staff: StaffServices;
  https: boolean;
  /** SITE_URL: the public origin that form posts come from. */
  siteUrl: string;
  /** TRUST_PROXY_HOPS: reverse proxies in front whose X-Forwarded-* headers are believed. */
  trustProxyHops: number;
  /** Counts public pages' views as they are served (server/insights/page-views.ts); absent: none counted. */
  countPageViews?: express.RequestHandler;
  /** Answers /healthz: resolves when the database is reachable. */
  checkHealth: () => Promise<void>;
  log?: (entry: LogEntry) => void;
};

export function createApp({
  build,
  clientDir,
  prerendered = new Map(),
  inlineScriptHashes = [],
  devMiddleware,
  db,
  content,
  contentGeneration,
  leads,
  rateLimiter,
  staff,
  https,
  siteUrl,
  trustProxyHops,
  checkHealth,
  countPageViews,
  log = (e) => console.log(JSON.stringify(e)),
}: AppOptions) {
  const app = express();
  const formTokenProblems = createFormTokenProblems();
  app.disable("x-powered-by");
  app.set("etag", false);
  app.set("trust proxy", trustProxyHops);

  app.use(logEachRequest(log));
  app.use(compression());
  app.use(securityHeaders({ https }));
  app.use(checkRequests({ siteUrl, trustProxyHops }));
  // The workspace's open houses were under /staff/events until 2026-11-27: bookmarks still land
  // (a visitor without a session is then sent to the login page by the new page's guard).
  app.get(/^\/staff\/events(?=\/|$)/, (req, res) => {
    res.redirect(301, req.url.replace(/^\/staff\/events/, "/staff/open-houses"));
  });

  /** A page kept in memory (prerendered or kept until the content changes), with its own CSP. */
  const sendKeptPage = (req: express.Request, res: express.Response, page: PrerenderedPage) => {
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(page.scriptHashes, https));
    res.type(page.type);
    res.setHeader("Cache-Control", res.hasHeader("Set-Cookie") ? PRIVATE_REVALIDATE : REVALIDATE);
    res.setHeader("Vary", "Accept-Encoding");
    // The brotli copy where the browser takes brotli; the compression middleware otherwise.
    const brotli = page.brotli && req.acceptsEncodings("br") === "br" ? page.brotli : undefined;
    const etag = brotli?.etag ?? page.etag;
    res.setHeader("ETag", etag);
    if (req.get("if-none-match") === etag) {
      res.status(304).end();
      return;
    }
    if (brotli) res.setHeader("Content-Encoding", "br").send(brotli.body);
    else res.send(page.body);
  };

  app.get("/healthz", async (_req, res) => {
    try {
      await checkHealth();
      res
        .set("Cache-Control", NO_STORE)
        .json({ status: "ok", formTokenProblems: formTokenProblems.counts() });
    } catch (error) {
      res
        .status(503)
        .set("Cache-Control", NO_STORE)
        .json({ status: "unavailable", error: String(error) });
    }
  });

  // Where the visit came from, noted on its first page (the pages kept in memory included).
  app.use(noteVisits({ siteUrl, https }));
  if (countPageViews) app.use(countPageViews);

  // Photos uploaded in /staff, stored in the database under a content hash (immutable).
  app.get(`${UPLOADED_IMAGES_PATH}/:file`, servePhotoVariants(db, IMMUTABLE));

  if (devMiddleware) app.use(devMiddleware);
  // Before the build's files: a build served under another SITE_URL answers its rewritten
  // resource files (sitemap, feed) from here (server/prerendered-pages.ts).
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const page = prerendered.get(req.path.length > 1 ? req.path.replace(/\/+$/, "") : req.path);
    if (!page) return next();
    if (req.path.length > 1 && req.path.endsWith("/")) {
      res.redirect(301, req.originalUrl.replace(/^([^?]*?)\/+(\?|$)/, "$1$2"));
      return;
    }
    sendKeptPage(req, res, page);
  });

  // The pages that show the team's content: rendered on first request, kept until it changes.
  const renderKept = typeof build === "function" ? null : createFetchHandler(build, "production");
  if (renderKept) {
    const keptPages = keepContentPages({
      render: (path) =>
        renderKept(new Request(new URL(path, siteUrl)), {
          // No nonce: like a prerendered page, its inline scripts are allowed by their hashes.
          db,
          content,
          leads,
          rateLimiter,
          staff,
          formToken: randomUUID(),
          formTokenProblems,
          clientIp: "kept-page",
        }),
      scriptHashes: inlineScriptHashes,
      isKept: isKeptUntilContentChanges,
      generation: contentGeneration,
      send: sendKeptPage,
      log,
    });
    app.use(keptPages.serve);
  }

  if (clientDir) app.use(staticFiles(clientDir));

  // A missing image or video is a plain 404, not a rendered page.
  app.use(["/images", "/media", "/og"], (_req, res) => {
    res.status(404).type("text/plain").send("Not found");
  });

  const handler = createRequestHandler({
    build,
    getLoadContext: (req, res) => ({
      cspNonce: res.locals.cspNonce as string,
      formToken: randomUUID(),
      formTokenProblems,
      db,
      content,
      leads,
      rateLimiter,
      staff,
      clientIp: req.ip ?? "unknown",
    }),
  });
  app.use((req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader(
      "Content-Security-Policy",
      contentSecurityPolicy([`'nonce-${nonce}'`], https, frameSourcesFor(req.path)),
    );
    res.setHeader("Cache-Control", NO_STORE);
    if (isStaffPath(req.path)) {
      // The team's workspace is for nobody's search results (its pages also carry the meta tag).
      res.setHeader("X-Robots-Tag", "noindex");
      // Its pages hold leads: no other site's window may keep a handle on them. Public pages hold
      // nothing of anyone's and go without: the policy puts every arrival in a freshly started
      // renderer, whose start-up Lighthouse counts as blocking time (docs/decisions/023).
      res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    }
    next();
  });
  app.all("/{*splat}", handler);
  return app;
}

/**
 * The build's static files: hashed assets (a year), public files (a day), and
 * the prerendered data and resource files (always revalidated). Prerendered
 * pages are answered by their URL (with their CSP), never as .html files.
 */
function staticFiles(clientDir: string) {
  const router = express.Router();
  // /assets never falls through: a missing hashed file is a plain 404, not a page render.
  // A browser that takes brotli gets the build's copy (file.br, highest quality: scripts
  // 13% smaller than gzip, and smaller than the per-response compression's brotli).
  router.use(
    "/assets",
    expressStaticGzip(join(clientDir, "assets"), {
      enableBrotli: true,
      orderPreference: ["br"],
      index: false,
      serveStatic: {
        index: false,
        fallthrough: false,
        setHeaders: (res) => res.setHeader("Cache-Control", IMMUTABLE),
      },
    }),
  );
  const files = express.static(clientDir, {
    index: false,
    redirect: false,
    setHeaders(res, path) {
      const type = SPECIAL_CONTENT_TYPES[extname(path)];
      if (type) res.setHeader("Content-Type", type);
      res.setHeader(
        "Cache-Control",
        // The kiosk's service worker too: a new deploy must reach the tablets at once.
        /\.(data|xml|txt|webmanifest)$|kiosk-sw\.js$/.test(path) ? REVALIDATE : STATIC_FILES,
      );
    },
  });
  router.use((req, res, next) => (req.path.endsWith(".html") ? next() : files(req, res, next)));
  return router;
}
