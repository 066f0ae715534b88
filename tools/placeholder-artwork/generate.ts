/**
 * `npm run placeholders`: draws the placeholder artwork (heroes, portfolio
 * homes, towns, process steps, features, team portraits, blog images, share
 * images and icons) where the owner has not put a photo, and records what it
 * drew in generated.json. Each drawing is seeded from its id, so a run from
 * nothing always writes the same bytes.
 */
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { blogDrawings } from "./blog-scenes.ts";
import { globalNetwork, luxuryLiving, portraitPlaceholder } from "./features.ts";
import {
  generated,
  MANIFEST,
  mayWrite,
  ONLY,
  ORIGINAL_EXTENSIONS,
  ORIGINALS,
  REFRESH,
  report,
  slotSize,
  writeJpeg,
} from "./files.ts";
import { HERO_DRAWINGS } from "./heroes.ts";
import { writeIcons, writeOgImages } from "./og-and-icons.ts";
import { PORTFOLIO_DRAWINGS } from "./portfolio.ts";
import { BUY_STEPS, SELL_STEPS, STEP_BG, still, stillLife } from "./still-lifes.ts";
import { type Drawing, makeCtx, svgDoc } from "./svg.ts";
import { TOWN_DRAWINGS } from "./towns/towns.ts";

const STEP_DRAWINGS = (
  [
    ["buy", BUY_STEPS],
    ["sell", SELL_STEPS],
  ] as const
).flatMap(([side, kinds]) =>
  kinds.map((kind, i): [string, Drawing] => [
    `steps/${side}-${i + 1}`,
    (ctx) =>
      stillLife(ctx, still(kind), {
        wall: ctx.r.pick(["#eee8df", "#e6e9ea", "#efe6dc"]),
        bg: STEP_BG[side]?.[i],
      }),
  ]),
);

/** Every drawing by its id (the image's path under media/originals, without the extension). */
const DRAWINGS = new Map<string, Drawing>([
  ...HERO_DRAWINGS,
  ...PORTFOLIO_DRAWINGS,
  ...TOWN_DRAWINGS,
  ...STEP_DRAWINGS,
  ["feature/luxury-living", luxuryLiving],
  ["feature/global-network", globalNetwork],
  ["team/lead", (ctx) => portraitPlaceholder(ctx, "L", "#c7b48d")],
  ["team/specialist", (ctx) => portraitPlaceholder(ctx, "O", "#a7b3bd")],
  ...(await blogDrawings()),
]);

async function drawAll() {
  for (const [id, draw] of DRAWINGS) {
    if (ONLY && !id.startsWith(ONLY)) continue;
    const file = join(ORIGINALS, `${id}.jpg`);
    const siblings = ORIGINAL_EXTENSIONS.map((ext) => join(ORIGINALS, `${id}${ext}`));
    if (!(await mayWrite(file, siblings))) continue;
    const { outW, outH, vw, vh } = slotSize(id);
    const ctx = makeCtx(id, vw, vh);
    const body = draw(ctx);
    await writeJpeg(id, svgDoc(ctx, body, outW, outH), outW, outH);
  }
}

const started = Date.now();
await drawAll();
if (!ONLY) {
  await writeOgImages();
  await writeIcons();
}
const sorted = Object.fromEntries(Object.entries(generated).sort(([a], [b]) => a.localeCompare(b)));
await writeFile(MANIFEST, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(
  `placeholder-artwork: ${report.written.length} written, ${report.unchanged.length} placeholders ` +
    `already in place${REFRESH ? "" : " (--refresh rewrites them)"}, ${report.owners.length} ` +
    `owner's files kept, ${Date.now() - started} ms`,
);
if (report.written.length) console.log(`written:\n  ${report.written.join("\n  ")}`);
if (report.owners.length) console.log(`kept (not the tool's):\n  ${report.owners.join("\n  ")}`);
