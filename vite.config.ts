import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { SSR_ONLY_PATHS, staticPagePaths } from "./app/site-paths.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // SITE_URL (the public origin) is read at build time for canonical URLs.
  envPrefix: ["VITE_", "SITE_URL"],
  define: {
    // The sitemap's page list comes from the route table, not a hand-kept copy.
    __STATIC_PAGE_PATHS__: JSON.stringify(staticPagePaths()),
    __SSR_ONLY_PATHS__: JSON.stringify(SSR_ONLY_PATHS),
  },
  build: {
    assetsInlineLimit: 0,
    sourcemap: process.env.SOURCEMAP === "1",
  },
});
