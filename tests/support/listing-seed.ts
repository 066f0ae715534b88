/**
 * A data folder whose database holds listings as the editor stores them, prepared before a
 * server opens the folder: the representative listing of server/pages.ts (12 Elm St, Newton,
 * with its photos through the photo pipeline) and one off the market. The browser tests of
 * listings run it through tests/support/listing-seed-cli.ts; the built server of the audit and
 * the HTML check (scripts/built-server.ts) calls it directly.
 */
import { join } from "node:path";
import { openDatabase } from "#server/db/client.ts";
import { insertListing } from "./listings.ts";

export async function seedListings(dataDir: string) {
  const database = await openDatabase({
    dataDir,
    migrationsFolder: join(process.cwd(), "server/db/migrations"),
  });
  try {
    await insertListing(database.db, {}, { photoCount: 5, encode: true });
    await insertListing(database.db, { street: "9 Oak Rd", status: "off-market" });
  } finally {
    await database.close();
  }
}
