import { configDefaults, defineConfig } from "vitest/config";
import { translatedPages } from "./scripts/page-languages-plugin.ts";

// PostgreSQL-only tests (*.pg.test.ts: two connection pools, row locks) run when
// TEST_DATABASE_URL names a server, as .ci/run does; without it they are left
// out, not skipped, and `npm test` needs nothing but Node.
const postgresOnly = process.env.TEST_DATABASE_URL ? [] : ["**/*.pg.test.ts"];

// Unit and server tests run without the React Router plugin (it is for builds); the page list's
// languages reach the components as a virtual module in tests as in builds.
export default defineConfig({
  plugins: [translatedPages()],
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "content/**/*.test.ts",
      "domain/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tools/**/*.test.ts",
    ],
    exclude: [...configDefaults.exclude, ...postgresOnly],
    setupFiles: ["tests/setup-unit.ts"],
    // One migrated embedded database, which every test file's database starts from.
    globalSetup: ["tests/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Files share one database on a PostgreSQL server (each test empties its tables), so
    // they run one at a time there; on PGlite each file has its own and two run at once.
    fileParallelism: !process.env.TEST_DATABASE_URL,
    maxWorkers: 2,
  },
});
