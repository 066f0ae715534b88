import { defineConfig } from "vitest/config";

// Unit and server tests run without the React Router plugin (it is for builds).
export default defineConfig({
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
