import { configDefaults, defineConfig } from "vitest/config";
import { translatedPages } from "./scripts/page-languages-plugin.ts";

// PostgreSQL-only tests (*.pg.test.ts: two connection pools, row locks) run when
// TEST_DATABASE_URL names a server, as .ci/run does; without it they are left
// out, not skipped, and `npm test` needs nothing but Node.
const postgresOnly = process.env.TEST_DATABASE_URL ? [] : ["**/*.pg.test.ts"];

// Test files that replace a module (vi.mock) or an environment variable (vi.stubEnv) for their
// own run: each gets a fresh module graph. Every other file shares its worker's modules with the
// files before it (isolate: false), which halves the suite's time: a fresh graph per file cost
// about a second of imports each (reports/session-2026-11-28-tests-time.md). What that asks of
// a test: no state at a module's top level that a test changes (tests/support keeps any such
// count per database, as listing-editor.ts does).
const TEST_FILES = [
  "app/**/*.test.{ts,tsx}",
  "server/**/*.test.ts",
  "content/**/*.test.ts",
  "domain/**/*.test.ts",
  "scripts/**/*.test.ts",
  "tools/**/*.test.ts",
];

const OWN_MODULES = [
  "app/utils/meta.test.ts",
  "app/routes/event-qr-code.test.ts",
  "app/routes/lead-forms-server-failure.test.tsx",
  "server/mail/visitor-mail-overrides.test.ts",
];

// Unit and server tests run without the React Router plugin (it is for builds); the page list's
// languages reach the components as a virtual module in tests as in builds.
export default defineConfig({
  plugins: [translatedPages()],
  test: {
    setupFiles: ["tests/setup-unit.ts"],
    // One migrated embedded database, which every test file's database starts from.
    globalSetup: ["tests/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two files at a time: on PGlite each has its own database; on a PostgreSQL server each
    // worker has one (tests/global-setup.ts), which its files share one after the other.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "shared modules",
          isolate: false,
          include: TEST_FILES,
          exclude: [...configDefaults.exclude, ...postgresOnly, ...OWN_MODULES],
        },
      },
      { extends: true, test: { name: "own modules", include: OWN_MODULES } },
    ],
  },
});
