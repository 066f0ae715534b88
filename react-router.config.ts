import type { Config } from "@react-router/dev/config";
import { runScript } from "./scripts/build-steps.ts";
import { prerenderedUrls } from "./server/pages.ts";

export default {
  ssr: true,
  // Exactly the pages the declared list marks "prerender" (server/pages.ts).
  prerender: () => prerenderedUrls(),
  // Our steps after the framework's build and prerender, inside `react-router build` (scripts/build-steps.ts).
  async buildEnd() {
    await runScript("scripts/kiosk-sw/build.mjs");
    const { finishPrerender } = await import("./scripts/prerender/finish.ts");
    await finishPrerender();
  },
  future: {
    // `npm run dev` on a cold cache: Vite scans the client entry and every route
    // for dependencies at start, instead of discovering them on the first page
    // load and reloading it (which failed that load's dynamic imports).
    unstable_optimizeDeps: true,
  },
} satisfies Config;
