import type { kiosk } from "#content/kiosk.ts";

/** The host's line: what waits, what was refused, that the waiting ones went out, or that the kiosk works offline. */
export function hostStatusText({
  waiting,
  refused,
  allSent,
  offlineReady,
  words,
}: {
  waiting: number;
  refused: number;
  allSent: boolean;
  offlineReady: boolean;
  words: (typeof kiosk)["status"];
}) {
  const lines = [
    waiting > 0 ? words.waiting(waiting) : "",
    refused > 0 ? words.refused(refused) : "",
  ].filter(Boolean);
  if (lines.length > 0) return lines.join(" ");
  if (allSent) return words.allSent;
  return offlineReady ? words.offlineReady : "";
}
