// `npm run serve`: the production server. Plain JavaScript, so that NODE_ENV is
// set before React and Express are loaded (they read it once, when loaded):
// the build they are in is imported only after.
import { fileURLToPath } from "node:url";

process.env.NODE_ENV ??= "production";
const { start } = await import("../build/server/server.js");
start(fileURLToPath(new URL("..", import.meta.url)));
