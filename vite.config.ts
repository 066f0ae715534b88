import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { browserModules } from "./scripts/browser-module-plugin.ts";
import { inlineScripts } from "./scripts/inline-script-plugin.ts";
import { serverOnlyGuard } from "./scripts/server-only-guard.ts";

export default defineConfig({
  plugins: [tailwindcss(), inlineScripts(), browserModules(), reactRouter(), serverOnlyGuard()],
  build: {
    assetsInlineLimit: 0,
    sourcemap: process.env.SOURCEMAP === "1",
  },
});
