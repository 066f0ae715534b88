/**
 * The owner's path for a new article, end to end: in a copy of the project, add
 * a post dated after every other one, run the production build, start the built
 * server and check over HTTP only (not the build's internals, which may change)
 * that the post is served, listed first, and in the sitemap and the feed.
 * Then the same copy with the post's title removed: the build must stop and
 * name the file.
 */
import { type ChildProcess, spawn } from "node:child_process";
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
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../tests/support/free-port.ts";

const ROOT = process.cwd();
/** Generated or machine-local: the copy builds its own. */
const SKIPPED_TOP_LEVEL = new Set(["build", "data", ".git", "node_modules", "test-results"]);
const BUILD_TIMEOUT_MS = 6 * 60_000;

const SLUG = "a-new-post-from-the-owner";
const TITLE = "A New Post From the Owner";

/** The child processes' environment: a production build, not Vitest's NODE_ENV=test. */
function childEnv(extra: Record<string, string> = {}) {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  delete env.NODE_ENV;
  for (const key of Object.keys(env)) if (key.startsWith("VITEST")) delete env[key];
  return env;
}

/** Runs a command to its end; resolves with its exit code and combined output. */
function run(command: string, args: string[], cwd: string) {
  return new Promise<{ code: number | null; output: string; seconds: number }>((resolve) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd, env: childEnv() });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("close", (code) =>
      resolve({ code, output, seconds: Math.round((performance.now() - started) / 100) / 10 }),
    );
  });
}

async function waitForHealth(origin: string, server: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited:\n${log()}`);
    const ok = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer /healthz within 60 s:\n${log()}`);
}

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

describe("adding a blog post", () => {
  let copy = "";
  let server: ChildProcess | undefined;
  let origin = "";

  beforeAll(async () => {
    copy = mkdtempSync(join(tmpdir(), "new-post-"));
    cpSync(ROOT, copy, {
      recursive: true,
      preserveTimestamps: true, // the image build skips variants newer than their original
      filter: (source) => {
        const top = relative(ROOT, source).split(sep)[0]!;
        return !SKIPPED_TOP_LEVEL.has(top);
      },
    });
    symlinkSync(join(ROOT, "node_modules"), join(copy, "node_modules"), "dir");
    writeFileSync(join(copy, `content/blog/${SLUG}.md`), newPostSource());
  }, 60_000);

  afterAll(() => {
    server?.kill();
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it(
    "builds, and the server lists it first and serves it, in the sitemap and the feed",
    async () => {
      const build = await run("npm", ["run", "build"], copy);
      expect(build.code, build.output.slice(-4000)).toBe(0);
      console.log(`new-post test: npm run build in the copy took ${build.seconds} s`);

      const port = await freePort();
      origin = `http://127.0.0.1:${port}`;
      let log = "";
      server = spawn("node", ["build/server.js"], {
        cwd: copy,
        env: childEnv({ PORT: String(port), DATA_DIR: mkdtempSync(join(copy, "data-")) }),
      });
      server.stdout?.on("data", (chunk) => {
        log += chunk;
      });
      server.stderr?.on("data", (chunk) => {
        log += chunk;
      });
      await waitForHealth(origin, server, () => log);

      const page = await fetch(`${origin}/blog/${SLUG}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${TITLE}</h1>`));

      const list = await (await fetch(`${origin}/blog`)).text();
      const firstPostLink = list.match(/href="\/blog\/([a-z0-9-]+)"/)?.[1];
      expect(firstPostLink).toBe(SLUG);

      const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
      expect(sitemap).toMatch(new RegExp(`<loc>[^<]*/blog/${SLUG}</loc>`));

      const feed = await (await fetch(`${origin}/blog/rss.xml`)).text();
      const firstItem = feed.match(/<item>([\s\S]*?)<\/item>/)?.[1] ?? "";
      expect(firstItem).toContain(`/blog/${SLUG}`);
      expect(firstItem).toContain(TITLE);
    },
    BUILD_TIMEOUT_MS,
  );

  it(
    "without a title, the build fails and names the file and the field",
    async () => {
      server?.kill();
      const file = join(copy, `content/blog/${SLUG}.md`);
      const { content, data } = matter(readFileSync(file, "utf8"));
      delete data.title;
      writeFileSync(file, matter.stringify(content, data));

      const build = await run("npx", ["react-router", "build"], copy);
      console.log(`new-post test: the failing react-router build took ${build.seconds} s`);
      expect(build.code).not.toBe(0);
      expect(build.output).toContain(`content/blog/${SLUG}.md: title: title is required`);
    },
    BUILD_TIMEOUT_MS,
  );
});
