/**
 * tests/support/listing-seed.ts as its own process, bundled by esbuild (the photo pipeline reads
 * JSON the browser tests' loader cannot), before a browser test's server starts on the folder.
 *
 *   node build/listing-seed.js <data folder>
 */
import { seedListings } from "./listing-seed.ts";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: listing-seed <data folder>");
await seedListings(dataDir);
