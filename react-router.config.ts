import type { Config } from "@react-router/dev/config";
import { prerenderedUrls } from "./server/pages.ts";

export default {
  ssr: true,
  // Exactly the pages the declared list marks "prerender" (server/pages.ts).
  prerender: () => prerenderedUrls(),
  future: {
    // `npm run dev` on a cold cache: Vite scans the client entry and every route
    // for dependencies at start, instead of discovering them on the first page
    // load and reloading it (which failed that load's dynamic imports).
    unstable_optimizeDeps: true,
  },
} satisfies Config;
