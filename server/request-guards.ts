import { isIP } from "node:net";
import type { Request, RequestHandler, Response } from "express";
import { isStaffPath, STAFF_PATH } from "#domain/paths.ts";

/**
 * Answers a request the server will not handle, as plain text. `reason` goes
 * into the request's one log line (server/app.ts logs `res.locals.refused`),
 * so a refusal is one structured line, never a stack trace.
 */
export function refuse(res: Response, status: number, message: string, reason: string) {
  res.locals.refused = reason;
  res.status(status).type("text/plain").send(message);
}

/** True while part of the request body is still on the wire (nobody read it to the end). */
function bodyUnread(req: Request) {
  const hasBody =
    req.headers["transfer-encoding"] !== undefined || Number(req.get("content-length")) > 0;
  return hasBody && !req.complete;
}

/**
 * Answers with `Connection: close` whenever the request body was not read to
 * the end (413, a 400 or 403 before reading, 429, ...). Otherwise Node keeps
 * the socket for the next request while the rest of the body is still
 * arriving on it, and that next request fails with ECONNRESET.
 */
export const closeConnectionsWithUnreadBodies: RequestHandler = (req, res, next) => {
  const writeHead = res.writeHead;
  // Every response passes through writeHead (res.end calls it implicitly): the last moment a header can be set.
  res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
    if (bodyUnread(req) && !res.headersSent) res.setHeader("Connection", "close");
    return writeHead.apply(this, args);
  } as Response["writeHead"];
  next();
};

/** A hostname or IPv4 address, or a bracketed IPv6 address, then an optional port. */
const HOST =
  /^(?:[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

export function isValidHost(value: string) {
  const match = HOST.exec(value);
  if (!match) return false;
  if (match[1] !== undefined && Number(match[1]) > 65535) return false;
  if (value.startsWith("[")) {
    const end = value.indexOf("]");
    return isIP(value.slice(1, end)) === 6;
  }
  return true;
}

/** An Origin header is "null" or exactly a serialized http(s) origin (scheme://host[:port]). */
export function isValidOrigin(value: string) {
  if (value === "null") return true;
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    (url.protocol === "http:" || url.protocol === "https:") && url.origin === value.toLowerCase()
  );
}

/** The comma-separated entries of a header that proxies append to. */
const entries = (value: string) => value.split(",").map((entry) => entry.trim());

/**
 * Refuses requests whose Host, Origin or (when proxies are trusted)
 * X-Forwarded-Host/-Proto/-For cannot be parsed, with a 400 instead of a
 * crash deeper down: the framework builds the request URL from these headers.
 * Without trusted proxies the X-Forwarded-* headers are ignored, so they are not judged.
 */
export function refuseMalformedHeaders({
  trustProxyHops,
}: {
  trustProxyHops: number;
}): RequestHandler {
  return (req, res, next) => {
    const bad = (header: string) =>
      refuse(res, 400, `Malformed ${header} header.`, `malformed ${header} header`);
    // HTTP/1.0 allows a request without Host; the framework cannot build a URL without one.
    const host = req.get("host");
    if (host === undefined || !isValidHost(host)) return bad("Host");
    const origin = req.get("origin");
    if (origin !== undefined && !isValidOrigin(origin)) return bad("Origin");
    if (trustProxyHops > 0) {
      const forwardedHost = req.get("x-forwarded-host");
      if (forwardedHost !== undefined && !entries(forwardedHost).every(isValidHost))
        return bad("X-Forwarded-Host");
      const forwardedProto = req.get("x-forwarded-proto");
      if (
        forwardedProto !== undefined &&
        !entries(forwardedProto).every((proto) => proto === "http" || proto === "https")
      )
        return bad("X-Forwarded-Proto");
      // req.ip is the address `trustProxyHops` entries from the right of X-Forwarded-For.
      if (!req.ip || isIP(req.ip) === 0) return bad("X-Forwarded-For");
    }
    next();
  };
}

/** The methods the site answers: its pages are read, and its forms posted. */
const METHODS = ["GET", "HEAD", "POST"];

/**
 * Any other method (PUT, DELETE, OPTIONS, TRACE…) gets a 405 naming the ones
 * allowed, before the framework sees it: the framework cannot build a Fetch
 * Request for TRACE at all (a 500), and would answer the rest with a page.
 */
export const refuseUnsupportedMethods: RequestHandler = (req, res, next) => {
  if (METHODS.includes(req.method)) return next();
  res.setHeader("Allow", METHODS.join(", "));
  refuse(res, 405, "Method not allowed.", "method not allowed");
};

/**
 * A path whose percent-encoding is broken (`/%E0%A4%A`) gets a 400 and one log
 * line here; further in, the router's path matching throws on it, and Express
 * logs each such request with a stack trace, which anyone could use to flood the log.
 */
export const refuseMalformedPaths: RequestHandler = (req, res, next) => {
  try {
    decodeURIComponent(req.path);
  } catch {
    return refuse(res, 400, "Malformed URL.", "malformed URL");
  }
  next();
};

/** A `.` or `..` segment, percent-encoded or not, as a URL parser reads it (WHATWG URL). */
const SINGLE_DOT = /^(?:\.|%2e)$/i;
const DOUBLE_DOT = /^(?:\.|%2e){2}$/i;

/**
 * The path with its `.` and `..` segments resolved and repeated slashes made one: the page the
 * framework serves for it (it parses the URL, then matches routes segment by segment).
 */
export function resolvePath(path: string): string {
  const parts = path.split("/").slice(1);
  const kept: string[] = [];
  parts.forEach((part, index) => {
    const up = DOUBLE_DOT.test(part);
    if (up) kept.pop();
    if (!up && !SINGLE_DOT.test(part) && part !== "") kept.push(part);
    // A path ending in a slash or a dot segment names a directory: it keeps its final slash.
    else if (index === parts.length - 1) kept.push("");
  });
  return `/${kept.join("/")}`;
}

/**
 * The workspace's prefix in its one spelling. The framework matches paths in any letter case,
 * and decoded, so `/STAFF/leads` and `/%73taff/leads` are the inbox too; the decoded path keeps
 * `?` and `#` encoded, so it names the same page.
 */
function plainStaffPrefix(path: string) {
  if (isStaffPath(path)) return path;
  if (isStaffPath(path.toLowerCase())) return `${STAFF_PATH}${path.slice(STAFF_PATH.length)}`;
  // refuseMalformedPaths has already answered a path that does not decode.
  const decoded = resolvePath(decodeURIComponent(path));
  if (!isStaffPath(decoded.toLowerCase())) return path;
  const rest = encodeURI(decoded.slice(STAFF_PATH.length)).replace(/[?#]/g, encodeURIComponent);
  return `${STAFF_PATH}${rest}`;
}

/**
 * Every rule on paths (the workspace's private headers, the body limits, the cross-site
 * exemption) tests the raw path, case-sensitively, while the framework serves
 * `/./staff/leads`, `//staff`, `/staff/../staff`, `/%2e/staff`, `/STAFF` or `/%73taff` as a
 * workspace page. Any such spelling is sent to the plain path, its method, body and query
 * kept (308), so each rule sees the page that will answer.
 */
export const normalisePaths: RequestHandler = (req, res, next) => {
  const path = plainStaffPrefix(resolvePath(req.path));
  if (path === req.path) return next();
  const query = req.originalUrl.indexOf("?");
  res.redirect(308, `${path}${query === -1 ? "" : req.originalUrl.slice(query)}`);
};
