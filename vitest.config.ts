import { defineConfig } from "vitest/config";
import { SSR_ONLY_PATHS, staticPagePaths } from "./app/site-paths.ts";

// Unit and server tests run without the React Router plugin (it is for builds).
export default defineConfig({
  define: {
    __STATIC_PAGE_PATHS__: JSON.stringify(staticPagePaths()),
    __SSR_ONLY_PATHS__: JSON.stringify(SSR_ONLY_PATHS),
  },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "content/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tools/**/*.test.ts",
    ],
    setupFiles: ["tests/setup-unit.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
