/**
 * A Vite plugin for the browser modules an HTML-only page loads once its first
 * screen is drawn (app/enhance/, docs/decisions/023): `import src from
 * "./lead-form.ts?browser-module"` gives the server and the browser the
 * address of the module, an ES module whose name carries the hash of its code
 * (`/assets/lead-form-<hash>.js`, cached for a year like Vite's own chunks).
 * All of them are bundled together, once, in the client build: what several
 * share (zod, the form schemas) is one chunk each of them imports, fetched once.
 * The client build writes their addresses to build/browser-modules.json; the
 * server build, which React Router runs next, names the same files from it,
 * and stops if it imports a module the client build did not bundle.
 * `npm run dev` (Vite in middleware mode) answers with the source's own
 * address, which Vite serves as a module and reloads when it changes.
 * Not a chunk of the framework's bundle: React Router's manifest names route
 * modules only, and a page that loads no framework must still find the file.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, relative, resolve } from "node:path";
import { build } from "esbuild";
import type { Plugin } from "vite";
import { BROWSER_TARGET } from "./browser-target.ts";

const QUERY = "?browser-module";
const PREFIX = "\0browser-module:";
/** Stands for a module's address in the bundle until every module is known (renderChunk). */
const PLACEHOLDER = /__BROWSER_MODULE\[([^\]]+)\]__/g;
const placeholder = (path: string) => `__BROWSER_MODULE[${path}]__`;

type Bundled = {
  /** Each entry's file (`assets/<name>-<hash>.js`), by its path relative to the root. */
  addresses: Record<string, string>;
  files: { fileName: string; code: string }[];
};

/** Bundles the entries (paths relative to `root`) for the browser together: shared code in shared chunks. */
export async function bundleBrowserModules(entries: string[], root: string): Promise<Bundled> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: entries,
    bundle: true,
    splitting: true,
    format: "esm",
    minify: true,
    target: BROWSER_TARGET,
    outdir: "assets",
    entryNames: "[name]-[hash]",
    chunkNames: "enhance-shared-[hash]",
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  const addresses: Record<string, string> = {};
  for (const [fileName, output] of Object.entries(result.metafile.outputs))
    if (output.entryPoint) addresses[output.entryPoint] = fileName;
  return {
    addresses,
    files: result.outputFiles.map((file) => ({
      fileName: relative(root, file.path).split("\\").join("/"),
      code: file.text,
    })),
  };
}

export function browserModules(): Plugin {
  let serving = false;
  let ssr = false;
  let root = process.cwd();
  let manifest = "";
  const entries = new Set<string>();
  let bundled: Promise<Bundled> | undefined;
  const addressesFor = () => {
    bundled ??= ssr
      ? readFile(manifest, "utf8").then((text) => ({ addresses: JSON.parse(text), files: [] }))
      : bundleBrowserModules([...entries].sort(), root);
    return bundled;
  };
  return {
    name: "browser-module",
    enforce: "pre",
    configResolved(config) {
      serving = config.command === "serve";
      ssr = Boolean(config.build.ssr);
      root = config.root;
      manifest = resolve(root, config.build.outDir, "..", "browser-modules.json");
    },
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return null;
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, {
        skipSelf: true,
      });
      return resolved ? `${PREFIX}${resolved.id}` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const path = relative(root, id.slice(PREFIX.length)).split("\\").join("/");
      if (serving) return `export default ${JSON.stringify(`/${path}`)};`;
      entries.add(path);
      return `export default ${JSON.stringify(placeholder(path))};`;
    },
    async renderChunk(code) {
      if (!code.includes("__BROWSER_MODULE[")) return null;
      const { addresses } = await addressesFor();
      return code.replace(PLACEHOLDER, (_, path: string) => {
        const fileName = addresses[path];
        if (!fileName)
          throw new Error(
            `${path}: the server build imports a browser module the client build did not bundle (${manifest})`,
          );
        return `/${fileName}`;
      });
    },
    async generateBundle() {
      if (ssr || entries.size === 0) return;
      const { addresses, files } = await addressesFor();
      for (const file of files)
        this.emitFile({ type: "asset", fileName: file.fileName, source: file.code });
      await mkdir(dirname(manifest), { recursive: true });
      await writeFile(manifest, `${JSON.stringify(addresses, null, 2)}\n`);
    },
  };
}
