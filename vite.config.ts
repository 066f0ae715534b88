import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { browserModules } from "./scripts/browser-module-plugin.ts";
import { generatedAssets } from "./scripts/build-steps.ts";
import { inlineScripts } from "./scripts/inline-script-plugin.ts";
import { translatedPages } from "./scripts/page-languages-plugin.ts";
import { serverOnlyGuard } from "./scripts/server-only-guard.ts";

/**
 * The Express app is built by the same server build as the pages: its entry
 * (server/production.ts) beside React Router's, so both share one module graph
 * (one copy of every server module) and one build. React Router names its
 * entry's file itself; this names each entry after its key instead
 * (index.js stays React Router's, which the prerender imports).
 */
function expressServerEntry(): Plugin {
  return {
    name: "express-server-entry",
    enforce: "post",
    config: (_config, { isSsrBuild }) =>
      isSsrBuild
        ? {
            build: {
              rollupOptions: {
                input: {
                  index: "virtual:react-router/server-build",
                  server: "./server/production.ts",
                },
                output: { entryFileNames: "[name].js" },
              },
            },
          }
        : undefined,
  };
}

export default defineConfig({
  plugins: [
    generatedAssets(),
    tailwindcss(),
    inlineScripts(),
    browserModules(),
    translatedPages(),
    reactRouter(),
    serverOnlyGuard(),
    expressServerEntry(),
  ],
  build: {
    assetsInlineLimit: 0,
    sourcemap: process.env.SOURCEMAP === "1",
  },
});
