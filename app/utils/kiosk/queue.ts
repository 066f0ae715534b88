/**
 * The kiosk's outbox in the browser: every sign-in is written to IndexedDB
 * before it is sent, and leaves only when the server has answered for it. A
 * sign-in made with the Wi-Fi down (or the server unreachable, or answering
 * 5xx) waits here, across reloads and browser restarts, until a later attempt
 * gets through: the page's `online` event, its periodic retry, the next page
 * load, or Background Sync in the service worker, which runs this same module.
 *
 * Each entry is posted with the form token it was made with, so a repeat (two
 * tabs, the page and the service worker, a reply lost on the way back) is
 * stored once by the server; a lock also keeps two flushes from overlapping.
 *
 * Runs in a window and in the service worker: only APIs both have.
 */
import { createStore, del, entries, set } from "idb-keyval";
import { SIGNED_IN_AT_FIELD } from "#domain/forms/sign-in-time.ts";

/** A sign-in waiting to be sent: the form's fields exactly as posted, token included. */
export type QueuedSignIn = {
  id: string;
  /** The URL the form posts to (the sign-in page with its event). */
  action: string;
  fields: [string, string][];
  queuedAt: number;
  /** Set when the server refused it (a 4xx) after the guest had been thanked: kept, see flushQueue. */
  refusedAt?: number;
};

/** sent: the server stored it; rejected: the server refused its content (retrying cannot help); retry: try again later. */
export type SendOutcome = "sent" | "rejected" | "retry";

/** The Background Sync tag the page registers and the service worker answers. */
export const SYNC_TAG = "kiosk-sign-ins";

const LOCK_NAME = "kiosk-sign-in-queue";
const CHANNEL_NAME = "kiosk-sign-in-queue";
/** A request on venue Wi-Fi that has not answered in this time is treated as lost and retried later. */
const SEND_TIMEOUT_MS = 10_000;

let store: ReturnType<typeof createStore> | undefined;
// Opened on first use, so importing this module touches no storage.
const queueStore = () => {
  store ??= createStore("kiosk", "sign-ins");
  return store;
};

/** Tells every page and the service worker that the queue changed (BroadcastChannel reaches this context's other listeners too). */
function announceChange() {
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.postMessage("changed");
  channel.close();
}

/** Calls `listener` whenever any page or the service worker changes the queue. Returns the unsubscribe. */
export function onQueueChange(listener: () => void) {
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = listener;
  return () => channel.close();
}

/** Keys sort by time, so the queue is sent in the order the guests signed in. */
const newId = () => `${String(Date.now()).padStart(15, "0")}-${crypto.randomUUID()}`;

/** The form's text fields (a sign-in has no files), in order, repeated names kept. */
const stringFields = (formData: FormData) =>
  [...formData].flatMap(([name, value]): [string, string][] =>
    typeof value === "string" ? [[name, value]] : [],
  );

/** Stores a sign-in (its string fields, token and honeypot included) before anything is sent. */
export async function enqueue(action: string, formData: FormData): Promise<QueuedSignIn> {
  const entry: QueuedSignIn = {
    id: newId(),
    action,
    fields: stringFields(formData),
    queuedAt: Date.now(),
  };
  await set(entry.id, entry, queueStore());
  announceChange();
  return entry;
}

/** The sign-ins not yet accepted by the server, oldest first. */
export async function queuedSignIns(): Promise<QueuedSignIn[]> {
  const rows = await entries<string, QueuedSignIn>(queueStore());
  // Ids are ASCII and start with the zero-padded time: compared by code unit,
  // without localeCompare (no Intl while a page starts: domain/format.ts).
  return rows.map(([, entry]) => entry).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * A sign-in that waited at least this long carries the time the guest signed
 * in (the server checks it, domain/forms/sign-in-time.ts). One sent at once
 * (or after a retry within the minute) takes the server's time, like every
 * online sign-in, so a tablet with a wrong clock cannot move it.
 */
export const DATED_AFTER_MS = 60_000;

/** What is posted for an entry: the form's fields, and for one that waited, when it was made. */
export function postedFields(entry: QueuedSignIn, now = Date.now()): [string, string][] {
  if (now - entry.queuedAt < DATED_AFTER_MS) return entry.fields;
  return [...entry.fields, [SIGNED_IN_AT_FIELD, String(entry.queuedAt)]];
}

/** Posts one sign-in as the form itself would; the answer's status decides what happens to it. */
export async function send(entry: QueuedSignIn): Promise<SendOutcome> {
  try {
    const response = await fetch(entry.action, {
      method: "POST",
      body: new URLSearchParams(postedFields(entry)),
      credentials: "same-origin",
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    // The answer is the rendered page; only its status matters here.
    void response.body?.cancel();
    if (response.ok) return "sent";
    // 408 and 429 (rate limit) pass; any other 4xx is about the content and will not change.
    if (response.status >= 400 && response.status < 500) {
      return response.status === 408 || response.status === 429 ? "retry" : "rejected";
    }
    return "retry";
  } catch {
    // Offline, DNS, a dropped connection or the timeout.
    return "retry";
  }
}

async function withQueueLock<T>(task: () => Promise<T>): Promise<T> {
  // Web Locks exist in windows and service workers alike; without them the server's idempotency still holds.
  if (typeof navigator !== "undefined" && navigator.locks) {
    return navigator.locks.request(LOCK_NAME, task);
  }
  return task();
}

/** How long a guest waits for the server's answer; after that the sign-in is safe in the queue anyway. */
const ANSWER_WAIT_MS = 5_000;

/**
 * A guest's sign-in: queued first (so a closed tab or a dropped connection
 * loses nothing), then sent with whatever else is waiting. Resolves "rejected"
 * when the server refused it while the guest waited (it leaves the queue: the
 * guest is told and corrects it), otherwise "sent" or "retry" (it waits in the
 * queue). Throws when it could be neither stored in the browser nor sent.
 */
export async function submitSignIn(action: string, formData: FormData): Promise<SendOutcome> {
  let entry: QueuedSignIn;
  try {
    entry = await enqueue(action, formData);
  } catch (error) {
    // Storage blocked or full: the sign-in can only go straight to the server.
    console.error("kiosk: a sign-in could not be queued", error);
    const direct: QueuedSignIn = {
      id: newId(),
      action,
      fields: stringFields(formData),
      queuedAt: Date.now(),
    };
    const outcome = await send(direct);
    if (outcome === "retry") throw new Error("The sign-in could be neither stored nor sent");
    return outcome;
  }
  let thanked = false;
  const flushed = flushQueue().then(async (outcomes) => {
    const outcome = outcomes.get(entry.id) ?? "retry";
    // Refused while the guest still waits: she sees why and signs in again; a refusal after
    // the thank-you stays in the queue for the host (flushQueue).
    if (outcome === "rejected" && !thanked) await forget(entry.id);
    return outcome;
  });
  const patience = new Promise<SendOutcome>((resolve) =>
    setTimeout(() => {
      thanked = true;
      resolve("retry");
    }, ANSWER_WAIT_MS),
  );
  return Promise.race([flushed, patience]);
}

async function forget(id: string) {
  await del(id, queueStore());
  announceChange();
}

/**
 * Sends the waiting sign-ins in order, stopping at the first that must wait
 * (the network is down: the rest would fail too). Returns each attempted
 * entry's outcome.
 *
 * A sign-in the server refuses (a 4xx other than 408/429) is NOT deleted: its
 * guest was already thanked and has left, so deleting it would lose the lead
 * with nobody knowing. It is marked refused and kept on the tablet, where the
 * kiosk's status line counts it for the host ("could not be sent... please
 * tell the office"), and skipped by later flushes so it does not hold up the
 * guests behind it. `retryRefused` (the kiosk passes it once per page load)
 * tries the refused ones again: after a fix on the server, a reload sends
 * them, and the office can read them from the tablet's storage meanwhile.
 */
export function flushQueue({ retryRefused = false } = {}): Promise<Map<string, SendOutcome>> {
  return withQueueLock(async () => {
    const outcomes = new Map<string, SendOutcome>();
    for (const entry of await queuedSignIns()) {
      if (entry.refusedAt !== undefined && !retryRefused) continue;
      const outcome = await send(entry);
      outcomes.set(entry.id, outcome);
      if (outcome === "retry") break;
      if (outcome === "sent") {
        await forget(entry.id);
      } else if (entry.refusedAt === undefined) {
        console.error(`kiosk: the server refused a queued sign-in (queued ${entry.queuedAt})`);
        await set(entry.id, { ...entry, refusedAt: Date.now() }, queueStore());
        announceChange();
      }
    }
    return outcomes;
  });
}
