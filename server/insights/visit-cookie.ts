/**
 * The visit cookie (issue 44 §1, docs/decisions/040): the first page of a visit notes where the
 * visit came from (domain/attribution.ts) in a first-party cookie that holds only those fields,
 * and every lead form sent during the visit reads it back. It lasts as long as the browser's
 * session and is not signed: the decision record says why.
 */
import type { RequestHandler } from "express";
import {
  carriesCampaign,
  decodeVisitCookie,
  encodeVisitCookie,
  type LeadAttribution,
  visitAttribution,
} from "#domain/attribution.ts";
import { isStaffPath } from "#domain/paths.ts";

export const VISIT_COOKIE = "visit";

/** Not pages a visitor lands on: the team's kiosk, the framework's own fetches. */
const isKiosk = (url: URL) => url.pathname === "/event/sign-in" && url.searchParams.has("kiosk");

/** A page address: no file extension (assets, images, feeds, `.data` fetches all have one). */
const isPagePath = (path: string) =>
  !isStaffPath(path) && !/^\/(__|@)/.test(path) && !/\.[a-z0-9]+$/i.test(path);

/** A public page a visitor reads: what the visit cookie notes and the page-view counter counts. */
export const isCountedPage = (path: string, query: Record<string, unknown>) =>
  isPagePath(path) && !(path === "/event/sign-in" && "kiosk" in query);

/** One cookie's raw value from a Cookie header (the visit cookie's is a query string, cookie-safe as it is). */
function cookieValue(header: string | null | undefined, name: string) {
  for (const part of header?.split(";") ?? []) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * Sets the visit cookie on the first page of a visit, and on a page whose URL carries a campaign
 * (a new campaign is a new visit, as analytics tools count it). A response that sets it is for
 * this browser alone: the page's sender marks it private (server/app.ts).
 */
export function noteVisits({
  siteUrl,
  https,
}: {
  siteUrl: string;
  https: boolean;
}): RequestHandler {
  const siteHosts = [new URL(siteUrl).hostname];
  return (req, res, next) => {
    if (req.method !== "GET" || !isPagePath(req.path)) return next();
    const url = new URL(req.originalUrl, siteUrl);
    if (isKiosk(url)) return next();
    const existing = decodeVisitCookie(cookieValue(req.get("cookie"), VISIT_COOKIE));
    if (existing && !carriesCampaign(url)) return next();
    const visit = visitAttribution(url, req.get("referer"), [...siteHosts, req.hostname]);
    res.append(
      "Set-Cookie",
      `${VISIT_COOKIE}=${encodeVisitCookie(visit)}; Path=/; HttpOnly; SameSite=Lax${https ? "; Secure" : ""}`,
    );
    next();
  };
}

/**
 * A lead's attribution from the post that sent it: the visit's cookie and the page the form was
 * on (the Referer, which this site's Referrer-Policy keeps whole for its own pages; else the
 * form's own address). Null without a visit cookie: nothing is known of where she came from.
 */
export function leadAttributionOf(request: Request): LeadAttribution | null {
  const visit = decodeVisitCookie(cookieValue(request.headers.get("cookie"), VISIT_COOKIE));
  if (!visit) return null;
  const action = new URL(request.url);
  let formPage = action.pathname;
  const referrer = request.headers.get("referer");
  if (referrer && URL.canParse(referrer)) {
    const from = new URL(referrer);
    if (from.host === action.host) formPage = from.pathname;
  }
  return { ...visit, formPage: formPage.slice(0, 200) };
}
