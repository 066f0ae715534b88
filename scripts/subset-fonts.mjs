// Subsets the self-hosted fonts (from their npm packages) to the characters the
// site can show: every character in the content and the components, plus
// printable ASCII so a form's echo of typed text never falls back. Writes
// app/fonts/*.woff2 (generated; app/app.css points at them). Runs in every build.
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import subsetFont from "subset-font";

const FONTS = [
  {
    source: "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    output: "app/fonts/inter.woff2",
    // The weights the design uses (400 text … 700 bold); narrower axis, smaller file.
    axes: { wght: { min: 400, max: 700 } },
  },
  {
    source:
      "node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2",
    output: "app/fonts/playfair-display.woff2",
    axes: { wght: { min: 400, max: 600 } },
  },
];
/**
 * Chinese characters (the header's link to the Chinese site, 中文网站) come
 * from Noto Sans SC. Without a font of the site's own, a device with no Chinese
 * font shows nothing there. The package splits the font into numbered slices
 * by character (unicode.json); each slice holding a character the site uses is
 * cut down to those characters (about 1 KB) and written into
 * app/fonts/chinese.css, which app/app.css imports, as a data: URL with the
 * characters' unicode-range. Inline, not a file: every request that finishes
 * before the largest paint delays it in Lighthouse's simulation, and two
 * preloaded files cost ~0.1 s of LCP (docs/decisions/010).
 */
const CHINESE = {
  family: "Noto Sans SC",
  dir: "node_modules/@fontsource-variable/noto-sans-sc",
  slice: (n) => `files/noto-sans-sc-${n}-wght-normal.woff2`,
  stylesheet: "app/fonts/chinese.css",
  characters: /\p{Script=Han}/u,
};
const TEXT_SOURCES = ["content", "app"];
const TEXT_FILE = /\.(ts|tsx|md)$/;

async function* textFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "fonts") yield* textFiles(path);
    } else if (TEXT_FILE.test(entry.name)) yield path;
  }
}

const characters = new Set();
for (let code = 0x20; code < 0x7f; code++) characters.add(String.fromCharCode(code));
for (const dir of TEXT_SOURCES) {
  for await (const file of textFiles(dir)) {
    for (const char of await readFile(file, "utf8")) if (char >= " ") characters.add(char);
  }
}
const text = [...characters].join("");

await rm("app/fonts", { recursive: true, force: true });
await mkdir("app/fonts", { recursive: true });
const sizes = [];
for (const font of FONTS) {
  const subset = await subsetFont(await readFile(font.source), text, {
    targetFormat: "woff2",
    variationAxes: font.axes,
  });
  await writeFile(font.output, subset);
  sizes.push(`${font.output} ${Math.round(subset.length / 1024)} KB`);
}
/** The slice numbers of the package's unicode.json, each with the code points it holds. */
async function chineseSlices() {
  const ranges = JSON.parse(await readFile(join(CHINESE.dir, "unicode.json"), "utf8"));
  return Object.entries(ranges).map(([key, range]) => ({
    slice: key.replace(/\D/g, ""),
    holds: (code) =>
      range.split(",").some((part) => {
        const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
        return code >= parseInt(from, 16) && code <= parseInt(to, 16);
      }),
  }));
}

const chinese = [...characters].filter((char) => CHINESE.characters.test(char));
const bySlice = new Map();
const slices = chinese.length ? await chineseSlices() : [];
for (const char of chinese) {
  const found = slices.find(({ holds }) => holds(char.codePointAt(0)));
  if (!found) throw new Error(`subset-fonts: ${CHINESE.family} has no glyph for "${char}"`);
  bySlice.set(found.slice, (bySlice.get(found.slice) ?? "") + char);
}
const faces = [];
for (const [slice, chars] of bySlice) {
  const subset = await subsetFont(await readFile(join(CHINESE.dir, CHINESE.slice(slice))), chars, {
    targetFormat: "woff2",
    // One weight: the site sets Chinese only in small regular text.
    variationAxes: { wght: 400 },
  });
  const range = [...chars].map((char) => `U+${char.codePointAt(0).toString(16)}`).join(", ");
  // `swap`, not `optional` like the Latin faces: those have a metric-matched
  // fallback, while a device with no Chinese font has nothing to show in its
  // place. A data: URL still loads asynchronously: if it misses the first
  // 100 ms, the label appears late rather than never.
  const source = `data:font/woff2;base64,${subset.toString("base64")}`;
  faces.push(
    `@font-face {\n  font-family: "${CHINESE.family}";\n  font-display: swap;\n  font-weight: 400;\n` +
      `  src: url("${source}") format("woff2");\n  unicode-range: ${range};\n}\n`,
  );
  sizes.push(`${CHINESE.family} slice ${slice} ${(subset.length / 1024).toFixed(1)} KB`);
}
await writeFile(
  CHINESE.stylesheet,
  `/* Generated by scripts/subset-fonts.mjs: the Chinese characters the site uses. */\n${faces.join("")}`,
);

console.log(`subset-fonts: ${characters.size} characters; ${sizes.join(", ")}`);
