import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { serverOnlyGuard } from "./scripts/server-only-guard.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), serverOnlyGuard()],
  build: {
    assetsInlineLimit: 0,
    sourcemap: process.env.SOURCEMAP === "1",
  },
});
