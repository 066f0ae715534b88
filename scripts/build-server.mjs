// Bundles the Express entry (server/main.ts) to build/server-main.js, behind
// two small entry files that select the mode first (React and Express read
// NODE_ENV when they are loaded): build/server.js for production (`npm run
// serve`) and build/dev-server.js for `npm run dev` (Vite in middleware mode).
// Also bundles the last build step, scripts/prerender/finish.ts.
import { writeFile } from "node:fs/promises";
import { build } from "esbuild";

const common = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  logLevel: "warning",
};
await build({
  ...common,
  entryPoints: ["scripts/prerender/finish.ts"],
  outfile: "build/prerender-finish.js",
});
await build({ ...common, entryPoints: ["server/main.ts"], outfile: "build/server-main.js" });
const entry = (mode) => `process.env.NODE_ENV ??= "${mode}";\nawait import("./server-main.js");\n`;
await writeFile("build/server.js", entry("production"));
await writeFile("build/dev-server.js", entry("development"));
