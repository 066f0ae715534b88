/**
 * The production server's entry in the server build (vite.config.ts builds it
 * beside React Router's own entry, sharing one module graph with the routes):
 * build/server/server.js, started by server/start.js once NODE_ENV is set.
 */
import * as build from "virtual:react-router/server-build";
import { readInlineScriptHashes } from "./inline-scripts.ts";
import { startServer } from "./main.ts";
import { loadPrerenderedPages } from "./prerendered-pages.ts";
import { followTestClock } from "./test-clock.ts";

/** `root`: the project's root (with a trailing slash), which holds build/. */
export function start(root: string): void {
  followTestClock();
  startServer({
    root,
    appSource: ({ siteUrl, log }) => {
      const inlineScriptHashes = readInlineScriptHashes(`${root}build`);
      return {
        build,
        clientDir: `${root}build/client`,
        prerendered: loadPrerenderedPages(`${root}build`, inlineScriptHashes, siteUrl, log),
        inlineScriptHashes,
      };
    },
  });
}
