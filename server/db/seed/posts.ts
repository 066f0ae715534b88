import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import matter from "gray-matter";
import { z } from "zod";
import { site, type TeamMemberId } from "#content/site.ts";
import { markdownToPlainText } from "#server/content/markdown.ts";

/**
 * The posts a new database starts with (server/db/seed/posts/*.md): the rules
 * their front matter follows and the parsing that checks them. The first start
 * imports them (server/content/import.ts); from then on the database is the
 * posts' home and the team edits them in /staff.
 */

/** The seed posts' folder, relative to the project root (the one every npm script runs in). */
export const SEED_POSTS_DIR = "server/db/seed/posts";

/** Where a post's `image` id resolves: media/originals/<id>.<one of these>, cropped by the image build. */
export const ORIGINALS_DIR = "media/originals";
const ORIGINAL_EXTENSIONS = ["jpg", "jpeg", "png", "webp", "avif"];

const AUTHORS = Object.keys(site.team) as [TeamMemberId, ...TeamMemberId[]];

/**
 * A post's front matter. Every rule here fails the seed's test and the first
 * start's import with the file and the field named, so a seed post that would
 * show broken never reaches a database. Limits: a title short enough for a card
 * and a search result (70 characters); an excerpt that fills the card (50-200).
 */
export const FrontMatterSchema = z.object({
  title: z.string("title is required").trim().min(1, "title is required").max(70),
  slug: z
    .string("slug is required")
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "slug must be lower-case words joined by hyphens"),
  // YAML reads an unquoted 2025-05-01 as a Date: accept it as the day it names.
  date: z.preprocess(
    (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
    z.iso.date("date must be a real calendar date written YYYY-MM-DD"),
  ),
  excerpt: z.string("excerpt is required").trim().min(50).max(200),
  image: z
    .string("image is required")
    .regex(/^blog\/[a-z0-9-]+$/, "image must be blog/<name>, a file in media/originals/blog/"),
  imageAlt: z.string("imageAlt is required").trim().min(1, "imageAlt is required"),
  author: z.enum(
    AUTHORS,
    `author must be one of: ${AUTHORS.join(", ")} (the team in content/site.ts)`,
  ),
  tags: z.array(z.string()).optional().default([]),
});

/** One checked file: its front matter, its Markdown body and the body's text. */
export type PostFile = {
  file: string;
  front: z.output<typeof FrontMatterSchema>;
  markdown: string;
  plainText: string;
};

export function originalExists(imageId: string) {
  return ORIGINAL_EXTENSIONS.some((ext) => existsSync(join(ORIGINALS_DIR, `${imageId}.${ext}`)));
}

/**
 * Parses and checks every post, keyed by its path from the project root; throws one error listing each problem as
 * `server/db/seed/posts/<file>.md: <field>: <message>`. `imageExists` is the check for
 * `image`; it is skipped (null) where the originals are absent, as on a server
 * that runs a finished build without the sources (the seed's test checked them).
 * Newest first.
 */
export function readPostFiles(
  sources: Record<string, string>,
  imageExists: ((imageId: string) => boolean) | null,
): PostFile[] {
  const problems: string[] = [];
  const posts: PostFile[] = [];
  for (const [file, source] of Object.entries(sources)) {
    const fileSlug = file.split("/").pop()!.replace(/\.md$/, "");
    const { data, content } = matter(source);
    const parsed = FrontMatterSchema.safeParse(data);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push(`${file}: ${issue.path.join(".") || "front matter"}: ${issue.message}`);
      continue;
    }
    const front = parsed.data;
    if (front.slug !== fileSlug)
      problems.push(`${file}: slug: "${front.slug}" must equal the file name "${fileSlug}"`);
    if (imageExists && !imageExists(front.image))
      problems.push(
        `${file}: image: no ${ORIGINALS_DIR}/${front.image}.{${ORIGINAL_EXTENSIONS.join(",")}}`,
      );
    const plainText = markdownToPlainText(content);
    if (!plainText) problems.push(`${file}: body: the post has no text`);
    posts.push({ file, front, markdown: content, plainText });
  }
  const fileByTitle = new Map<string, string>();
  for (const { file, front } of posts) {
    const key = front.title.toLowerCase();
    const other = fileByTitle.get(key);
    if (other) problems.push(`${file}: title: "${front.title}" is already the title of ${other}`);
    else fileByTitle.set(key, file);
  }
  if (problems.length > 0)
    throw new Error(`The blog has ${problems.length} problem(s):\n${problems.join("\n")}`);
  return posts.sort(
    (a, b) => b.front.date.localeCompare(a.front.date) || a.front.slug.localeCompare(b.front.slug),
  );
}

/** Reads and checks every post in `dir` (SEED_POSTS_DIR seen from where the caller runs), as readPostFiles. */
export async function readSeedPosts(
  dir: string,
  imageExists: ((imageId: string) => boolean) | null,
): Promise<PostFile[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith(".md")).sort();
  const sources: Record<string, string> = {};
  for (const name of names)
    sources[`${SEED_POSTS_DIR}/${name}`] = await readFile(join(dir, name), "utf8");
  return readPostFiles(sources, imageExists);
}
