import { useCallback, useEffect, useState } from "react";

/** While the kiosk is open it asks the server this often: other tablets and phones sign guests in too. */
const GUEST_COUNT_POLL_MS = 30_000;

/** The path of an open house's count (app/routes/open-house-guest-count.ts). */
export const guestCountPath = (code: string) => `/oh/${code}/guests.json`;

/**
 * The people signed in at the open house, from every tablet and phone (the server's count), plus
 * the sign-ins still waiting on this tablet to be sent. Null until the server first answers;
 * offline, the last answer stays. `refresh` asks again (after a sign-in).
 */
export function useGuestCount(code: string | undefined, waiting: number) {
  const [people, setPeople] = useState<number | null>(null);
  const refresh = useCallback(async () => {
    if (!code) return;
    try {
      const response = await fetch(guestCountPath(code), { cache: "no-store" });
      if (response.ok) setPeople(((await response.json()) as { people: number }).people);
    } catch {}
  }, [code]);
  useEffect(() => {
    void refresh();
    const timer = window.setInterval(refresh, GUEST_COUNT_POLL_MS);
    return () => window.clearInterval(timer);
  }, [refresh]);
  return { count: people === null ? null : people + waiting, refresh };
}
