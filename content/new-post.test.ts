/**
 * The owner's path for a new article: in a copy of the project, add one
 * Markdown file dated after every other post and nothing else, then load the
 * blog module the way the build does (Vite's transform, which reads the posts
 * through `import.meta.glob`; the prerender loads this module, so what fails to
 * load here stops the build). No production build: the built site's list,
 * sitemap and feed are checked against every file in content/blog by the
 * browser tests (tests/e2e/blog.spec.ts, routes.spec.ts), so a new file is
 * checked there by the next build.
 */
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import matter from "gray-matter";
import { createServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type * as Blog from "#app/utils/blog.server.ts";

const ROOT = process.cwd();
/** Generated or machine-local: the copy needs none of them. */
const SKIPPED_TOP_LEVEL = new Set(["build", "data", ".git", "node_modules", "test-results"]);

const SLUG = "a-new-post-from-the-owner";
const TITLE = "A New Post From the Owner";
const BLOG_MODULE = "/app/utils/blog.server.ts";

/** The newest post's source, rewritten as a new post one day newer than it. */
function newPostSource() {
  const sources = readdirSync(join(ROOT, "content/blog"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => matter(readFileSync(join(ROOT, "content/blog", name), "utf8")));
  const newest = sources.sort((a, b) => String(b.data.date).localeCompare(String(a.data.date)))[0]!;
  const date = new Date(`${newest.data.date}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return matter.stringify(newest.content, {
    ...newest.data,
    title: TITLE,
    slug: SLUG,
    date: date.toISOString().slice(0, 10),
  });
}

/** The blog module of the copy, transformed by Vite as the build transforms it (no config, no plugins). */
async function loadBlog(root: string) {
  const vite = await createServer({
    root,
    configFile: false,
    logLevel: "silent",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    return (await vite.ssrLoadModule(BLOG_MODULE)) as typeof Blog;
  } finally {
    await vite.close();
  }
}

describe("adding a blog post", () => {
  let copy = "";
  const postFile = () => join(copy, `content/blog/${SLUG}.md`);

  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), "new-post-"));
    cpSync(ROOT, copy, {
      recursive: true,
      filter: (source) => !SKIPPED_TOP_LEVEL.has(relative(ROOT, source).split(sep)[0]!),
    });
    symlinkSync(join(ROOT, "node_modules"), join(copy, "node_modules"), "dir");
    writeFileSync(postFile(), newPostSource());
  });

  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it("is listed first and rendered, from its file alone", async () => {
    const blog = await loadBlog(copy);
    expect(blog.getPostSummaries()[0]).toMatchObject({ slug: SLUG, title: TITLE });
    expect(blog.getPost(SLUG)?.html).toMatch(/<p>/);
    expect(blog.getAllPosts()).toHaveLength(
      readdirSync(join(copy, "content/blog")).filter((name) => name.endsWith(".md")).length,
    );
  });

  it("without a title, stops the build naming the file and the field", async () => {
    const { content, data } = matter(readFileSync(postFile(), "utf8"));
    delete data.title;
    writeFileSync(postFile(), matter.stringify(content, data));
    await expect(loadBlog(copy)).rejects.toThrow(
      `content/blog/${SLUG}.md: title: title is required`,
    );
  });
});
