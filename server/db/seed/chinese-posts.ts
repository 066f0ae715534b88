import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import matter from "gray-matter";
import { z } from "zod";
import { markdownToPlainText } from "#server/content/markdown.ts";
import type { PostFile } from "./posts.ts";

/**
 * The Chinese versions of seed posts a database starts with (server/db/seed/posts/zh/<slug>.md,
 * issue 40): each is the twin of the English seed post of the same slug, whose cover, date,
 * author and topic it shares, so its front matter holds only its own words. Written for a
 * Chinese reader, not word for word; the figures are the English post's.
 */

/** The Chinese posts' folder inside the seed posts' folder. */
export const CHINESE_SEED_DIR = "zh";

/** A Chinese post's front matter: its title, address (its English twin's), excerpt and cover text. */
const ChineseFrontMatterSchema = z.object({
  title: z.string("title is required").trim().min(1).max(70),
  slug: z.string("slug is required").regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  // The editor's rule for a published post's summary (server/content/posts.ts publishProblems).
  excerpt: z.string("excerpt is required").trim().min(50).max(200),
  imageAlt: z.string("imageAlt is required").trim().min(1),
});

export type ChinesePostFile = {
  file: string;
  front: z.output<typeof ChineseFrontMatterSchema>;
  markdown: string;
  /** The English seed post it translates. */
  english: PostFile;
};

/**
 * Reads and checks every Chinese seed post in `<blogDir>/zh` against the English seed posts;
 * throws one error naming each file and field at fault, as readSeedPosts does.
 */
export async function readChineseSeedPosts(
  blogDir: string,
  english: readonly PostFile[],
): Promise<ChinesePostFile[]> {
  const dir = join(blogDir, CHINESE_SEED_DIR);
  const names = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith(".md")).sort();
  const problems: string[] = [];
  const files: ChinesePostFile[] = [];
  for (const name of names) {
    const file = `${CHINESE_SEED_DIR}/${name}`;
    const { data, content } = matter(await readFile(join(dir, name), "utf8"));
    const parsed = ChineseFrontMatterSchema.safeParse(data);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push(`${file}: ${issue.path.join(".") || "front matter"}: ${issue.message}`);
      continue;
    }
    const twin = english.find((post) => post.front.slug === parsed.data.slug);
    if (parsed.data.slug !== name.slice(0, -3))
      problems.push(`${file}: slug: "${parsed.data.slug}" must equal the file name`);
    else if (!twin) problems.push(`${file}: slug: no English seed post has this address`);
    if (!markdownToPlainText(content)) problems.push(`${file}: body: the post has no text`);
    if (twin) files.push({ file, front: parsed.data, markdown: content, english: twin });
  }
  if (problems.length > 0)
    throw new Error(`The Chinese blog has ${problems.length} problem(s):\n${problems.join("\n")}`);
  return files;
}
