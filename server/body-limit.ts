import type { RequestHandler } from "express";
import { takesLargeBody } from "./page-patterns.ts";
import { refuse } from "./request-guards.ts";

/** A lead form posts a few KB (its longest field is the message); 64 KB leaves room for any of them. */
export const MAX_BODY_BYTES = 64 * 1024;

/** A 20 MB photo (server/content/photos.ts) plus a post's fields (its body up to 200,000 characters). */
export const MAX_CONTENT_BODY_BYTES = 21 * 1024 * 1024;

const TOO_LARGE = "This request is too large for a form on this site.";

class BodyTooLargeError extends Error {
  readonly status = 413;
}

/**
 * Refuses request bodies over `maxBytes` with 413 before they are buffered.
 * A declared Content-Length is judged up front (Node's parser never delivers
 * more than it declares); a body without one (chunked) is counted as it
 * streams in, and the request is failed at the first byte over the limit, so
 * the framework's form parser never sees a partial body.
 */
export function limitRequestBodies(maxBytes = MAX_BODY_BYTES): RequestHandler {
  return (req, res, next) => {
    const declared = req.get("content-length");
    if (declared !== undefined) {
      if (Number(declared) > maxBytes) return refuse(res, 413, TOO_LARGE, "body too large");
      return next();
    }
    if (req.headers["transfer-encoding"] === undefined) return next();

    // The HTTP parser hands every received chunk to push(): count there, whoever reads the stream.
    let received = 0;
    const push = req.push;
    req.push = function (chunk: unknown, encoding?: BufferEncoding) {
      if (chunk === null || received > maxBytes) {
        return received > maxBytes ? false : push.call(this, chunk, encoding);
      }
      received += (chunk as Buffer).length;
      if (received <= maxBytes) return push.call(this, chunk, encoding);
      if (!res.headersSent) refuse(res, 413, TOO_LARGE, "body too large");
      // Fail the body for its reader once the answer is out (the socket closes after it:
      // the body was not read), so a half-read form is never parsed as if complete.
      const fail = () => req.destroy(new BodyTooLargeError("request body too large"));
      if (res.writableFinished) fail();
      else res.once("finish", fail);
      return false;
    };
    // The reader may not be attached yet when the limit is crossed: the error must not crash the process.
    req.on("error", () => {});
    next();
  };
}

/**
 * The limit by where the post goes: MAX_CONTENT_BODY_BYTES for the workspace's forms that carry
 * a photo or a long post (marked `largeBody` in server/pages.ts, their data requests included),
 * MAX_BODY_BYTES for every other. Their actions call the staff guard before reading the body.
 */
export function limitRequestBodiesByPath(): RequestHandler {
  const large = limitRequestBodies(MAX_CONTENT_BODY_BYTES);
  const small = limitRequestBodies();
  return (req, res, next) => (takesLargeBody(req.path) ? large : small)(req, res, next);
}
