import matter from "gray-matter";
import { marked } from "marked";
import { z } from "zod";

/**
 * The blog, read from content/blog/*.md at build time (Vite inlines the files
 * into the server bundle) and parsed once on the server. The browser never
 * receives a Markdown parser: loaders hand it HTML and plain fields.
 */
const files = import.meta.glob<string>("/content/blog/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

export const FrontMatterSchema = z.object({
  title: z.string().min(1).max(70),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "slug must be lower-case and hyphenated"),
  date: z.iso.date(),
  excerpt: z.string().min(1).max(200),
  image: z.string().regex(/^blog\/[a-z0-9-]+$/),
  imageAlt: z.string().min(1),
  author: z.enum(["lead", "specialist"]),
  tags: z.array(z.string()).optional().default([]),
});

export type PostSummary = z.output<typeof FrontMatterSchema> & { displayDate: string };
export type Post = PostSummary & { html: string; plainText: string; wordCount: number };

const displayDateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** 'April 15, 2025' from '2025-04-15'. */
export function formatPostDate(isoDate: string) {
  return displayDateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

/** The text a reader sees, without Markdown syntax. */
export function markdownToPlainText(markdown: string) {
  return markdown
    .replace(/^#{1,6}\s+/gm, "")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/(\*\*|__|\*|_|`)/g, "")
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** At most `max` characters of text, cut back to a word boundary. */
export function truncateAtWord(text: string, max = 160) {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(" ");
  return cut.slice(0, lastSpace > 0 ? lastSpace : max).replace(/[\s,;:.-]+$/, "");
}

function parsePost(path: string, source: string): Post {
  const { data, content } = matter(source);
  const front = FrontMatterSchema.parse(data);
  const fileSlug = path.split("/").pop()!.replace(/\.md$/, "");
  if (front.slug !== fileSlug)
    throw new Error(`${path}: slug "${front.slug}" differs from the file name`);
  const plainText = markdownToPlainText(content);
  return {
    ...front,
    displayDate: formatPostDate(front.date),
    html: marked.parse(content, { async: false }),
    plainText,
    wordCount: plainText.split(/\s+/).filter(Boolean).length,
  };
}

const posts: Post[] = Object.entries(files)
  .map(([path, source]) => parsePost(path, source))
  .sort((a, b) => b.date.localeCompare(a.date));

const postsBySlug = new Map(posts.map((post) => [post.slug, post]));

export function getAllPosts(): Post[] {
  return posts;
}

/** The list page's data: front matter only. */
export function getPostSummaries(): PostSummary[] {
  return posts.map(({ html: _html, plainText: _plain, wordCount: _count, ...summary }) => summary);
}

export function getPost(slug: string) {
  return postsBySlug.get(slug);
}

/** The posts before and after one post in date order (newer, older). */
export function getAdjacentPosts(slug: string) {
  const index = posts.findIndex((post) => post.slug === slug);
  return { newer: posts[index - 1], older: posts[index + 1] };
}
