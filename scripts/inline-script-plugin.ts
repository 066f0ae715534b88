/**
 * A Vite plugin for the few scripts every page runs without the framework
 * (app/enhance/): `import code from "./page.ts?inline-script"` gives the
 * server the module bundled, for the browser, as one minified classic script
 * to inline where it stands (app/components/page-scripts.tsx). The source is
 * TypeScript like the rest of the app (type-checked, linted, unit-tested); the
 * string exists only in the build's output, built from that source in every
 * server build: production, prerendering and `npm run dev` (Vite's SSR loader
 * runs the same hook). Inline, it costs no request, and the page's CSP admits
 * it by nonce or, on a page served from memory (prerendered or kept), by its
 * hash: the server build writes every inline script's hash to
 * build/server/inline-scripts.json (server/inline-scripts.ts), which the last
 * build step checks against every prerendered page.
 * A JSON module (`rules.json?inline-script`, the speculation rules) is inlined as
 * its JSON, minified, in both bundles: data of a few bytes, which a layout
 * that draws it anew after hydration (the kiosk's) draws the same.
 * A classic script, not a module: it reads its own attributes through
 * `document.currentScript`, which a module script does not have.
 * The browser's bundle gets an empty string: it never renders these scripts
 * anew (hydration keeps the server's element as it is).
 */
import { readFile } from "node:fs/promises";
import { relative, resolve } from "node:path";
import { build } from "esbuild";
import type { Plugin } from "vite";
import { INLINE_SCRIPTS_FILE, scriptHashSource } from "../server/inline-scripts.ts";
import { BROWSER_TARGET } from "./browser-target.ts";

const QUERY = "?inline-script";
const PREFIX = "\0inline-script:";
// The module the server imports is JavaScript whatever its source: named so, Vite's own plugins
// leave it alone (its JSON plugin would parse the speculation rules' module as JSON).
const SUFFIX = ".js";

/** The id of the module that exports `file` as a script to inline. */
export const inlineScriptId = (file: string) => `${PREFIX}${file}${SUFFIX}`;

/** The script inlined for `entry`: its JSON minified, or its module bundled as a classic script. */
async function inlineScript(entry: string, watch: (file: string) => void) {
  if (entry.endsWith(".json")) {
    watch(entry);
    return JSON.stringify(JSON.parse(await readFile(entry, "utf8")));
  }
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: "iife",
    minify: true,
    target: BROWSER_TARGET,
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  // `npm run dev` builds it again when any of its modules changes (esbuild names them
  // relative to its working directory, the process's).
  for (const input of Object.keys(result.metafile.inputs)) watch(resolve(input));
  return result.outputFiles[0]?.text.trim() ?? "";
}

export function inlineScripts(): Plugin {
  // The server build's inline scripts, module → CSP source, written with its bundle.
  const hashes = new Map<string, string>();
  return {
    name: "inline-script",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return null;
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, {
        skipSelf: true,
      });
      return resolved ? inlineScriptId(resolved.id) : null;
    },
    async load(id, options) {
      if (!id.startsWith(PREFIX)) return null;
      const entry = id.slice(PREFIX.length, -SUFFIX.length);
      const isData = entry.endsWith(".json");
      if (!options?.ssr && !isData) return "export default '';";
      const code = await inlineScript(entry, (file) => this.addWatchFile(file));
      if (options?.ssr) hashes.set(relative(process.cwd(), entry), scriptHashSource(code));
      return `export default ${JSON.stringify(code)};`;
    },
    generateBundle() {
      if (this.environment.config.consumer !== "server") return;
      const sorted = [...hashes].sort(([a], [b]) => a.localeCompare(b));
      this.emitFile({
        type: "asset",
        fileName: INLINE_SCRIPTS_FILE,
        source: `${JSON.stringify(Object.fromEntries(sorted), null, 2)}\n`,
      });
    },
  };
}
