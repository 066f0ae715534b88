import type { Request, RequestHandler } from "express";
import { LISTINGS_PATH } from "#domain/listing.ts";
import { TOUR_FRAME_ORIGINS } from "#domain/listing-tour.ts";
import { UNSUBSCRIBE_PATH } from "#domain/paths.ts";
import { SAVED_SEARCH_UNSUBSCRIBE_PATH } from "#domain/saved-search.ts";
import { readMlsSettings } from "./mls/settings.ts";
import { refuse } from "./request-guards.ts";

/**
 * Content-Security-Policy for a page whose inline scripts carry `scriptSource` ('nonce-…' or
 * hashes); `frameSources`: the players a page may load when asked (a listing's tour).
 */
export function contentSecurityPolicy(
  scriptSources: string[],
  https: boolean,
  frameSources: readonly string[] = [],
) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}`.trim(),
    // Radix and sonner set inline styles; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // The MLS's photos are linked from its provider (docs/decisions/043), once configured.
    ["img-src 'self' data: blob:", readMlsSettings().photoOrigin ?? ""].join(" ").trim(),
    "font-src 'self'",
    "media-src 'self'",
    "connect-src 'self'",
    // The contact page's map loads from OpenStreetMap only when a visitor asks for it.
    ["frame-src https://www.openstreetmap.org", ...frameSources].join(" "),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/**
 * The frames a page's CSP admits beyond the office map: a listing's page (/listings/<slug>) may
 * load its tour's player (YouTube, Vimeo, Matterport) once the visitor asks; no other page may.
 */
export const frameSourcesFor = (path: string): readonly string[] =>
  path.startsWith(`${LISTINGS_PATH}/`) ? TOUR_FRAME_ORIGINS : [];

/**
 * Headers every response carries (the CSP is set per page, since it names that
 * page's scripts; the opener policy only on the staff workspace, server/app.ts).
 */
export function securityHeaders({ https }: { https: boolean }): RequestHandler {
  return (_req, res, next) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader(
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    );
    if (https) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}

/** The request's own origin, as this server saw it (through trusted proxies' X-Forwarded-* headers). */
function ownOrigin(req: Request) {
  return `${req.protocol}://${req.host}`;
}

/**
 * Refuses POSTs that another site's page sent (Origin or Sec-Fetch-Site say
 * so). With this check and SameSite=Lax staff cookies a CSRF token adds
 * nothing (docs/decisions/006).
 * A post is same-origin when its Origin is SITE_URL's origin (the public
 * address, whatever Host a proxy forwards) or the request's own origin (local
 * use on another name or port). The Origin's syntax is checked before this.
 */
export function refuseCrossSitePosts(siteUrl: string): RequestHandler {
  const siteOrigin = new URL(siteUrl).origin;
  return (req, res, next) => {
    if (req.method !== "POST") return next();
    // RFC 8058 one-click unsubscribe (a guest's, a saved search's): the mail provider POSTs from its own site.
    // The unguessable token in the URL is the authority; no form is involved.
    // React Router refuses an action whose Origin is another site's (its own
    // CSRF check), so the Origin is dropped for exactly this path.
    if (req.path === UNSUBSCRIBE_PATH || req.path.startsWith(`${SAVED_SEARCH_UNSUBSCRIBE_PATH}/`)) {
      delete req.headers.origin;
      return next();
    }
    const fetchSite = req.get("sec-fetch-site");
    const origin = req.get("origin");
    // `Origin: null` is a sandboxed page's or a post that a redirect from elsewhere passed on
    // (307): never one of this site's forms, which name their origin.
    const crossSite =
      fetchSite === "cross-site" ||
      (origin !== undefined && origin !== siteOrigin && origin !== ownOrigin(req));
    if (crossSite) {
      refuse(
        res,
        403,
        "Forms on this site accept submissions from this site only.",
        "cross-site post",
      );
      return;
    }
    next();
  };
}

/**
 * React Router refuses an action (400) whose Origin differs from the request
 * URL's origin, and @react-router/express builds that URL from Host and
 * X-Forwarded-Proto: behind a TLS proxy that rewrites Host or sends no
 * X-Forwarded-Proto the URL is http://127.0.0.1:3000/... while the browser
 * says https://www.example.com. When the browser names SITE_URL's origin, the
 * request is handed on as addressed to SITE_URL, which is where it was sent.
 */
export function addressRequestsFromTheSiteToSiteUrl(siteUrl: string): RequestHandler {
  const site = new URL(siteUrl);
  const protocol = site.protocol.slice(0, -1);
  return (req, _res, next) => {
    if (req.get("origin") !== site.origin || ownOrigin(req) === site.origin) return next();
    req.headers.host = site.host;
    delete req.headers["x-forwarded-host"];
    Object.defineProperty(req, "protocol", { value: protocol, configurable: true });
    next();
  };
}
