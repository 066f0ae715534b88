/** Default POSTs per minute and IP: open-house guests share one network, so sign-in allows more. */
export const DEFAULT_LIMITS_PER_MINUTE = { contact: 10, "sign-in": 60 } as const;

type FormName = keyof typeof DEFAULT_LIMITS_PER_MINUTE;
const WINDOW_MS = 60_000;

export type RateLimiter = { allow: (form: FormName, ip: string) => boolean };

/**
 * A fixed one-minute window per form and IP, in memory: each server process
 * counts its own requests, which is enough to blunt a flood from one source.
 * `override` (FORM_RATE_LIMIT_PER_MINUTE) sets both limits; 0 turns limiting off.
 */
export function createRateLimiter(override?: number, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    allow(form, ip) {
      const limit = override ?? DEFAULT_LIMITS_PER_MINUTE[form];
      if (limit === 0) return true;
      const key = `${form}|${ip}`;
      const time = now();
      const window = windows.get(key);
      if (!window || time - window.start >= WINDOW_MS) {
        if (windows.size > 10_000) windows.clear();
        windows.set(key, { start: time, count: 1 });
        return true;
      }
      window.count += 1;
      return window.count <= limit;
    },
  };
}
