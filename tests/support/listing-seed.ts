/**
 * Prepares a data folder whose database holds the browser tests' listings (tests/e2e/listings.spec.ts):
 * run as its own process, bundled by esbuild (the photo pipeline reads JSON the browser tests'
 * loader cannot), before the test's server starts on the folder.
 *
 *   node build/listing-seed.js <data folder>
 */
import { join } from "node:path";
import { openDatabase } from "#server/db/client.ts";
import { insertListing } from "./listings.ts";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: listing-seed <data folder>");
const database = await openDatabase({
  dataDir,
  migrationsFolder: join(process.cwd(), "server/db/migrations"),
});
await insertListing(database.db, {}, { photoCount: 5, encode: true });
await insertListing(database.db, { street: "9 Oak Rd", status: "off-market" });
await database.close();
