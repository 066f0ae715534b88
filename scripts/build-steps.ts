/**
 * The project's own build steps, run inside `npm run build` (`react-router
 * build`), so that the build is one command: the generated fonts and images
 * before the client build (it imports them), and after the framework's build
 * and prerender (react-router.config.ts, buildEnd) the kiosk's service worker
 * and the prerendered pages' checks (scripts/prerender/finish.ts). Each step
 * that fails stops the build with its own message.
 */
import { spawn } from "node:child_process";
import type { Plugin } from "vite";

/** Runs a build script (plain JavaScript) in its own Node process, its output shown. */
export function runScript(script: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], { stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${script} failed (exit code ${code})`)),
    );
  });
}

/**
 * The fonts and images the app imports, generated before the client build, the
 * first of React Router's two. `npm run dev` runs the same scripts before it starts.
 */
export function generatedAssets(): Plugin {
  return {
    name: "generated-assets",
    apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
    async buildStart() {
      await Promise.all([
        runScript("scripts/subset-fonts.mjs"),
        runScript("scripts/build-images.mjs"),
      ]);
    },
  };
}
