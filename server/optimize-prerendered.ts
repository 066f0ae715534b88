/** Build step: applies the HTML optimizer to every prerendered page in build/client. */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { optimizeHtml } from "./html-optimizer.ts";

const CLIENT_DIR = "build/client";

function* indexFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* indexFiles(path);
    else if (name === "index.html") yield path;
  }
}

let pages = 0;
for (const file of indexFiles(CLIENT_DIR)) {
  const html = readFileSync(file, "utf8");
  const optimized = optimizeHtml(html, (href) => readFileSync(join(CLIENT_DIR, href), "utf8"));
  if (optimized === html) throw new Error(`${file}: no module bootstrap found to defer`);
  writeFileSync(file, optimized);
  pages += 1;
}
console.log(`optimize-prerendered: ${pages} pages rewritten`);
