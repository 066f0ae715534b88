import { existsSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { blogSlugs } from "#app/pages.server.ts";
import {
  formatPostDate,
  getAdjacentPosts,
  getAllPosts,
  getPostSummaries,
  markdownToPlainText,
  truncateAtWord,
} from "./blog.server.ts";

const posts = getAllPosts();
const originals = (id: string) =>
  ["jpg", "jpeg", "png", "webp", "avif"].some((ext) => existsSync(`media/originals/${id}.${ext}`));

describe("blog content", () => {
  it("has 50 posts with unique, lower-case hyphenated slugs", () => {
    expect(posts).toHaveLength(50);
    expect(new Set(posts.map((post) => post.slug)).size).toBe(50);
    for (const post of posts) expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("runs newest first from April 15, 2025 down to July 28, 2024, with distinct dates", () => {
    expect(posts[0]?.displayDate).toBe("April 15, 2025");
    expect(posts.at(-1)?.displayDate).toBe("July 28, 2024");
    for (let i = 1; i < posts.length; i++) expect(posts[i - 1]!.date > posts[i]!.date).toBe(true);
  });

  it("keeps titles to 70 characters, excerpts to 200, and titles distinct", () => {
    for (const post of posts) {
      expect(post.title.length, post.slug).toBeLessThanOrEqual(70);
      expect(post.excerpt.length, post.slug).toBeLessThanOrEqual(200);
    }
    expect(new Set(posts.map((post) => post.title.toLowerCase())).size).toBe(50);
  });

  it("gives every post 500 to 900 words", () => {
    for (const post of posts) {
      expect(post.wordCount, post.slug).toBeGreaterThanOrEqual(500);
      expect(post.wordCount, post.slug).toBeLessThanOrEqual(900);
    }
  });

  it("has an original image for every post", () => {
    const missing = posts.filter((post) => !originals(post.image)).map((post) => post.image);
    expect(missing).toEqual([]);
  });

  it("prerenders (and so lists) every post", () => {
    const files = readdirSync("content/blog").filter((name) => name.endsWith(".md"));
    expect(blogSlugs()).toEqual(posts.map((post) => post.slug).sort());
    expect(files).toHaveLength(posts.length);
  });

  it("builds the list from front matter only", () => {
    for (const summary of getPostSummaries()) {
      expect(summary).not.toHaveProperty("html");
      expect(summary).not.toHaveProperty("plainText");
    }
  });

  it("links each post to its newer and older neighbours", () => {
    const second = posts[1]!;
    expect(getAdjacentPosts(second.slug)).toEqual({ newer: posts[0], older: posts[2] });
    expect(getAdjacentPosts(posts[0]!.slug).newer).toBeUndefined();
  });
});

describe("post text helpers", () => {
  it("formats dates as 'April 15, 2025'", () => {
    expect(formatPostDate("2025-04-15")).toBe("April 15, 2025");
  });

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
