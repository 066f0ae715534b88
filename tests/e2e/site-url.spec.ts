/**
 * A build is made for one SITE_URL; a server started from it with another one
 * serves the one it was given everywhere: pages, feeds, the kiosk's printed
 * address and the scripts that hydrate them (docs/decisions/027). Started here
 * from the existing build on its own port, with SITE_URL naming 127.0.0.1 (the
 * build's is http://localhost:3000 unless it was built with another).
 */
import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { jsonLdBlocks, linkHrefs, metaContent } from "./support/html.ts";
import { type OwnServer, startOwnServer } from "./support/own-server.ts";
import { open } from "./support/page.ts";
import { prerenderedFile } from "./support/site.ts";
import { allSitemaps } from "./support/sitemaps.ts";

let server: OwnServer;
/** The SITE_URL the server is started with. */
let origin: string;
/** The origin the build was made for, as its prerendered files say. */
const builtOrigin = new URL(
  linkHrefs(readFileSync(prerenderedFile("/buyers"), "utf8"), "canonical")[0] ?? "http://x",
).origin;

// One server for the file: its tests run in order in one worker.
test.describe.configure({ mode: "default", timeout: 300_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = await startOwnServer({
    entry: "server/start.js",
    env: (port) => ({ SITE_URL: `http://127.0.0.1:${port}`, FORM_RATE_LIMIT_PER_MINUTE: "0" }),
    startTimeout: 240_000,
  });
  origin = `http://127.0.0.1:${server.port}`;
  expect(origin).not.toBe(builtOrigin);
});
test.afterAll(async () => {
  await server?.stop();
});

/** The body as a client that takes brotli, or one that takes no compression, receives it. */
async function get(path: string, encoding: "br" | "identity" = "br") {
  const response = await fetch(`${origin}${path}`, { headers: { "Accept-Encoding": encoding } });
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The site's own addresses in JSON-LD (its url, @id, image and logo; not sameAs or @context). */
function ownJsonLdAddresses(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(ownJsonLdAddresses);
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]) =>
    typeof item === "string"
      ? ["url", "@id", "image", "logo"].includes(key)
        ? [item]
        : []
      : ownJsonLdAddresses(item),
  );
}

/** Every absolute address of the site a crawler reads in a page's head and JSON-LD. */
function addressesOf(html: string) {
  const jsonLdUrls = ownJsonLdAddresses(jsonLdBlocks(html));
  return [
    ...linkHrefs(html, "canonical"),
    metaContent(html, "og:url"),
    metaContent(html, "og:image"),
    metaContent(html, "twitter:image"),
    ...jsonLdUrls,
  ];
}

test("the server says at start that it serves another origin than the build's, naming both", () => {
  const line = server.lines().find((text) => text.includes(builtOrigin) && text.includes(origin));
  expect(line, server.lines().join("\n")).toBeTruthy();
});

for (const [kind, path] of [
  ["a prerendered page", "/team"],
  ["a prerendered page that loads the framework", "/event/generate-qr"],
  ["a post, kept until the content changes", "/blog/buying-a-home-in-winter"],
  ["a page rendered per request", "/"],
] as const) {
  for (const encoding of ["br", "identity"] as const) {
    test(`${kind} (${path}, ${encoding}) names the served origin in its canonical link, og:url, images and JSON-LD`, async () => {
      const html = await get(path, encoding);
      const expectCanonical = path !== "/event/generate-qr";
      if (expectCanonical) {
        expect(linkHrefs(html, "canonical")).toEqual([`${origin}${path}`]);
        expect(metaContent(html, "og:url")).toBe(`${origin}${path}`);
      }
      const addresses = addressesOf(html);
      expect(addresses.length).toBeGreaterThan(1);
      for (const address of addresses) expect(address).toMatch(new RegExp(`^${origin}/`));
      expect(html).not.toContain(builtOrigin);
    });
  }
}

test("the sitemap, the feed and robots.txt list the served origin's addresses", async () => {
  const sitemap = `${await get("/sitemap.xml")}\n${await allSitemaps(get)}`;
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locations).toContain(`${origin}/team`);
  for (const location of locations) expect(location).toMatch(new RegExp(`^${origin}/`));

  const feed = await get("/blog/rss.xml");
  const links = [...feed.matchAll(/<link>([^<]+)<\/link>/g)].map((match) => match[1]);
  expect(links[0]).toBe(`${origin}/blog`);
  expect(links.length).toBeGreaterThan(2);
  for (const link of links) expect(link).toMatch(new RegExp(`^${origin}/blog`));
  expect(await get("/robots.txt")).toContain(`Sitemap: ${origin}/sitemap.xml`);
  for (const body of [sitemap, feed]) expect(body).not.toContain(builtOrigin);
});

/** The errors the page logs (a hydration mismatch, a script the CSP refused). */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test("the kiosk prints the served origin's privacy address, before and after hydration", async ({
  page,
}) => {
  const errors = watchErrors(page);
  const path = "/event/sign-in?event=Origin%20Open%20House&kiosk=1";
  const printed = (await get(path)).match(/Privacy notice: (?:<!-- -->)?([^<\s]+)/)?.[1];
  expect(printed).toBe(`${origin}/privacy`);
  await page.goto(`${origin}${path}`);
  // Said once the kiosk is hydrated and its service worker has stored the page.
  await expect(page.getByRole("status")).toHaveText("Ready to work offline.", { timeout: 30_000 });
  await expect(page.getByText(`Privacy notice: ${origin}/privacy`)).toBeVisible();
  expect(errors).toEqual([]);
});

test("a prerendered page's inline scripts still run under its CSP, and it hydrates without a mismatch", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await open(page, `${origin}/event/generate-qr`);
  await page.getByLabel("Event Name").fill("Origin Open House");
  await page.getByRole("button", { name: "Generate QR Code" }).click();
  await expect(page.getByTestId("qr-image")).toBeVisible();
  expect(errors).toEqual([]);
});
