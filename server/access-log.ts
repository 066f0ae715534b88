import type { RequestHandler } from "express";

export type LogEntry = Record<string, unknown>;

/** Path segments that are secrets: the e-mailed login link's token (`/staff/login/:token`). */
const SECRET_SEGMENTS = /^(\/staff\/login\/)(?!passkey$)[^/]+/;

/**
 * What the log keeps of a request's URL: the path with secret segments
 * replaced, and the names of the query's parameters without their values. A
 * value can be a lead's e-mail (a staff search), an unsubscribe token or a
 * login link still valid for 15 minutes (logged the moment a mail scanner
 * fetches it), and the log is read by more people than the leads are.
 */
export function urlForLog(originalUrl: string) {
  const [path = "", query] = originalUrl.split(/\?(.*)/s);
  const names = query === undefined ? [] : [...new Set(new URLSearchParams(query).keys())];
  return {
    path: path.replace(SECRET_SEGMENTS, "$1…"),
    query: names.length ? names.join(",") : undefined,
  };
}

/** One structured line per request, written when its answer is finished. */
export const logEachRequest =
  (log: (entry: LogEntry) => void): RequestHandler =>
  (req, res, next) => {
    const start = process.hrtime.bigint();
    res.on("finish", () => {
      log({
        level: "info",
        method: req.method,
        ...urlForLog(req.originalUrl),
        status: res.statusCode,
        ms: Number((process.hrtime.bigint() - start) / 1_000n) / 1000,
        bytes: Number(res.getHeader("content-length") ?? 0) || undefined,
        refused: res.locals.refused,
      });
    });
    next();
  };
