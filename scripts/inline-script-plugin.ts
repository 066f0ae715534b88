/**
 * A Vite plugin for the few scripts every page runs without the framework
 * (app/enhance/): `import code from "./page.ts?inline-script"` gives the
 * server the module bundled, for the browser, as one minified classic script
 * to inline where it stands (app/components/page-scripts.tsx). The source is
 * TypeScript like the rest of the app (type-checked, linted, unit-tested); the
 * string exists only in the build's output, built from that source in every
 * server build: production, prerendering and `npm run dev` (Vite's SSR loader
 * runs the same hook). Inline, it costs no request, and the page's CSP admits
 * it by nonce or, on a prerendered page, by its hash (server/prerendered-pages.ts).
 * A classic script, not a module: it reads its own attributes through
 * `document.currentScript`, which a module script does not have.
 * The browser's bundle gets an empty string: it never renders these scripts
 * anew (hydration keeps the server's element as it is).
 */
import { resolve } from "node:path";
import { build } from "esbuild";
import type { Plugin } from "vite";
import { BROWSER_TARGET } from "./browser-target.ts";

const QUERY = "?inline-script";
const PREFIX = "\0inline-script:";

export function inlineScripts(): Plugin {
  return {
    name: "inline-script",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return null;
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, {
        skipSelf: true,
      });
      return resolved ? `${PREFIX}${resolved.id}` : null;
    },
    async load(id, options) {
      if (!id.startsWith(PREFIX)) return null;
      if (!options?.ssr) return "export default '';";
      const entry = id.slice(PREFIX.length);
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
      for (const input of Object.keys(result.metafile.inputs)) this.addWatchFile(resolve(input));
      const code = result.outputFiles[0]?.text.trim() ?? "";
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
