/**
 * A build check: the browser's bundle must never contain server code (the
 * database, secrets, mail). React Router refuses `*.server.*` files and
 * `.server/` folders in client code; this plugin refuses the project's
 * `server/` folder too, in the client build and in development alike. Route
 * modules may import server code for their loaders and actions: React Router
 * removes those exports, and their imports, before the client's imports are
 * resolved, so only code a component really uses is caught.
 */
import { relative, sep } from "node:path";
import type { Plugin } from "vite";

const SERVER_FILE = /\.server(\.[cm]?[jt]sx?)?$/;

/**
 * Why a resolved module may not reach the browser, or undefined when it may.
 * `file` is an absolute path (a query string is ignored), `root` the project's root.
 */
export function serverOnlyReason(file: string, root: string): string | undefined {
  const path = relative(root, file.split("?")[0]!).split(sep).join("/");
  if (path.startsWith("../") || path.startsWith("node_modules/")) return undefined;
  if (path.startsWith("server/")) return "it is under server/";
  if (SERVER_FILE.test(path)) return "it is a .server module";
  return undefined;
}

const RESOLVING = "server-only-guard";

export function serverOnlyGuard(): Plugin {
  let root = process.cwd();
  return {
    name: "server-only-guard",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
    },
    async resolveId(id, importer, options) {
      // Server code may import server code; the development server's dependency scan (`scan`,
      // which Vite passes without declaring it) reads route modules before their server code is removed.
      const scanning = "scan" in options && options.scan === true;
      if (options.ssr || scanning || !importer || options.custom?.[RESOLVING]) return null;
      const resolved = await this.resolve(id, importer, {
        ...options,
        custom: { ...options.custom, [RESOLVING]: true },
      });
      if (!resolved || resolved.external) return resolved;
      const reason = serverOnlyReason(resolved.id, root);
      if (reason)
        this.error(
          `Server-only code in the browser's bundle: ${relative(root, importer)} imports '${id}', and ${reason}. ` +
            "Move what the browser needs to domain/ (no database, no secrets), or use it only in a loader or action.",
        );
      return resolved;
    },
  };
}
