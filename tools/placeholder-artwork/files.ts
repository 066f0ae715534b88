/**
 * What the placeholder tool writes, and what it never overwrites: the command
 * line's flags, the image slots' sizes, and the manifest of the files it drew
 * (tools/placeholder-artwork/generated.json) with their hashes.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { C } from "./svg.ts";

export const REFRESH = process.argv.includes("--refresh");
export const ONLY = process.argv.find((a) => a.startsWith("--only="))?.slice(7);
export const ORIGINALS = "media/originals";
/** The extensions the image build reads (scripts/build-images.mjs): any of them is an original. */
export const ORIGINAL_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".avif"];
export const MANIFEST = "tools/placeholder-artwork/generated.json";
const slots: Record<string, { aspect: [number, number]; widths: number[] }> = JSON.parse(
  await readFile("domain/images/image-slots.json", "utf8"),
);
/** The files this tool drew, by path: their SHA-256. */
export const generated: Record<string, string> = existsSync(MANIFEST)
  ? JSON.parse(await readFile(MANIFEST, "utf8"))
  : {};

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** What this run wrote, found still in place, and left as the owner's. */
export const report: { written: string[]; unchanged: string[]; owners: string[] } = {
  written: [],
  unchanged: [],
  owners: [],
};

/**
 * Whether the tool may write `file`: when it is missing, or with --refresh when
 * it still hashes to what the tool recorded. `siblings` are other paths that
 * are the same image (an original replaced by a .png of the same name). Files
 * it leaves are counted as the tool's (unchanged) or the owner's.
 */
export async function mayWrite(file: string, siblings: string[] = []) {
  const sibling = siblings.find((other) => other !== file && existsSync(other));
  if (sibling) {
    report.owners.push(sibling);
    return false;
  }
  if (!existsSync(file)) return true;
  if (generated[file] !== sha256(await readFile(file))) {
    report.owners.push(file);
    return false;
  }
  if (REFRESH) return true;
  report.unchanged.push(file);
  return false;
}

export async function writeGenerated(file: string, bytes: Buffer) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, bytes);
  generated[file] = sha256(bytes);
  report.written.push(file);
}

/** The original for an id, whatever its extension (the owner's photo or the placeholder). */
export const originalOf = (id: string) =>
  ORIGINAL_EXTENSIONS.map((ext) => join(ORIGINALS, `${id}${ext}`)).find(existsSync) ??
  join(ORIGINALS, `${id}.jpg`);

export async function writeJpeg(id: string, svg: string, outW: number, outH: number) {
  const bytes = await sharp(Buffer.from(svg))
    .resize(outW, outH)
    .flatten({ background: C.paper })
    .jpeg({ quality: 88, mozjpeg: true })
    .toBuffer();
  await writeGenerated(join(ORIGINALS, `${id}.jpg`), bytes);
}

export function slotSize(id: string) {
  const slot = slots[id.split("/")[0] ?? ""];
  if (!slot) throw new Error(`${id}: no image slot of that name in domain/images/image-slots.json`);
  const [aw, ah] = slot.aspect;
  const outW = Math.round(Math.max(...slot.widths) * 1.5);
  const outH = Math.round((outW * ah) / aw);
  // design coordinates: a fixed 1200-unit width
  const vw = 1200;
  const vh = Math.round((vw * ah) / aw);
  return { outW, outH, vw, vh };
}
