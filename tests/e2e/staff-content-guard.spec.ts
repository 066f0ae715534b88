import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { BASE_URL } from "../../playwright.config.ts";
import { NOT_A_PHOTO } from "./support/uploads.ts";

/** The Content section to anyone without a session, and the editor kept out of the public pages' scripts. */
test.describe("the Content section without a session", () => {
  const URLS = [
    "/staff/content",
    "/staff/content/photos",
    "/staff/content/posts/new",
    "/staff/content/posts/1",
    "/staff/content/posts/1/preview",
    "/staff/content/posts/1/revisions",
    "/staff/content/homes",
    "/staff/content/homes/new",
    "/staff/content/homes/1",
    "/staff/content/reviews",
    "/staff/content/reviews/new",
    "/staff/content/reviews/1",
  ];

  test("every content route sends a GET to the login page and refuses a POST", async ({
    request,
  }) => {
    for (const url of URLS) {
      const got = await request.get(url, { maxRedirects: 0 });
      expect(got.status(), url).toBe(302);
      expect(got.headers().location, url).toBe(`/staff/login?next=${encodeURIComponent(url)}`);
      const posted = await request.post(url, {
        maxRedirects: 0,
        headers: { Origin: BASE_URL },
        multipart: {
          intent: "publish",
          title: "Defaced",
          confirm: "yes",
          photo: NOT_A_PHOTO,
        },
      });
      expect(posted.status(), url).toBe(401);
    }
  });

  test("the editor is in no public page's scripts", async ({ request }) => {
    // The marker is real: the build has the editor, in a chunk of its own.
    const assets = join(process.cwd(), "build/client/assets");
    const editorChunks = readdirSync(assets).filter(
      (name) =>
        name.endsWith(".js") && /ProseMirror/.test(readFileSync(join(assets, name), "utf8")),
    );
    expect(editorChunks.length).toBeGreaterThan(0);
    for (const path of ["/", "/contact", "/blog", "/portfolio"]) {
      const html = await (await request.get(path)).text();
      const scripts = [
        ...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="(\/assets\/[^"]+\.js)"/g),
      ].map((match) => match[1]!);
      for (const script of scripts) {
        const code = await (await request.get(script)).text();
        expect(code, `${path} loads ${script}`).not.toMatch(/ProseMirror|tiptap/i);
      }
    }
  });
});
