/**
 * The placeholder tool, run as the owner would (`npm run placeholders`) in a
 * copy of the project: a photo the owner put in place of a placeholder is never
 * overwritten, even with --refresh, and a deleted placeholder is drawn again,
 * exactly as recorded.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";

const ROOT = process.cwd();
const COPIED = [
  "package.json",
  "tools",
  "content",
  "server/db/seed/posts",
  "domain/images/image-slots.json",
  "media/originals",
];
const PUBLIC_FILES = [
  "favicon.svg",
  "favicon.ico",
  "apple-touch-icon.png",
  "icon-192.png",
  "icon-512.png",
  "og",
];
const MANIFEST = "tools/placeholder-artwork/generated.json";

const copy = mkdtempSync(join(tmpdir(), "placeholders-"));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const sha256 = (file: string) =>
  createHash("sha256")
    .update(readFileSync(join(copy, file)))
    .digest("hex");

it("keeps the owner's files and redraws only a missing placeholder", () => {
  for (const path of COPIED) cpSync(join(ROOT, path), join(copy, path), { recursive: true });
  for (const name of PUBLIC_FILES)
    cpSync(join(ROOT, "public", name), join(copy, "public", name), { recursive: true });
  symlinkSync(join(ROOT, "node_modules"), join(copy, "node_modules"), "dir");
  const recorded: Record<string, string> = JSON.parse(readFileSync(join(ROOT, MANIFEST), "utf8"));

  // The owner's photo and share image (any other bytes), and one placeholder removed.
  const ownerFiles = ["media/originals/team/lead.jpg", "public/og/home.jpg"];
  cpSync(join(copy, "media/originals/areas/cambridge.jpg"), join(copy, ownerFiles[0]!));
  cpSync(join(copy, "public/og/blog.jpg"), join(copy, ownerFiles[1]!));
  const ownerHashes = ownerFiles.map(sha256);
  const removed = "media/originals/areas/newton.jpg";
  unlinkSync(join(copy, removed));

  const run = spawnSync("npm", ["run", "placeholders"], { cwd: copy, encoding: "utf8" });
  expect(run.status, run.stderr + run.stdout).toBe(0);
  expect(run.stdout).toMatch(
    /1 written, \d+ placeholders already in place.*, 2 owner's files kept/,
  );

  expect(ownerFiles.map(sha256)).toEqual(ownerHashes);
  expect(sha256(removed)).toBe(recorded[removed]);
  for (const file of Object.keys(recorded).filter((file) => !ownerFiles.includes(file)))
    expect(sha256(file), file).toBe(recorded[file]);

  // --refresh redraws the team's placeholders, still never the owner's portrait.
  const refresh = spawnSync("npm", ["run", "placeholders", "--", "--refresh", "--only=team/"], {
    cwd: copy,
    encoding: "utf8",
  });
  expect(refresh.status, refresh.stderr + refresh.stdout).toBe(0);
  expect(refresh.stdout).toContain("1 written");
  expect(refresh.stdout).toContain("media/originals/team/specialist.jpg");
  expect(sha256("media/originals/team/lead.jpg")).toBe(ownerHashes[0]);
}, 120_000);
