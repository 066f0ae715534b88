import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { blogSlugs } from "#app/pages.server.ts";
import { blogPageCount, POSTS_PER_PAGE } from "#domain/blog.ts";
import {
  getAdjacentPosts,
  getAllPosts,
  getPost,
  getPostPage,
  getPostSummaries,
  parsePosts,
  truncateAtWord,
} from "./blog.server.ts";
import { markdownToPlainText } from "./blog-files.server.ts";

const posts = getAllPosts();
const markdownFiles = readdirSync("content/blog").filter((name) => name.endsWith(".md"));

/** A valid post's source with some front-matter lines replaced or removed (value null). */
function postSource(overrides: Record<string, string | null> = {}) {
  const fields: Record<string, string | null> = {
    title: '"Reading a Massachusetts Home Inspection Report"',
    slug: '"reading-an-inspection-report"',
    date: '"2025-05-01"',
    excerpt:
      '"What the sections of an inspection report mean, which findings matter and how to talk about them with the seller."',
    image: '"blog/reading-an-inspection-report"',
    imageAlt: '"Illustration of an inspector on a ladder"',
    author: '"lead"',
    ...overrides,
  };
  const lines = Object.entries(fields)
    .filter(([, value]) => value !== null)
    .map(([key, value]) => `${key}: ${value}`);
  return `---\n${lines.join("\n")}\n---\n\nThe inspection report is long; most of it is routine.\n`;
}
const FILE = "/content/blog/reading-an-inspection-report.md";
const anyImage = () => true;

/** The error parsePosts throws for these sources (fails the test if none). */
function problemsOf(sources: Record<string, string>, imageExists = anyImage) {
  try {
    parsePosts(sources, imageExists);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("parsePosts accepted the posts");
}

describe("the blog in content/blog", () => {
  it("serves one post per Markdown file, slug equal to the file name", () => {
    expect(posts.map((post) => `${post.slug}.md`).sort()).toEqual([...markdownFiles].sort());
    for (const post of posts) expect(getPost(post.slug)).toBe(post);
  });

  it("lists newest first", () => {
    for (let i = 1; i < posts.length; i++)
      expect(posts[i - 1]!.date >= posts[i]!.date, posts[i]!.slug).toBe(true);
  });

  it("renders each post's Markdown to HTML with its text", () => {
    for (const post of posts) {
      expect(post.html, post.slug).toContain("<p>");
      expect(post.plainText.length, post.slug).toBeGreaterThan(0);
    }
  });

  it("declares a page for every post (prerendered, in the sitemap and the feed)", () => {
    expect(blogSlugs()).toEqual(posts.map((post) => post.slug).sort());
  });

  it("builds the list from front matter only", () => {
    const summaries = getPostSummaries();
    expect(summaries.map((summary) => summary.slug)).toEqual(posts.map((post) => post.slug));
    for (const summary of summaries) {
      expect(summary).not.toHaveProperty("html");
      expect(summary).not.toHaveProperty("plainText");
    }
  });

  it("links each post to its newer and older neighbours", () => {
    expect(posts.length).toBeGreaterThanOrEqual(3);
    expect(getAdjacentPosts(posts[1]!.slug)).toMatchObject({ newer: posts[0], older: posts[2] });
    expect(getAdjacentPosts(posts[0]!.slug).newer).toBeUndefined();
    expect(getAdjacentPosts(posts.at(-1)!.slug).older).toBeUndefined();
  });

  it("cuts the list into pages that hold every post once, in order, none past the last", () => {
    const pageCount = blogPageCount(posts.length);
    const pages = Array.from({ length: pageCount }, (_, index) => getPostPage(index + 1)!);
    expect(pages.flatMap((page) => page.posts.map((post) => post.slug))).toEqual(
      posts.map((post) => post.slug),
    );
    for (const page of pages) {
      expect(page.pageCount).toBe(pageCount);
      expect(page.posts.length).toBeGreaterThan(0);
      expect(page.posts.length).toBeLessThanOrEqual(POSTS_PER_PAGE);
    }
    expect(getPostPage(0)).toBeNull();
    expect(getPostPage(pageCount + 1)).toBeNull();
    expect(getPostPage(1.5)).toBeNull();
  });

  it("sends a post's All articles link to the list page that shows its card", () => {
    for (const post of posts) {
      const { listPage } = getAdjacentPosts(post.slug);
      expect(
        getPostPage(listPage)!.posts.map((card) => card.slug),
        post.slug,
      ).toContain(post.slug);
    }
  });
});

describe("the front-matter rules that stop the build", () => {
  it("accepts a complete post", () => {
    const [post] = parsePosts({ [FILE]: postSource() }, anyImage);
    expect(post).toMatchObject({
      slug: "reading-an-inspection-report",
      displayDate: "May 1, 2025",
    });
  });

  it("reads an unquoted YAML date as the day it names", () => {
    const [post] = parsePosts({ [FILE]: postSource({ date: "2025-05-01" }) }, anyImage);
    expect(post?.date).toBe("2025-05-01");
  });

  it("names the file and the field of a missing title", () => {
    const message = problemsOf({ [FILE]: postSource({ title: null }) });
    expect(message).toContain("content/blog/reading-an-inspection-report.md: title:");
    expect(message).toContain("title is required");
  });

  it.each([
    ["slug", { slug: '"another-name"' }, "must equal the file name"],
    ["date", { date: '"2025-02-30"' }, "real calendar date"],
    ["excerpt", { excerpt: '"Too short."' }, ""],
    ["excerpt", { excerpt: `"${"word ".repeat(45)}"` }, ""],
    ["title", { title: `"${"A very long title ".repeat(5)}"` }, ""],
    ["author", { author: '"someone-else"' }, "lead, specialist"],
    ["image", { image: '"hero/skyline"' }, "blog/<name>"],
    ["imageAlt", { imageAlt: null }, "imageAlt is required"],
  ])("rejects a bad %s: %o", (field, override, detail) => {
    const message = problemsOf({ [FILE]: postSource(override) });
    expect(message).toContain(`content/blog/reading-an-inspection-report.md: ${field}:`);
    expect(message).toContain(detail);
  });

  it("requires the post's image among the originals", () => {
    const message = problemsOf({ [FILE]: postSource() }, () => false);
    expect(message).toContain(
      "content/blog/reading-an-inspection-report.md: image: no media/originals/blog/reading-an-inspection-report.",
    );
  });

  it("rejects two posts with the same title, naming both files", () => {
    const second = postSource({ slug: '"inspection-report-basics"' });
    const message = problemsOf({
      [FILE]: postSource(),
      "/content/blog/inspection-report-basics.md": second,
    });
    expect(message).toMatch(
      /content\/blog\/inspection-report-basics\.md: title: .* already the title of content\/blog\/reading-an-inspection-report\.md/,
    );
  });

  it("accepts every post in content/blog with its image (the same check the build runs)", () => {
    const sources = Object.fromEntries(
      markdownFiles.map((name) => [
        `/content/blog/${name}`,
        readFileSync(`content/blog/${name}`, "utf8"),
      ]),
    );
    const originals = new Set(
      readdirSync("media/originals/blog").map((name) => `blog/${name.replace(/\.[^.]+$/, "")}`),
    );
    expect(parsePosts(sources, (id) => originals.has(id))).toHaveLength(markdownFiles.length);
  });
});

describe("post text helpers", () => {
  it("strips Markdown to the text a reader sees", () => {
    expect(
      markdownToPlainText("## Heading\n\nSome **bold** and a [link](/contact).\n\n- item"),
    ).toBe("Heading Some bold and a link. item");
  });

  it("cuts descriptions to at most 160 characters at a word boundary", () => {
    const text = "word ".repeat(60).trim();
    const cut = truncateAtWord(text, 160);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(text.startsWith(cut)).toBe(true);
    expect(text.charAt(cut.length)).toBe(" ");
    expect(truncateAtWord("short text", 160)).toBe("short text");
  });
});
