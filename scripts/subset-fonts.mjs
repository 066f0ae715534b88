// Subsets the self-hosted fonts (from their npm packages) to fixed Unicode
// ranges (LATIN_RANGES, LATIN_EXT_RANGES), so whatever the team types in /staff
// in English copy (an accented name, a Polish street) is drawn in the brand
// faces, not only the characters the repository holds. Writes
// app/fonts/*.woff2, the Chinese outlines, app/fonts/chinese-glyphs.json, and the
// wordmark, app/fonts/wordmark.json (generated; app/app.css,
// app/components/chinese-text.tsx and app/components/logo.tsx use them). Runs in every build.
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { build } from "esbuild";
import * as hb from "harfbuzzjs";
import subsetFont from "subset-font";

/**
 * What the owner may type in English copy, in the package's "latin" slice:
 * Basic Latin and Latin-1 (café, São, ©, £, ½), the dotless i and the
 * ligatures œ Œ, modifier letters (ʻ for Hawaiian names), general punctuation
 * (dashes, curly quotes, …, •, thin spaces), € ™ − ∕. Arrows beyond ↑ ↓ are in
 * neither slice of these fonts (→ falls back as before).
 */
const LATIN_RANGES = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
];
/**
 * Latin Extended-A, from the "latin-ext" slice (Ł, ő, č, ş, ž: Central and
 * Eastern European and Turkish names), in a second file that app/app.css
 * names for this range only: a page without such a letter never fetches it.
 * Vietnamese and Extended-B are left out (no copy uses them); CJK is a later issue.
 */
const LATIN_EXT_RANGES = [[0x100, 0x17f]];
const textOf = (ranges) =>
  ranges
    .flatMap(([from, to]) =>
      Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
    )
    .join("");
const INTER = "node_modules/@fontsource-variable/inter/files/inter";
const PLAYFAIR = "node_modules/@fontsource-variable/playfair-display/files/playfair-display";
// The weights the design uses (Inter 400 text … 700 bold, Playfair 400-600); narrower axis, smaller file.
const INTER_AXES = { wght: { min: 400, max: 700 } };
const PLAYFAIR_AXES = { wght: { min: 400, max: 600 } };
const FONTS = [
  {
    source: `${INTER}-latin-wght-normal.woff2`,
    output: "app/fonts/inter.woff2",
    axes: INTER_AXES,
    ranges: LATIN_RANGES,
  },
  {
    source: `${PLAYFAIR}-latin-wght-normal.woff2`,
    output: "app/fonts/playfair-display.woff2",
    axes: PLAYFAIR_AXES,
    ranges: LATIN_RANGES,
  },
  {
    source: `${INTER}-latin-ext-wght-normal.woff2`,
    output: "app/fonts/inter-latin-ext.woff2",
    axes: INTER_AXES,
    ranges: LATIN_EXT_RANGES,
  },
  {
    source: `${PLAYFAIR}-latin-ext-wght-normal.woff2`,
    output: "app/fonts/playfair-display-latin-ext.woff2",
    axes: PLAYFAIR_AXES,
    ranges: LATIN_EXT_RANGES,
  },
];
/**
 * Chinese characters (the header's link to the Chinese site, 中文网站) are drawn
 * from Noto Sans SC's outlines, not set in a font (docs/decisions/016). A web
 * font, even inline as a data: URL, loads after the first layout, and until it
 * has loaded the browser searches the device's fonts for the characters during
 * the first layout of every page (figures: reports/measurements-behind-the-code.md).
 * The package splits the font into numbered slices by
 * character (unicode.json); each character the site uses is cut from its slice
 * at the weight the site sets it in, and its outline and advance are written
 * to app/fonts/chinese-glyphs.json, which app/components/chinese-text.tsx draws.
 */
const CHINESE = {
  family: "Noto Sans SC",
  dir: "node_modules/@fontsource-variable/noto-sans-sc",
  slice: (n) => `files/noto-sans-sc-${n}-wght-normal.woff2`,
  glyphs: "app/fonts/chinese-glyphs.json",
  // One weight: the site sets Chinese only in small regular text.
  weight: 400,
  characters: /\p{Script=Han}/u,
};
const TEXT_SOURCES = ["content", "app"];
const TEXT_FILE = /\.(ts|tsx|md)$/;

async function* textFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      // The Chinese pages (content/zh/, content/zh-hant/) are set in the reader's own CJK fonts, not drawn from outlines.
      if (!["fonts", "zh", "zh-hant"].includes(entry.name)) yield* textFiles(path);
    } else if (TEXT_FILE.test(entry.name)) yield path;
  }
}

// The Chinese outlines are cut for the Han characters the repository holds (the header's link).
const chinese = new Set();
for (const dir of TEXT_SOURCES) {
  for await (const file of textFiles(dir)) {
    for (const char of await readFile(file, "utf8"))
      if (CHINESE.characters.test(char)) chinese.add(char);
  }
}
await rm("app/fonts", { recursive: true, force: true });
await mkdir("app/fonts", { recursive: true });
const sizes = [];
for (const font of FONTS) {
  const subset = await subsetFont(await readFile(font.source), textOf(font.ranges), {
    targetFormat: "woff2",
    variationAxes: font.axes,
  });
  await writeFile(font.output, subset);
  sizes.push(`${font.output} ${(subset.length / 1024).toFixed(1)} KB`);
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

const slices = chinese.size ? await chineseSlices() : [];
const glyphs = {};
for (const char of chinese) {
  const found = slices.find(({ holds }) => holds(char.codePointAt(0)));
  if (!found) throw new Error(`subset-fonts: ${CHINESE.family} has no glyph for "${char}"`);
  const cut = await subsetFont(
    await readFile(join(CHINESE.dir, CHINESE.slice(found.slice))),
    char,
    {
      targetFormat: "sfnt",
      variationAxes: { wght: CHINESE.weight },
    },
  );
  const font = new hb.Font(new hb.Face(new hb.Blob(cut)));
  const buffer = new hb.Buffer();
  buffer.addText(char);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const [glyph] = buffer.getGlyphInfos();
  const [position] = buffer.getGlyphPositions();
  // Glyph 0 is the font's "missing character" box.
  if (!glyph?.codepoint || !position)
    throw new Error(`subset-fonts: ${CHINESE.family} has no glyph for "${char}"`);
  // Font units (1000 per em), y upwards; whole units are finer than any screen pixel at text size.
  const outline = font
    .glyphToPath(glyph.codepoint)
    .replace(/-?\d+\.\d+/g, (n) => String(Math.round(Number(n))));
  glyphs[char] = { advance: position.xAdvance, outline };
}
await writeFile(CHINESE.glyphs, `${JSON.stringify(glyphs, null, 2)}\n`);
if (chinese.size)
  sizes.push(
    `${chinese.size} ${CHINESE.family} outlines ${(JSON.stringify(glyphs).length / 1024).toFixed(1)} KB`,
  );

/**
 * The logo's wordmark: the team's name (content/site.ts) set once in Playfair
 * Display at the logo's weight, with the font's kerning and the logo's letter
 * spacing, and kept as outlines. The logo is then the same drawing on every
 * page, a first visit's too, without waiting for a web font (issue 32).
 */
const WORDMARK = {
  source: FONTS[1].source,
  output: "app/fonts/wordmark.json",
  // font-semibold, tracking-wide (0.025 em) as the logo set it in text.
  weight: 600,
  trackingEm: 0.025,
  /** Font units per unit of the drawing. */
  scale: 10,
};
/**
 * An outline's absolute commands (M, L, Q, C, Z, as harfbuzz draws them) as relative ones: the
 * same shape in shorter numbers, since each point is a small step from the one before.
 */
function relativePath(path) {
  let [x, y, startX, startY] = [0, 0, 0, 0];
  return path.replace(/([MLQCZ])([^MLQCZ]*)/g, (_, command, args) => {
    if (command === "Z") {
      [x, y] = [startX, startY];
      return "z";
    }
    const numbers = args
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    const steps = [];
    for (let i = 0; i < numbers.length; i += 2)
      steps.push(`${numbers[i] - x},${numbers[i + 1] - y}`);
    [x, y] = [numbers.at(-2), numbers.at(-1)];
    if (command === "M") [startX, startY] = [x, y];
    return `${command.toLowerCase()}${steps.join(" ")}`;
  });
}

const siteModule = await build({
  entryPoints: ["content/site.ts"],
  bundle: true,
  format: "esm",
  write: false,
  logLevel: "silent",
});
const { site } = await import(
  `data:text/javascript;base64,${Buffer.from(siteModule.outputFiles[0].text).toString("base64")}`
);
{
  const cut = await subsetFont(await readFile(WORDMARK.source), site.name, {
    targetFormat: "sfnt",
    variationAxes: { wght: WORDMARK.weight },
  });
  const face = new hb.Face(new hb.Blob(cut));
  const font = new hb.Font(face);
  const unitsPerEm = face.upem;
  const buffer = new hb.Buffer();
  buffer.addText(site.name);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const tracking = Math.round(WORDMARK.trackingEm * unitsPerEm);
  let x = 0;
  const glyphs = [];
  const positions = buffer.getGlyphPositions();
  buffer.getGlyphInfos().forEach((info, index) => {
    // In tenths of the font's units (a logo 20 px high is drawn to 0.02 px: whole tenths are
    // finer than any screen, and the numbers a digit shorter keep every page's HTML small), y
    // downwards as SVG draws (the font's y runs upwards).
    const outline = relativePath(
      font
        .glyphToPath(info.codepoint)
        .replace(
          /(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g,
          (_, px, py) =>
            `${Math.round(Number(px) / WORDMARK.scale)},${-Math.round(Number(py) / WORDMARK.scale)}`,
        ),
    );
    if (outline) glyphs.push({ x: Math.round(x / WORDMARK.scale), outline });
    x += (positions[index]?.xAdvance ?? 0) + tracking;
  });
  const extents = font.hExtents?.() ?? { ascender: unitsPerEm, descender: 0 };
  const wordmark = {
    text: site.name,
    unitsPerEm: unitsPerEm / WORDMARK.scale,
    ascender: Math.round(extents.ascender / WORDMARK.scale),
    descender: Math.round(Math.abs(extents.descender) / WORDMARK.scale),
    advance: Math.round((x - tracking) / WORDMARK.scale),
    glyphs,
  };
  await writeFile(WORDMARK.output, `${JSON.stringify(wordmark)}\n`);
  sizes.push(`wordmark ${(JSON.stringify(wordmark).length / 1024).toFixed(1)} KB`);
}

console.log(`subset-fonts: ${sizes.join(", ")}`);
