// Writes the responsive variants of every original in media/originals to
// public/images: each crop to its slot's aspect ratio (domain/images/image-slots.json),
// at the slot's widths, as AVIF, WebP and JPEG, and for a slot with a card its 1200 x 630 JPEG.
// Outputs newer than their original are kept, so a rebuild only does what changed.
import { mkdir, readdir, readFile, stat } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { dirname, extname, join, relative } from "node:path";
import sharp from "sharp";

const ORIGINALS = "media/originals";
const OUTPUT = "public/images";
const SOURCE_EXTENSIONS = new Set([".jpg", ".jpeg", ".png", ".webp", ".avif"]);
const slots = JSON.parse(await readFile("domain/images/image-slots.json", "utf8"));
// The settings the server also encodes uploaded photos with (server/content/photos.ts). AVIF at
// effort 2: far quicker to encode than the default for slightly larger files
// (figures: reports/measurements-behind-the-code.md).
const settings = JSON.parse(await readFile("domain/images/image-encoders.json", "utf8"));
const ENCODERS = {
  avif: (image) => image.avif(settings.avif),
  webp: (image) => image.webp(settings.webp),
  jpg: (image) => image.jpeg(settings.jpg),
};

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (SOURCE_EXTENSIONS.has(extname(entry.name).toLowerCase())) yield path;
  }
}

const mtime = (path) =>
  stat(path).then(
    (s) => s.mtimeMs,
    () => 0,
  );

async function buildOne(file, totals) {
  const id = relative(ORIGINALS, file)
    .replace(/\\/g, "/")
    .replace(/\.[^.]+$/, "");
  const slotName = id.split("/")[0];
  const slot = slots[slotName];
  if (!slot)
    throw new Error(
      `${file}: no image slot named "${slotName}" (see domain/images/image-slots.json)`,
    );
  const sourceTime = await mtime(file);
  const [aspectW, aspectH] = slot.aspect;
  await mkdir(dirname(join(OUTPUT, id)), { recursive: true });
  const outputs = slot.widths.flatMap((width) =>
    Object.entries(ENCODERS).map(([format, encode]) => ({
      name: `${width}.${format}`,
      width,
      height: Math.round((width * aspectH) / aspectW),
      encode,
    })),
  );
  // A slot with a card: its Open Graph image too (SOCIAL_CARD in domain/images/image-slots.ts).
  if (slot.card) outputs.push({ name: "card.jpg", width: 1200, height: 630, encode: ENCODERS.jpg });
  for (const { name, width, height, encode } of outputs) {
    const out = join(OUTPUT, `${id}-${name}`);
    if ((await mtime(out)) > sourceTime) {
      totals.skipped += 1;
      continue;
    }
    const info = await encode(
      sharp(file).resize(width, height, { fit: "cover", position: "attention" }),
    ).toFile(out);
    totals.written += 1;
    totals.bytes += info.size;
  }
}

const started = Date.now();
const totals = { written: 0, skipped: 0, bytes: 0 };
const files = [];
try {
  for await (const file of walk(ORIGINALS)) files.push(file);
} catch (error) {
  if (error.code !== "ENOENT") throw error;
}
const queue = [...files];
const workers = Array.from(
  { length: Math.max(1, Math.min(availableParallelism(), 4)) },
  async () => {
    while (queue.length) await buildOne(queue.shift(), totals);
  },
);
await Promise.all(workers);
console.log(
  `build-images: ${files.length} originals, ${totals.written} files written (${Math.round(totals.bytes / 1024)} KB), ${totals.skipped} up to date, ${Date.now() - started} ms`,
);
