// Bundles the Express entry (server/main.ts) to build/server-main.js, behind a
// two-line build/server.js that selects production mode first: React and
// Express read NODE_ENV when they are loaded, and development React renders
// several times slower. Also bundles the prerendered-page optimizer, which the
// build runs next.
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
  entryPoints: ["server/optimize-prerendered.ts"],
  outfile: "build/optimize-prerendered.js",
});
await build({
  entryPoints: ["server/main.ts"],
  outfile: "build/server-main.js",
  ...common,
});
await writeFile(
  "build/server.js",
  'process.env.NODE_ENV ??= "production";\nawait import("./server-main.js");\n',
);
