import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { RequestHandler, Response } from "express";
import { optimizeHtml } from "./html-optimizer.ts";

/**
 * Applies the HTML optimizer to pages rendered per request (the event sign-in
 * page, form results, 404s), as the build does for prerendered ones. The page
 * is collected whole (these pages are small) and rewritten before it is sent.
 */
export function optimizeRenderedPages(clientDir: string): RequestHandler {
  const stylesheets = new Map<string, string>();
  const readCss = (href: string) => {
    let css = stylesheets.get(href);
    if (css === undefined) {
      css = readFileSync(join(clientDir, href), "utf8");
      stylesheets.set(href, css);
    }
    return css;
  };
  return (_req, res, next) => {
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const isHtml = () => String(res.getHeader("content-type") ?? "").startsWith("text/html");
    const chunks: Buffer[] = [];
    const collect = (chunk: unknown) => {
      if (typeof chunk === "string" || chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (!isHtml()) return write(chunk, ...rest);
      collect(chunk);
      return true;
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (!isHtml()) return end(chunk, ...rest);
      collect(chunk);
      return end(optimizeHtml(Buffer.concat(chunks).toString("utf8"), readCss));
    }) as Response["end"];
    next();
  };
}
