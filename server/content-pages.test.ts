import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { loopbackPort } from "#tests/support/loopback-port.ts";
import { keepContentPages } from "./content-pages.ts";
import { INLINE_SCRIPTS_FILE, readInlineScriptHashes, scriptHashSource } from "./inline-scripts.ts";
import type { PrerenderedPage } from "./prerendered-pages.ts";
import { contentSecurityPolicy } from "./security-headers.ts";

/** A page as the framework renders it: the whole stylesheet inline, one inline script. */
const rendered = (title: string) => `<!DOCTYPE html><html lang="en"><head><title>${title}</title>
<style>.used{color:red}.unused{color:blue}@media (min-width:40rem){.used{color:green}}</style>
</head><body><h1 class="used">${title}</h1><script>document.title+="";</script></body></html>`;

/** A build's record of its inline scripts, as the server build writes it (scripts/inline-script-plugin.ts). */
const RECORDED = {
  "app/enhance/page.ts": scriptHashSource('document.title+="";'),
  "app/enhance/web-fonts-check.ts": scriptHashSource("document.fonts;"),
  "app/utils/speculation-rules.json": scriptHashSource('{"prefetch":[]}'),
};
const buildDir = mkdtempSync(join(tmpdir(), "content-pages-build-"));
mkdirSync(join(buildDir, "server"));
writeFileSync(join(buildDir, "server", INLINE_SCRIPTS_FILE), JSON.stringify(RECORDED));
afterAll(() => rmSync(buildDir, { recursive: true }));

const servers: ReturnType<express.Express["listen"]>[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** An app that answers kept pages from `render`, and 418 for whatever it passes on. */
async function start(render: (path: string) => Promise<Response>, maxPages?: number) {
  let generation = 0;
  const kept = keepContentPages({
    render,
    scriptHashes: readInlineScriptHashes(buildDir),
    isKept: (path) => path.startsWith("/blog"),
    generation: () => generation,
    // As server/app.ts answers a kept page.
    send: (_req, res, page: PrerenderedPage) => {
      res.setHeader("Content-Security-Policy", contentSecurityPolicy(page.scriptHashes, false));
      res.type(page.type).send(page.body);
    },
    log: () => {},
    maxPages,
  });
  const app = express();
  app.use(kept.serve);
  app.use((_req, res) => {
    res.status(418).send("passed on");
  });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  const origin = `http://127.0.0.1:${await loopbackPort(server)}`;
  return {
    get: (path: string, init?: RequestInit) => fetch(`${origin}${path}`, init),
    nextGeneration: () => {
      generation += 1;
    },
  };
}

const html = (body: string, status = 200) =>
  new Response(body, { status, headers: { "Content-Type": "text/html; charset=utf-8" } });

describe("keepContentPages", () => {
  it("renders a page once, keeps it until the content changes, then renders it again", async () => {
    let version = 1;
    const render = vi.fn(async () => html(rendered(`Post v${version}`)));
    const site = await start(render);
    expect(await (await site.get("/blog/a")).text()).toContain("Post v1");
    version = 2;
    expect(await (await site.get("/blog/a")).text()).toContain("Post v1");
    expect(render).toHaveBeenCalledTimes(1);
    site.nextGeneration();
    expect(await (await site.get("/blog/a")).text()).toContain("Post v2");
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("keeps at most its limit of pages, dropping the one least recently asked for", async () => {
    const render = vi.fn(async (path: string) => html(rendered(path)));
    const site = await start(render, 2);
    for (const path of ["/blog/a", "/blog/b", "/blog/a", "/blog/c", "/blog/a"])
      expect(await (await site.get(path)).text()).toContain(path);
    expect(render.mock.calls.map(([path]) => path)).toEqual(["/blog/a", "/blog/b", "/blog/c"]);
    await site.get("/blog/b");
    expect(render).toHaveBeenCalledTimes(4);
  });

  it("inlines only the rules the page uses", async () => {
    const site = await start(async () => html(rendered("Post")));
    const page = await (await site.get("/blog/a")).text();
    expect(page).toContain(".used{color:red}");
    expect(page).not.toContain(".unused");
    expect(page).not.toContain("data-rest-stylesheet");
  });

  it("allows exactly the build's inline scripts, by hash, and no other script source", async () => {
    const site = await start(async () => html(rendered("Post")));
    const policy = (await site.get("/blog/a")).headers.get("Content-Security-Policy") ?? "";
    const scriptSrc = policy.split("; ").find((directive) => directive.startsWith("script-src "));
    expect(scriptSrc?.split(" ").slice(1)).toEqual(["'self'", ...Object.values(RECORDED)]);
  });

  it("keeps no redirect or 404, and passes on what it does not keep", async () => {
    const render = vi.fn(async (path: string) =>
      path === "/blog/old"
        ? new Response(null, { status: 301, headers: { Location: "/blog/new" } })
        : html(rendered("Not found"), 404),
    );
    const site = await start(render);
    for (const path of ["/blog/old", "/blog/missing", "/blog/missing"])
      expect((await site.get(path)).status, path).toBe(418);
    expect(render).toHaveBeenCalledTimes(3);
    expect((await site.get("/contact")).status).toBe(418);
    expect(render).toHaveBeenCalledTimes(3);
  });

  it("answers a kept page's address with a trailing slash by a 301 to the one without", async () => {
    const site = await start(async () => html(rendered("Blog")));
    const response = await site.get("/blog/?page=1", { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/blog?page=1");
  });

  it("keeps a resource (the feed) as it was rendered, with its type", async () => {
    const site = await start(
      async () =>
        new Response("<rss/>", {
          headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
        }),
    );
    const response = await site.get("/blog/rss.xml");
    expect(response.headers.get("Content-Type")).toContain("application/rss+xml");
    expect(await response.text()).toBe("<rss/>");
  });
});
