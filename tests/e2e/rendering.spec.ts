/**
 * How each page is produced, as the declared page list (server/pages.ts)
 * says: prerendered pages come from files and carry no per-request data; pages
 * rendered per request never exist as files and are never stored by caches (the
 * pages of the team's content are kept by the server until it changes, and revalidated);
 * and each page loads React Router's scripts, or is HTML alone, as its layout
 * route says (app/utils/layout-handle.ts), with the build's check of that
 * stopping on output it does not recognise.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import postcss from "postcss";
import { createRequestHandler, type ServerBuild } from "react-router";
import { allUrlsOf, isStaffPage, PAGES, urlsOf } from "#server/pages.ts";
import { checkInlineScripts } from "../../scripts/prerender/inline-script-check.ts";
import { checkPageScripts } from "../../scripts/prerender/page-scripts-check.ts";
import { readBuiltSiteUrl } from "../../server/built-origin.ts";
import { PageOutputChanged } from "../../server/critical-css.ts";
import { readInlineScripts } from "../../server/inline-scripts.ts";
import { delayRequests, expectExpanded, recordScripts } from "./support/page.ts";
import {
  prerenderedFile,
  prerenderedLoadsFramework,
  publicPerRequestUrls,
} from "./support/site.ts";

const documentsRendered = (rendering: string) =>
  PAGES.filter((entry) => entry.kind === "document" && entry.rendering === rendering).flatMap(
    allUrlsOf,
  );

/** Addresses of records a new database lacks (a listing's): the 404 page answers them. */
const absentOnNewDatabase = () =>
  PAGES.filter((entry) => entry.absentOnNewDatabase).flatMap(allUrlsOf);

/** Per request and kept by the server until the team's content changes (server/content-pages.ts). */
const keptUntilContentChanges = () =>
  PAGES.filter((entry) => entry.keptUntilContentChanges).flatMap(allUrlsOf);

/** One page of each of those route modules (a post stands for all). */
const oneKeptPagePerModule = () =>
  PAGES.filter((entry) => entry.keptUntilContentChanges).map((entry) => urlsOf(entry)[0]!);

/** Each selector of each style rule, under the at-rules it sits in: `@media (…)|h1`. */
const selectorsOf = (css: string) => {
  const found = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    let around = "";
    for (let parent = rule.parent; parent?.type === "atrule"; parent = parent.parent)
      around = `@${(parent as postcss.AtRule).name} ${(parent as postcss.AtRule).params}{${around}`;
    for (const selector of rule.selectors) found.add(`${around}|${selector}`);
  });
  return found;
};

test.describe("prerendered and per-request pages", () => {
  // A visit under way: the page that starts one answers `private` once, as it notes where the
  // visit came from in its cookie (server/insights/visit-cookie.ts); the pages after it are shared.
  test.beforeEach(async ({ request }) => {
    await request.get("/");
  });

  test("every prerendered page is a file the server lists, and carries no form token", async ({
    request,
  }) => {
    const listed = JSON.parse(readFileSync("build/prerendered.json", "utf8")) as string[];
    const declared = documentsRendered("prerender");
    expect(listed.sort()).toEqual([...declared].sort());
    for (const url of declared) {
      expect(existsSync(prerenderedFile(url)), url).toBe(true);
      const response = await request.get(url);
      expect(response.headers()["cache-control"], url).toBe("no-cache");
      expect(await response.text(), url).not.toContain('name="form_token"');
    }
  });

  test("a page rendered per request is never a file, never stored, and renders fresh each time", async ({
    request,
  }) => {
    const kept = keptUntilContentChanges();
    const perRequest = documentsRendered("per-request").filter((url) => !kept.includes(url));
    const absent = absentOnNewDatabase();
    expect(perRequest.length).toBeGreaterThan(0);
    for (const url of perRequest) {
      expect(existsSync(prerenderedFile(url)), `${url} must not be prerendered`).toBe(false);
      const [first, second] = [await request.get(url), await request.get(url)];
      expect(first.status(), url).toBe(absent.includes(url) ? 404 : 200);
      expect(first.headers()["cache-control"], url).toBe("no-store");
      // A fresh CSP nonce per response shows the page was rendered for this request.
      expect(first.headers()["content-security-policy"]).not.toBe(
        second.headers()["content-security-policy"],
      );
    }
  });

  test("a page of the team's content is never a file; it is rendered once, kept and revalidated, its CSS cut as the build cuts it", async ({
    request,
  }) => {
    const kept = oneKeptPagePerModule();
    expect(kept).toEqual(expect.arrayContaining(["/blog", "/portfolio", "/sitemaps/en.xml"]));
    // Uncompressed: the brotli copy, with its own ETag, is made after the first answer.
    const get = (url: string, headers: Record<string, string> = {}) =>
      request.get(url, { headers: { "Accept-Encoding": "identity", ...headers } });
    for (const url of kept) {
      expect(existsSync(prerenderedFile(url)), `${url} must not be prerendered`).toBe(false);
      const first = await get(url);
      expect(first.status(), url).toBe(200);
      expect(first.headers()["cache-control"], url).toBe("no-cache");
      const etag = first.headers().etag;
      expect(etag, url).toBeTruthy();
      // Kept: the same response, scripts allowed by their hashes (no nonce), and a 304 for its ETag.
      const second = await get(url);
      expect(second.headers().etag, url).toBe(etag);
      expect(second.headers()["content-security-policy"], url).not.toContain("'nonce-");
      const again = await get(url, { "If-None-Match": etag! });
      expect(again.status(), url).toBe(304);
      if (!first.headers()["content-type"]?.startsWith("text/html")) continue;
      const html = await second.text();
      expect(html, url).not.toContain('name="form_token"');
      // Its inline scripts are the ones the build recorded, and its CSP admits exactly those.
      const recorded = readInlineScripts("build");
      checkInlineScripts(html, url, recorded, readBuiltSiteUrl("build"));
      expect(second.headers()["content-security-policy"], url).toContain(
        `script-src 'self' ${Object.values(recorded).join(" ")};`,
      );
    }
  });

  test("every page with a lead form is rendered per request", async ({ request }) => {
    // The staff pages' forms (sign-in, sign-out) are not lead forms and carry no form token.
    // The pages of the team's content are checked for no token where they are kept (above).
    for (const url of publicPerRequestUrls()) {
      const html = await (await request.get(url)).text();
      if (!html.includes('method="post"')) continue;
      const tokens = html.match(/name="form_token" value="([^"]+)"/g) ?? [];
      expect(tokens.length, `${url} renders its form token`).toBeGreaterThan(0);
    }
  });

  test("the stylesheet is inline and nothing blocks the first paint", async ({ request }) => {
    const kept = keptUntilContentChanges();
    for (const url of [
      ...documentsRendered("prerender").slice(0, 3),
      ...documentsRendered("per-request").filter((url) => !kept.includes(url)),
      ...oneKeptPagePerModule().filter((url) => !url.endsWith(".xml")),
    ]) {
      const html = await (await request.get(url)).text();
      const inline = html.match(/<style[^>]*>([\s\S]*?)<\/style>/)?.[1] ?? "";
      expect(inline.length, `${url}: inline stylesheet`).toBeGreaterThan(10_000);
      expect(html, url).not.toMatch(/<link[^>]+rel="stylesheet"/);
    }
  });
});

test.describe("which pages load the framework, on its real output", () => {
  /** A page as React Router renders it with the real server build. */
  async function frameworkHtml(url: string) {
    const build = (await import(join(process.cwd(), "build/server/index.js"))) as ServerBuild;
    const response = await createRequestHandler(
      build,
      "production",
    )(new Request(`http://localhost${url}`));
    expect(response.status).toBe(200);
    return response.text();
  }
  // A prerendered page (every one is HTML-only) and the one public page React hydrates: the kiosk,
  // rendered per request.
  const htmlOnly = documentsRendered("prerender")[0]!;
  const hydrated = "/event/sign-in?event=Open%20House&kiosk=1";
  const style = /<style[^>]*>([\s\S]*?)<\/style>/;

  test("the check accepts today's pages, and a prerendered file is the render, cut to its rules", async ({
    request,
  }) => {
    // Renders a page with the server build, and compares its stylesheet rule by rule.
    test.slow();
    const kindOf = async (url: string) =>
      checkPageScripts(await (await request.get(url)).text(), url);
    expect(await kindOf(hydrated)).toBe("hydrated");
    expect(await kindOf(htmlOnly)).toBe("html-only");
    expect(documentsRendered("prerender").filter(prerenderedLoadsFramework)).toEqual([]);
    // An HTML-only page keeps the rules it uses, and is otherwise the render.
    const file = readFileSync(prerenderedFile(htmlOnly), "utf8");
    const rendered = await frameworkHtml(htmlOnly);
    expect(file.replace(style, "")).toBe(rendered.replace(style, ""));
    const pageCss = file.match(style)![1]!;
    const renderedCss = rendered.match(style)![1]!;
    expect(pageCss.length).toBeLessThan(renderedCss.length);
    const whole = selectorsOf(renderedCss);
    expect([...selectorsOf(pageCss)].filter((selector) => !whole.has(selector))).toEqual([]);
  });

  test("the kiosk: React Router's scripts load with the page, allowed by its CSP, and it hydrates", async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto(hydrated);
    await page.waitForFunction(() =>
      Object.keys(document.querySelector("form") ?? {}).some((key) => key.startsWith("__react")),
    );
    const scripts = await page.evaluate(
      () =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js")).length,
    );
    expect(scripts).toBeGreaterThan(0);
    // React Router's scroll script has keyed the history entry.
    expect(await page.evaluate(() => typeof history.state?.key)).toBe("string");
    expect(refused).toEqual([]);
  });

  test("only the kiosk hydrates; every public page, forms and all, is HTML alone", async ({
    request,
  }) => {
    const kind = async (url: string) =>
      checkPageScripts(await (await request.get(url)).text(), url);
    // The kiosk (its offline queue).
    expect(await kind(hydrated), hydrated).toBe("hydrated");
    // One page of every public route of the declared list, whichever layout it sits in (a page
    // added later included: the layout, not the page, decides), and the page for an address that
    // does not exist.
    const publicPages = [
      ...PAGES.filter((entry) => entry.kind === "document" && !isStaffPage(entry)).map(
        (entry) => urlsOf(entry)[0]!,
      ),
      "/no-such-page",
    ];
    expect(publicPages).toEqual(
      expect.arrayContaining(["/", "/portfolio", "/sellers/home-value", "/open-houses"]),
    );
    for (const url of publicPages) expect(await kind(url), url).toBe("html-only");
  });

  test(`${htmlOnly}: an HTML-only page fetches no script, and its menus, year and links work`, async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date("2031-03-01T12:00:00Z"));
    const scripts = recordScripts(page);
    const refused: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto(htmlOnly);
    await page.waitForLoadState("load");
    // The page script's work after the first screen (the fonts for the next page) is done.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("web-fonts"))).not.toBeNull();
    expect(scripts).toEqual([]);
    expect(refused).toEqual([]);
    await expect(page.getByRole("contentinfo")).toContainText("© 2031");
    // A menu closes on a press outside it and on Escape, without the framework.
    const menu = page.locator("header details").first();
    const trigger = menu.locator("summary");
    await trigger.click();
    await expectExpanded(trigger, true);
    await page.locator("main h1").click();
    await expectExpanded(trigger, false);
    await trigger.click();
    await page.keyboard.press("Escape");
    await expectExpanded(trigger, false);
    await expect(trigger).toBeFocused();
    // Focus leaving it (Tab past its last link) closes it: it never covers what has focus next.
    await trigger.press("Enter");
    await expectExpanded(trigger, true);
    const links = await menu.locator("a[href]").count();
    for (let i = 0; i <= links; i++) await page.keyboard.press("Tab");
    await expect(menu.locator(":focus")).toHaveCount(0);
    await expectExpanded(trigger, false);
    // A link is a page load: the browser requests the next document itself.
    const nextDocument = page.waitForRequest(
      (request) => request.isNavigationRequest() && new URL(request.url()).pathname === "/",
    );
    await page.locator("header a[href='/']").first().click();
    await nextDocument;
    await expect(page).toHaveURL("/");
  });

  test("the page script fetches nothing until the first screen's images are in", async ({
    page,
  }) => {
    // On a wide screen the blog's first row holds lazy images, which `load` does not wait for.
    await page.setViewportSize({ width: 1280, height: 900 });
    await delayRequests(
      page,
      (_method, url) => url.pathname.startsWith("/images/") && !url.pathname.includes("/hero/"),
      1_000,
    );
    await page.goto("/blog");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("web-fonts"))).not.toBeNull();
    const { arrivals, lazyOnScreen, firstFetch } = await page.evaluate(() => {
      const onScreen = [...document.images].filter((image) => {
        const box = image.getBoundingClientRect();
        return box.width > 0 && box.top < innerHeight && box.bottom > 0;
      });
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const ends = onScreen.map(
        (image) => resources.find((entry) => entry.name === image.currentSrc)?.responseEnd ?? 0,
      );
      return {
        arrivals: ends,
        lazyOnScreen: onScreen.filter((image) => image.loading === "lazy").length,
        firstFetch: Math.min(
          ...resources.filter((entry) => entry.name.endsWith(".woff2")).map((e) => e.startTime),
        ),
      };
    });
    expect(lazyOnScreen).toBeGreaterThan(0);
    // Every first-screen image arrived (a resource entry of its own), and before the first fetch.
    expect(arrivals.filter((end) => end === 0)).toEqual([]);
    expect(firstFetch).toBeGreaterThan(Math.max(...arrivals));
    // And after the largest paint's time, when its frame was shown: the browser reports it later.
    const largestPaint = await page.evaluate(
      () =>
        new Promise<number | undefined>((resolve) =>
          new PerformanceObserver((entries) =>
            resolve(entries.getEntries().at(-1)?.startTime),
          ).observe({ type: "largest-contentful-paint", buffered: true }),
        ),
    );
    expect(firstFetch).toBeGreaterThan(largestPaint ?? Number.POSITIVE_INFINITY);
  });

  const hydratedChanges: [string, (html: string) => string, RegExp][] = [
    [
      "no module script",
      (html) => html.replace(/<script[^>]*type="module"[^>]*>[\s\S]*?<\/script>/g, ""),
      /carries no module script/,
    ],
    [
      "a render-blocking stylesheet",
      (html) => html.replace("</head>", '<link rel="stylesheet" href="/assets/x.css"/></head>'),
      /render-blocking <link rel="stylesheet"/,
    ],
    [
      "a second page script",
      (html) => html.replace("</body>", '<script data-page-kind="hydrated"></script></body>'),
      /expected one page script, found 2/,
    ],
  ];
  const htmlOnlyChanges: [string, (html: string) => string, RegExp][] = [
    [
      "a module preload in an HTML-only page",
      (html) => html.replace("</head>", '<link rel="modulepreload" href="/assets/x.js"/></head>'),
      /<link rel="modulepreload" href="\/assets\/x.js"> is in an HTML-only page/,
    ],
    [
      "a framework script in an HTML-only page",
      (html) => html.replace("</body>", "<script>window.frameworkContext = {}</script></body>"),
      /<script> is in an HTML-only page/,
    ],
    [
      "an HTML-only page without its page script",
      (html) => html.replace(/<script data-page-kind="html-only">[\s\S]*?<\/script>/, ""),
      /expected one page script, found 0/,
    ],
  ];
  for (const [url, changes] of [
    [htmlOnly, htmlOnlyChanges],
    [hydrated, hydratedChanges],
  ] as const) {
    for (const [change, mutate, message] of changes) {
      test(`stops the build, naming the page, on ${change}`, async ({ request }) => {
        // A name for the page in the check's message (the kiosk's URL holds regular expression characters).
        const page = `build/client${new URL(url, "http://site").pathname}/index.html`;
        const html = mutate(await (await request.get(url)).text());
        expect(() => checkPageScripts(html, page)).toThrow(PageOutputChanged);
        expect(() => checkPageScripts(html, page)).toThrow(
          new RegExp(`${page}.*${message.source}`),
        );
      });
    }
  }
});
