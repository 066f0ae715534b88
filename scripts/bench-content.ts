// Speed of the site's content in the database at scale (issue 30): seeds 2,000
// published posts (the real posts' bodies, cycled) and 500 uploaded photos (each
// with its 12 encoded sizes), then measures the server time of what a post page
// and /blog read: a post by its address with its Markdown rendered safely, its
// newer/older links, a list page (first and deep), and a photo's file; each
// uncached (the worst case: the first request after a publish) and through the
// per-process cache. With BENCH_DATABASE_URL it also runs on PostgreSQL and times
// how long a publish takes to reach a second process (two connection pools).
// Writes the figures to reports/content-bench.md.
//
//   npm run bench:content
//   npm run bench:content -- --smoke          # what CI runs: a small seed and few runs, no report
//   BENCH_DATABASE_URL=postgres://user@127.0.0.1:5432/bench npm run bench:content
//
// Warning: the PostgreSQL database is emptied first: point it at a throwaway database.
import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { renderPostMarkdown } from "../server/content/markdown.ts";
import { encodePhoto, findPhotoVariant } from "../server/content/photos.ts";
import {
  getAdjacentPosts,
  getPublishedPostPage,
  lookUpPublishedPost,
} from "../server/content/published-posts.ts";
import { bumpContentVersion, createContentCache, watchContent } from "../server/content/version.ts";
import { type Database, openDatabase } from "../server/db/client.ts";
import { photos, photoVariants, posts } from "../server/db/schema.ts";
import { readSeedPosts, SEED_POSTS_DIR } from "../server/db/seed/posts.ts";
import { benchDatabases } from "./bench-databases.ts";
import { listingReads, seedListings } from "./bench-listings.ts";

const ROOT = process.cwd();
const SMOKE = process.argv.includes("--smoke");
const POSTS = SMOKE ? 100 : 2_000;
const PHOTOS = SMOKE ? 10 : 500;
const RUNS = SMOKE ? 5 : 51;
const PUBLISHES = SMOKE ? 2 : 10;
/** The issue's scale for the listings: 500 of them, 20,000 photo rows (40 each). */
const LISTINGS = SMOKE ? 20 : 500;
const LISTING_PHOTOS_EACH = SMOKE ? 5 : 40;
/** The issue's targets. */
const PAGE_BUDGET_MS = 20;
const PUBLISH_BUDGET_MS = 5_000;

const bodies = (await readSeedPosts(join(ROOT, SEED_POSTS_DIR), null)).map((file) => file.markdown);

async function seed(db: Database) {
  await db.execute(sql`truncate table posts, photos, photo_variants restart identity cascade`);
  // One real encode; every seeded photo stores those bytes (the sizes are what matters).
  const sample = await encodePhoto(
    await sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#7a8" } })
      .jpeg()
      .toBuffer(),
    "blog",
  );
  await db.execute(sql`insert into photos (hash, slot, original_format, width, height)
    select substr(md5(g::text), 1, 20), 'blog', 'jpeg', 2400, 1600
    from generate_series(1, ${PHOTOS}) g`);
  for (const variant of sample.variants)
    await db.execute(sql`insert into ${photoVariants} (photo_id, width, format, bytes)
      select id, ${variant.width}, ${variant.format}, ${variant.bytes} from ${photos}`);
  const rows = Array.from({ length: POSTS }, (_, i) => ({
    slug: `post-${i + 1}`,
    title: `Post ${i + 1}: a market update for Greater Boston`,
    summary: "What changed in the market this month, town by town, and what it means for you.",
    coverPhotoId: (i % PHOTOS) + 1,
    coverAlt: "A street of colonials in autumn",
    body: bodies[i % bodies.length] ?? "Text.",
    author: "lead" as const,
    status: "published" as const,
    // One a day back from yesterday.
    publishAt: new Date(Date.now() - (i + 1) * 86_400_000),
  }));
  for (let start = 0; start < rows.length; start += 500)
    await db.insert(posts).values(rows.slice(start, start + 500));
  await seedListings(db, { count: LISTINGS, photosEach: LISTING_PHOTOS_EACH, photoCount: PHOTOS });
  await db.execute(sql`analyze`);
}

async function time(run: () => Promise<unknown>) {
  const ms: number[] = [];
  await run(); // warm the plan
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  return {
    median: ms[Math.floor(ms.length / 2)]!,
    p95: ms[Math.min(ms.length - 1, Math.floor(ms.length * 0.95))]!,
    worst: ms.at(-1)!,
  };
}

let pick = 0;
/** A different post each run, so no run reads what the one before it just read. */
const nextSlug = () => `post-${((pick++ * 7919) % POSTS) + 1}`;

/** What a post page's loader reads: the post, its rendered body, its neighbours. */
async function postPage(db: Database, slug: string, now: Date) {
  const found = await lookUpPublishedPost(db, slug, now);
  if (found?.kind !== "post") throw new Error(`${slug} not found`);
  const html = renderPostMarkdown(found.post.body);
  const adjacent = await getAdjacentPosts(db, found.post, now);
  return { html, adjacent };
}

async function bench(kind: string, db: Database) {
  const seedStart = performance.now();
  await seed(db);
  const seedMs = performance.now() - seedStart;
  console.log(
    `${kind}: seeded ${POSTS} posts and ${PHOTOS} photos in ${(seedMs / 1000).toFixed(1)} s`,
  );
  const hashes = (await db.select({ hash: photos.hash }).from(photos)).flatMap((row) =>
    row.hash ? [row.hash] : [],
  );
  const now = new Date();
  const deepPage = Math.max(1, Math.floor(POSTS / 12 / 2));
  const cache = createContentCache({ generation: () => 0 });
  const cachedSlug = "post-42";
  const results = {
    "Post page, uncached (lookup + Markdown render + newer/older)": await time(() =>
      postPage(db, nextSlug(), now),
    ),
    "Post lookup only (by address)": await time(() => lookUpPublishedPost(db, nextSlug(), now)),
    "/blog, first page (12 cards + count)": await time(() => getPublishedPostPage(db, 1, now)),
    [`/blog/page/${deepPage}, uncached`]: await time(() => getPublishedPostPage(db, deepPage, now)),
    "A photo's file (/media/u/…)": await time(() =>
      findPhotoVariant(db, `${hashes[pick++ % hashes.length]}-640.avif`),
    ),
    "Post page, cached (after the first request)": await time(() =>
      cache.get(`post:${cachedSlug}`, () => postPage(db, cachedSlug, now)),
    ),
  };
  for (const [name, read] of Object.entries(listingReads(db, LISTINGS)))
    results[name] = await time(read);
  for (const [name, { median, p95, worst }] of Object.entries(results))
    console.log(
      `${kind}: ${name}: median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, worst ${worst.toFixed(2)} ms`,
    );
  return { kind, seedMs, results };
}

/** From one pool's commit to the other pool's watcher seeing it, as two server processes would. */
async function publishReach(url: string) {
  const open = () =>
    openDatabase({
      databaseUrl: url,
      dataDir: "",
      migrationsFolder: join(ROOT, "server/db/migrations"),
    });
  const writer = await open();
  const reader = await open();
  const signal = await watchContent({ db: reader.db });
  const reach: number[] = [];
  try {
    for (let i = 0; i < PUBLISHES; i++) {
      const before = signal.generation();
      const start = performance.now();
      await writer.db.transaction((tx) => bumpContentVersion(tx));
      while (signal.generation() === before && performance.now() - start < 10_000)
        await new Promise((resolve) => setTimeout(resolve, 5));
      reach.push(performance.now() - start);
    }
  } finally {
    await signal.stop();
    await reader.close();
    await writer.close();
  }
  reach.sort((a, b) => a - b);
  return { median: reach[Math.floor(reach.length / 2)]!, worst: reach.at(-1)! };
}

const runs = await benchDatabases(ROOT, bench);
let reach: Awaited<ReturnType<typeof publishReach>> | null = null;
if (process.env.BENCH_DATABASE_URL) {
  reach = await publishReach(process.env.BENCH_DATABASE_URL);
  console.log(
    `PostgreSQL: a publish reached the second process in median ${reach.median.toFixed(0)} ms, worst ${reach.worst.toFixed(0)} ms`,
  );
}

if (SMOKE) {
  console.log("smoke run: every query answered; no report written");
} else {
  const table = runs
    .flatMap(({ kind, results }) =>
      Object.entries(results).map(
        ([name, { median, p95, worst }]) =>
          `| ${kind} | ${name} | ${median.toFixed(2)} | ${p95.toFixed(2)} | ${worst.toFixed(2)} |`,
      ),
    )
    .join("\n");
  writeFileSync(
    join(ROOT, "reports/content-bench.md"),
    `# Content at scale (npm run bench:content)

${POSTS} published posts, ${PHOTOS} photos with 12 sizes each (the blog slot), ${LISTINGS} listings with
${LISTINGS * LISTING_PHOTOS_EACH} photo rows; ${RUNS} runs per figure (ms, server time in
this process). Target: a post page, /blog, a listing page and /listings under ${PAGE_BUDGET_MS} ms after the first request; a
publish on every process within ${PUBLISH_BUDGET_MS / 1000} s. Machine: ${cpus().length} cores, load ${loadavg()
      .map((n) => n.toFixed(1))
      .join(" ")}.

| Database | What | Median | p95 | Worst |
|---|---|---|---|---|
${table}
${reach ? `\nPublish reaching a second process (PostgreSQL, ${PUBLISHES} publishes): median ${reach.median.toFixed(0)} ms, worst ${reach.worst.toFixed(0)} ms.\n` : ""}`,
  );
  console.log("Wrote reports/content-bench.md");
}
