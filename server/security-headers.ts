import type { RequestHandler } from "express";

/** Content-Security-Policy for a page whose inline scripts carry `scriptSource` ('nonce-…' or hashes). */
export function contentSecurityPolicy(scriptSources: string[], https: boolean) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}`.trim(),
    // Radix and sonner set inline styles; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "media-src 'self'",
    "connect-src 'self'",
    // The contact page's map loads from OpenStreetMap only when a visitor asks for it.
    "frame-src https://www.openstreetmap.org",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** Headers every response carries (the CSP is set per page, since it names that page's scripts). */
export function securityHeaders({ https }: { https: boolean }): RequestHandler {
  return (_req, res, next) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader(
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    );
    if (https) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}

/** The List-Unsubscribe URL's path: the one POST endpoint other sites may reach. */
export const ONE_CLICK_UNSUBSCRIBE_PATH = "/unsubscribe";

/**
 * Refuses POSTs that another site's page sent (Origin or Sec-Fetch-Site say
 * so). With no sessions or cookies there is nothing for a CSRF token to add.
 */
export const refuseCrossSitePosts: RequestHandler = (req, res, next) => {
  if (req.method !== "POST") return next();
  // RFC 8058 one-click unsubscribe: the mail provider POSTs from its own site.
  // The unguessable token in the URL is the authority; no form is involved.
  // React Router refuses an action whose Origin is another site's (its own
  // CSRF check), so the Origin is dropped for exactly this path.
  if (req.path === ONE_CLICK_UNSUBSCRIBE_PATH) {
    delete req.headers.origin;
    return next();
  }
  const fetchSite = req.get("sec-fetch-site");
  const origin = req.get("origin");
  const crossSite =
    fetchSite === "cross-site" ||
    (origin && origin !== "null" && new URL(origin).host !== req.get("host"));
  if (crossSite) {
    res
      .status(403)
      .type("text/plain")
      .send("Forms on this site accept submissions from this site only.");
    return;
  }
  next();
};
