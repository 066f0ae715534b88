/**
 * `npm run staff:link -- EMAIL`: prints a one-time login link for a team
 * member, for the first login on a machine where mail does not work yet.
 * It reads the same environment as the server (STAFF_EMAILS, DATA_DIR or
 * DATABASE_URL, SITE_URL). The embedded database admits one process at a
 * time: with it, run this while the server is stopped.
 */
import { fileURLToPath } from "node:url";
import { openDatabase } from "#server/db/client.ts";
import { parseEnv } from "#server/env.ts";
import { createStaffAuth, LINK_TTL_MINUTES } from "#server/staff/auth.ts";
import { resolveSessionSecret } from "#server/staff/sessions.ts";

// Bundled to build/staff-link.js: the project root is one level up.
const ROOT = fileURLToPath(new URL("..", import.meta.url));

async function main() {
  const email = process.argv[2];
  if (!email) throw new Error("Usage: npm run staff:link -- you@example.com");
  const env = parseEnv();
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    migrationsFolder: `${ROOT}server/db/migrations`,
  });
  try {
    const auth = createStaffAuth({
      db: database.db,
      staffEmails: env.STAFF_EMAILS,
      secret: resolveSessionSecret(env),
      siteUrl: env.SITE_URL,
    });
    const link = await auth.issueLink(email);
    console.log(`Login link for ${email} (works once, for ${LINK_TTL_MINUTES} minutes):\n${link}`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
