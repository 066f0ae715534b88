/**
 * How each page is produced, as the declared page list (app/pages.server.ts)
 * says: prerendered pages come from files and carry no per-request data; pages
 * rendered per request never exist as files and are never stored by caches;
 * and the build step that edits the framework's HTML stops on output it does
 * not recognise, checked against the framework's real output.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { createRequestHandler, type ServerBuild } from "react-router";
import { isStaffPage, PAGES, urlsOf } from "../../app/pages.server.ts";
import { deferHydration, FrameworkOutputChanged } from "../../scripts/prerender/defer-hydration.ts";

const documentsRendered = (rendering: string) =>
  PAGES.filter((entry) => entry.kind === "document" && entry.rendering === rendering).flatMap(
    urlsOf,
  );
const fileOf = (url: string) =>
  join("build/client", new URL(url, "http://x").pathname, "index.html");

test.describe("prerendered and per-request pages", () => {
  test("every prerendered page is a file the server lists, and carries no form token", async ({
    request,
  }) => {
    const listed = JSON.parse(readFileSync("build/prerendered.json", "utf8")) as string[];
    const declared = documentsRendered("prerender");
    expect(listed.sort()).toEqual([...declared].sort());
    for (const url of declared) {
      expect(existsSync(fileOf(url)), url).toBe(true);
      const response = await request.get(url);
      expect(response.headers()["cache-control"], url).toBe("no-cache");
      expect(await response.text(), url).not.toContain('name="form_token"');
    }
  });

  test("a page rendered per request is never a file, never stored, and renders fresh each time", async ({
    request,
  }) => {
    const perRequest = documentsRendered("per-request");
    expect(perRequest.length).toBeGreaterThan(0);
    for (const url of perRequest) {
      expect(existsSync(fileOf(url)), `${url} must not be prerendered`).toBe(false);
      const [first, second] = [await request.get(url), await request.get(url)];
      expect(first.status(), url).toBe(200);
      expect(first.headers()["cache-control"], url).toBe("no-store");
      // A fresh CSP nonce per response shows the page was rendered for this request.
      expect(first.headers()["content-security-policy"]).not.toBe(
        second.headers()["content-security-policy"],
      );
    }
  });

  test("every page with a lead form is rendered per request", async ({ request }) => {
    // The staff pages' forms (sign-in, sign-out) are not lead forms and carry no form token.
    const publicPerRequest = PAGES.filter(
      (entry) =>
        entry.kind === "document" && entry.rendering === "per-request" && !isStaffPage(entry),
    ).flatMap(urlsOf);
    for (const url of publicPerRequest) {
      const html = await (await request.get(url)).text();
      if (!html.includes('method="post"')) continue;
      const tokens = html.match(/name="form_token" value="([^"]+)"/g) ?? [];
      expect(tokens.length, `${url} renders its form token`).toBeGreaterThan(0);
    }
  });

  test("the stylesheet is inline and nothing blocks the first paint", async ({ request }) => {
    for (const url of [
      ...documentsRendered("prerender").slice(0, 3),
      ...documentsRendered("per-request"),
    ]) {
      const html = await (await request.get(url)).text();
      const inline = html.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? "";
      expect(inline.length, `${url}: inline stylesheet`).toBeGreaterThan(10_000);
      expect(html, url).not.toMatch(/<link[^>]+rel="stylesheet"/);
    }
  });
});

test.describe("the build step that defers hydration, on the framework's real output", () => {
  /** A prerendered page as React Router renders it, before the build step edits it. */
  async function frameworkHtml(url: string) {
    const build = (await import(join(process.cwd(), "build/server/index.js"))) as ServerBuild;
    const response = await createRequestHandler(
      build,
      "production",
    )(new Request(`http://localhost${url}`));
    expect(response.status).toBe(200);
    return response.text();
  }
  const url = PAGES.find(
    (entry) => entry.rendering === "prerender" && entry.kind === "document",
  )!.pattern;

  test("accepts today's output: no module preloads, the bootstrap waits for load", async () => {
    const html = await frameworkHtml(url);
    expect(html).toContain('rel="modulepreload"');
    const deferred = deferHydration(html, url);
    expect(deferred).not.toContain('rel="modulepreload"');
    expect(deferred).toContain('addEventListener("load"');
    expect(deferred).not.toMatch(/^\s*import \* as/m);
    // The prerendered file on disk is exactly this step's result.
    expect(readFileSync(fileOf(url), "utf8")).toBe(deferred);
  });

  test("does not depend on attribute order or quoting", async () => {
    const html = (await frameworkHtml(url)).replace(
      /<script type="module" async="">/,
      "<script async type=module>",
    );
    expect(deferHydration(html, url)).toContain('addEventListener("load"');
  });

  const changes: [string, (html: string) => string, RegExp][] = [
    [
      "a new import form in the bootstrap",
      (html) =>
        html.replace(/import \* as (route0) from ("[^"]+");/, "import { default as $1 } from $2;"),
      /static import in a form other than/,
    ],
    [
      "the bootstrap split in two",
      (html) =>
        html.replace(
          /(<script type="module" async="">)/,
          '<script type="module">window.x=1</script>$1',
        ),
      /expected one inline module script \(the bootstrap\), found 2/,
    ],
    [
      "no module preload hints",
      (html) => html.replace(/<link rel="modulepreload"[^>]*>/g, ""),
      /modulepreload.*found none/,
    ],
    [
      "the client entry loaded another way",
      (html) => html.replace(/import\((".\/?[^"]*entry\.client[^"]*")\);/, "loadEntry($1);"),
      /no longer imports the client entry/,
    ],
    [
      "a render-blocking stylesheet",
      (html) => html.replace("</head>", '<link rel="stylesheet" href="/assets/x.css"/></head>'),
      /render-blocking <link rel="stylesheet"/,
    ],
  ];
  for (const [change, mutate, message] of changes) {
    test(`stops the build, naming the page, on ${change}`, async () => {
      const html = mutate(await frameworkHtml(url));
      expect(() => deferHydration(html, `build/client${url}/index.html`)).toThrow(
        FrameworkOutputChanged,
      );
      expect(() => deferHydration(html, `build/client${url}/index.html`)).toThrow(
        new RegExp(`build/client${url}/index.html.*${message.source}`),
      );
    });
  }
});
