// Bundles the open-house kiosk's service worker (app/kiosk-sw/sw.ts, Workbox)
// to build/client/event/kiosk-sw.js, with its precache list: every
// content-hashed file in build/client/assets (the JS chunks, lazily loaded ones
// included, and the fonts; fetched once by the kiosk tablet, size in
// reports/measurements-behind-the-code.md).
// Their names change with their content, so no revision is needed and nothing
// precached can go stale.
//
// Runs after `react-router build` and checks its assumption against the real
// output: the chunks the kiosk page loads (the framework's entry, its
// manifest, the root and sign-in route modules and their imports) must all be
// in that folder. If the framework moves them, the build stops here instead
// of shipping a kiosk that cannot load offline.
import { copyFile, mkdir, readdir } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const CLIENT_DIR = "build/client";
const ASSETS_URL = "/assets/";
// The sign-in's module: its route id is this alone, or this with its language (app/routes.ts:
// `routes/event-sign-in|en|en,zh-Hans`); every language's route loads the same module.
const SIGN_IN_ROUTE = "routes/event-sign-in";
// A worker controls only the addresses under its own folder, and the Chinese kiosk lives under
// /zh/ and /zh-hant/ (domain/language.ts): the same worker is served there too (app/utils/kiosk/url.ts).
const WORKER_FILES = ["event/kiosk-sw.js", "zh/event/kiosk-sw.js", "zh-hant/event/kiosk-sw.js"];

function fail(message) {
  console.error(`kiosk service worker: ${message}`);
  process.exit(1);
}

const files = await readdir(join(CLIENT_DIR, "assets")).catch(() =>
  fail(`${CLIENT_DIR}/assets is missing: run react-router build first`),
);
const precache = files
  .filter((name) => /\.(js|css|woff2)$/.test(name))
  .map((name) => `${ASSETS_URL}${name}`);

const { assets } = await import(pathToFileURL(resolve("build/server/index.js")).href);
const root = assets?.routes?.root;
const signIn = Object.entries(assets?.routes ?? {}).find(
  ([id]) => id === SIGN_IN_ROUTE || id.startsWith(`${SIGN_IN_ROUTE}|`),
)?.[1];
if (!assets?.entry || !root || !signIn) {
  fail(`the server build's asset manifest has no entry, root or ${SIGN_IN_ROUTE} route`);
}
const needed = [
  assets.url,
  assets.entry.module,
  ...assets.entry.imports,
  ...[root, signIn].flatMap((route) => [
    route.module,
    ...(route.imports ?? []),
    ...(route.css ?? []),
  ]),
];
const missing = needed.filter((url) => !precache.includes(url));
if (missing.length > 0) {
  fail(
    `the kiosk page loads files outside ${ASSETS_URL}, which would not work offline: ${missing.join(", ")}`,
  );
}

await build({
  entryPoints: ["app/kiosk-sw/sw.ts"],
  outfile: join(CLIENT_DIR, WORKER_FILES[0]),
  bundle: true,
  format: "iife",
  target: "es2020",
  minify: true,
  logLevel: "warning",
  define: {
    // Workbox's convention for the precache list; its debug logging stays out of production.
    "self.__WB_MANIFEST": JSON.stringify(precache.map((url) => ({ url, revision: null }))),
    "process.env.NODE_ENV": '"production"',
  },
});
for (const copy of WORKER_FILES.slice(1)) {
  await mkdir(dirname(join(CLIENT_DIR, copy)), { recursive: true });
  await copyFile(join(CLIENT_DIR, WORKER_FILES[0]), join(CLIENT_DIR, copy));
}
console.log(`kiosk service worker: ${precache.length} files precached`);
