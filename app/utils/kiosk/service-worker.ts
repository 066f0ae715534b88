import { languageOf } from "#domain/language.ts";
import { SYNC_TAG } from "./queue.ts";
import { CACHE_PAGE_MESSAGE, kioskWorkerIn } from "./url.ts";

/** Background Sync, where the browser has it (Chromium); elsewhere the page's own retries do the job. */
type SyncRegistration = ServiceWorkerRegistration & {
  sync?: { register: (tag: string) => Promise<void> };
};

/**
 * Registers the kiosk's service worker (production builds only: in
 * development the file does not exist and cached modules would hide edits),
 * then has it store this page. Resolves true once the page will also load
 * with no network.
 */
export async function registerKioskWorker(pageUrl: string): Promise<boolean> {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return false;
  try {
    const worker = kioskWorkerIn(languageOf(new URL(pageUrl, location.href).pathname));
    await navigator.serviceWorker.register(worker.url, { scope: worker.scope });
    const registration = await navigator.serviceWorker.ready;
    const active = registration.active;
    if (!active) return false;
    const reply = new MessageChannel();
    const cached = new Promise<boolean>((resolve) => {
      reply.port1.onmessage = (event) => resolve(event.data === true);
    });
    active.postMessage({ type: CACHE_PAGE_MESSAGE, url: pageUrl }, [reply.port2]);
    return await cached;
  } catch (error) {
    console.error("kiosk: the offline service worker could not be set up", error);
    return false;
  }
}

/** Asks the browser to run the service worker's flush when it is next online (no-op without Background Sync). */
export async function requestBackgroundSync() {
  try {
    const { scope } = kioskWorkerIn(languageOf(location.pathname));
    const registration = (await navigator.serviceWorker?.getRegistration(scope)) as
      | SyncRegistration
      | undefined;
    await registration?.sync?.register(SYNC_TAG);
  } catch {
    // Background Sync is a bonus: the page retries on `online`, on a timer and at load.
  }
}
