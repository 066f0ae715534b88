import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { originalExists, readPostFiles, readSeedPosts, SEED_POSTS_DIR } from "./posts.ts";

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
const FILE = `${SEED_POSTS_DIR}/reading-an-inspection-report.md`;
const anyImage = () => true;

/** The error readPostFiles throws for these sources (fails the test if none). */
function problemsOf(sources: Record<string, string>, imageExists = anyImage) {
  try {
    readPostFiles(sources, imageExists);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("readPostFiles accepted the posts");
}

describe("the seed posts (server/db/seed/posts)", () => {
  it("accepts every file with its image among the originals, one post per file, newest first", async () => {
    const files = readdirSync(SEED_POSTS_DIR).filter((name) => name.endsWith(".md"));
    const posts = await readSeedPosts(SEED_POSTS_DIR, originalExists);
    expect(posts.map((post) => `${post.front.slug}.md`).sort()).toEqual(files.sort());
    const dates = posts.map((post) => post.front.date);
    expect(dates).toEqual(dates.toSorted().reverse());
  });
});

describe("the front-matter rules a seed post is imported by", () => {
  it("accepts a complete post", () => {
    const [post] = readPostFiles({ [FILE]: postSource() }, anyImage);
    expect(post?.front).toMatchObject({ slug: "reading-an-inspection-report", author: "lead" });
    expect(post?.plainText).toBe("The inspection report is long; most of it is routine.");
  });

  it("reads an unquoted YAML date as the day it names", () => {
    const [post] = readPostFiles({ [FILE]: postSource({ date: "2025-05-01" }) }, anyImage);
    expect(post?.front.date).toBe("2025-05-01");
  });

  it("names the file and the field of a missing title", () => {
    const message = problemsOf({ [FILE]: postSource({ title: null }) });
    expect(message).toContain(`${FILE}: title:`);
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
    expect(message).toContain(`${FILE}: ${field}:`);
    expect(message).toContain(detail);
  });

  it("requires the post's image among the originals", () => {
    const message = problemsOf({ [FILE]: postSource() }, () => false);
    expect(message).toContain(
      `${FILE}: image: no media/originals/blog/reading-an-inspection-report.`,
    );
  });

  it("rejects two posts with the same title, naming both files", () => {
    const second = postSource({ slug: '"inspection-report-basics"' });
    const message = problemsOf({
      [FILE]: postSource(),
      [`${SEED_POSTS_DIR}/inspection-report-basics.md`]: second,
    });
    expect(message).toContain(
      `${SEED_POSTS_DIR}/inspection-report-basics.md: title: "Reading a Massachusetts Home Inspection Report" is already the title of ${FILE}`,
    );
  });
});
