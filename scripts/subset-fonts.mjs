// Subsets the self-hosted fonts (from their npm packages) to the characters the
// site can show: every character in the content and the components, plus
// printable ASCII so a form's echo of typed text never falls back. Writes
// app/fonts/*.woff2 (generated; app/app.css points at them). Runs in every build.
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
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
console.log(`subset-fonts: ${characters.size} characters; ${sizes.join(", ")}`);
