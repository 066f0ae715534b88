import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./tests/chromium.ts";
import { FUB_API_KEY, FUB_API_URL } from "./tests/e2e/support/crm.ts";
import { STAFF_EMAILS } from "./tests/e2e/support/staff.ts";

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://localhost:${PORT}`;
/** A fresh embedded database and mail folder for every run. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "e2e-data-"));
process.env.E2E_DATA_DIR = E2E_DATA_DIR;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  // A test stuck in a synchronous loop cannot be stopped by its own timeout; the
  // whole run then fails here, with the tests that did finish reported, instead of hanging CI.
  // Twice the suite's time on a quiet machine (about 20 minutes in CI): a loaded runner is slow,
  // not stuck, and CI itself stops at 90 minutes.
  globalTimeout: 45 * 60_000,
  use: {
    baseURL: BASE_URL,
    trace: "off",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } },
    },
    {
      name: "mobile",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 375, height: 812 },
        hasTouch: true,
        isMobile: false,
      },
      grep: /@mobile/,
    },
  ],
  webServer: {
    command: "node server/start.js",
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: E2E_DATA_DIR,
      SITE_URL: BASE_URL,
      // The browser tests submit many forms from one IP; the limiter has its own tests.
      FORM_RATE_LIMIT_PER_MINUTE: "0",
      // The team addresses the staff tests sign in with; the secret is for this test server only.
      STAFF_EMAILS,
      SESSION_SECRET: "e2e-session-secret-not-used-anywhere-else",
      // Every lead is also handed to Follow Up Boss, unreachable here (tests/e2e/support/crm.ts).
      FUB_API_KEY,
      FUB_API_URL,
    },
  },
});
