// Bundles the Express entry (server/main.ts) to build/server-main.js, behind a
// two-line build/server.js that selects production mode first: React and
// Express read NODE_ENV when they are loaded, and development React renders
// several times slower.
import { writeFile } from "node:fs/promises";
import { build } from "esbuild";

await build({
  entryPoints: ["server/main.ts"],
  outfile: "build/server-main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  logLevel: "warning",
});
await writeFile(
  "build/server.js",
  'process.env.NODE_ENV ??= "production";\nawait import("./server-main.js");\n',
);
