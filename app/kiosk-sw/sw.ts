/**
 * The open-house kiosk's service worker: keeps the kiosk page and the site's
 * hashed assets on the tablet so the sign-in loads with the venue Wi-Fi down,
 * and sends the waiting sign-ins when Background Sync says the network is back.
 *
 * It controls /event/sign-in only (its registration's scope; its copy at
 * /zh/event/kiosk-sw.js, /zh/event/sign-in) and answers only
 * the kiosk page (`kiosk=1`) from its cache, network first: the phone page and
 * every other page always come from the server. The assets it precaches are
 * content-hashed, so a cached copy is never stale. Bundled by
 * scripts/kiosk-sw/build.mjs, which fills in the precache list.
 */
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, type PrecacheEntry, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";
import { flushQueue, SYNC_TAG } from "../utils/kiosk/queue.ts";
import { CACHE_PAGE_MESSAGE, isKioskUrl } from "../utils/kiosk/url.ts";

declare const self: ServiceWorkerGlobalScope & {
  /** Replaced at build time with the hashed assets' list. */
  __WB_MANIFEST: (PrecacheEntry | string)[];
};

/** On bad Wi-Fi the cached page is better than a spinner: wait this long for the server, then use it. */
const NETWORK_TIMEOUT_SECONDS = 4;
/** One cached page per event; a kiosk serves a handful of events before its cache is pruned. */
const MAX_CACHED_KIOSK_PAGES = 10;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const kioskPage = new NetworkFirst({
  cacheName: "kiosk-page",
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    // Only a real page: never an error page, which would then be shown offline.
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: MAX_CACHED_KIOSK_PAGES }),
  ],
});
registerRoute(({ request, url }) => request.mode === "navigate" && isKioskUrl(url), kioskPage);

// A kiosk tab stays open for hours: a new version takes over at once instead
// of waiting for every tab to close (the assets it needs are precached).
self.addEventListener("install", () => {
  void self.skipWaiting();
});
self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

// The page that registered this worker loaded before it existed: store that page now.
self.addEventListener("message", (event) => {
  const data = event.data as { type?: unknown; url?: unknown } | null;
  if (data?.type !== CACHE_PAGE_MESSAGE || typeof data.url !== "string") return;
  const url = new URL(data.url, self.location.origin);
  const reply = event.ports[0];
  if (url.origin !== self.location.origin || !isKioskUrl(url)) {
    reply?.postMessage(false);
    return;
  }
  event.waitUntil(
    kioskPage
      .handle({ event, request: new Request(url) })
      .then((response) => response.ok)
      // Offline now: fine if an earlier visit stored it.
      .catch(async () => Boolean(await caches.match(url.href)))
      .then((cached) => reply?.postMessage(cached)),
  );
});

type SyncEvent = ExtendableEvent & { tag: string };

self.addEventListener("sync", (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== SYNC_TAG) return;
  sync.waitUntil(
    flushQueue().then((outcomes) => {
      // Failing the sync makes the browser try again later, with its own back-off.
      if ([...outcomes.values()].includes("retry")) throw new Error("sign-ins still waiting");
    }),
  );
});
