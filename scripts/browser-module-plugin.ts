/**
 * A Vite plugin for the browser modules an HTML-only page loads once its first
 * screen is drawn (app/enhance/, docs/decisions/023): `import src from
 * "./lead-form.ts?browser-module"` gives the server and the browser the
 * address of the module, bundled for the browser as one ES module whose name
 * carries the hash of its code (`/assets/lead-form-<hash>.js`, cached for a
 * year like Vite's own chunks). The client build writes the file; every build
 * bundles the same source with the same options, so the server's address and
 * the client's file agree. `npm run dev` (Vite in middleware mode) answers
 * with the source's own address, which Vite serves as a module and reloads
 * when it changes.
 * Not a chunk of the framework's bundle: React Router's manifest names route
 * modules only, and a page that loads no framework must still find the file.
 */
import { createHash } from "node:crypto";
import { basename, relative, resolve } from "node:path";
import { build } from "esbuild";
import type { Plugin } from "vite";
import { BROWSER_TARGET } from "./browser-target.ts";

const QUERY = "?browser-module";
const PREFIX = "\0browser-module:";

/** Bundles `entry` for the browser: its file name (with the code's hash) and its code. */
export async function bundleBrowserModule(entry: string) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: "esm",
    minify: true,
    target: BROWSER_TARGET,
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  const code = result.outputFiles[0]?.text ?? "";
  const hash = createHash("sha256").update(code).digest("base64url").slice(0, 10);
  const name = basename(entry).replace(/\.[cm]?tsx?$/, "");
  return {
    fileName: `assets/${name}-${hash}.js`,
    code,
    inputs: Object.keys(result.metafile.inputs).map((input) => resolve(input)),
  };
}

export function browserModules(): Plugin {
  let serving = false;
  let root = process.cwd();
  return {
    name: "browser-module",
    enforce: "pre",
    configResolved(config) {
      serving = config.command === "serve";
      root = config.root;
    },
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return null;
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, {
        skipSelf: true,
      });
      return resolved ? `${PREFIX}${resolved.id}` : null;
    },
    async load(id, options) {
      if (!id.startsWith(PREFIX)) return null;
      const entry = id.slice(PREFIX.length);
      if (serving) return `export default ${JSON.stringify(`/${relative(root, entry)}`)};`;
      const bundled = await bundleBrowserModule(entry);
      if (!options?.ssr)
        this.emitFile({ type: "asset", fileName: bundled.fileName, source: bundled.code });
      return `export default ${JSON.stringify(`/${bundled.fileName}`)};`;
    },
  };
}
