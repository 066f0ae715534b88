import { createHash } from "node:crypto";
import type { RateLimiter } from "../rate-limiter.ts";

/**
 * Whether a login code may be checked now: code posts are counted per IP and
 * per address (staff or not, so the answer says nothing about who is), before
 * the code is checked, so a guesser, or someone spending a member's codes,
 * gets a few tries a minute. The address is counted by its SHA-256: the rate
 * limit table keeps no typed address.
 */
export async function codePostAllowed(
  rateLimiter: RateLimiter,
  email: string,
  ip: string,
): Promise<boolean> {
  const address = createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
  // Both are counted, so a refused post still counts against the address and the IP.
  const byIp = await rateLimiter.allow("staff-code-ip", ip);
  const byAddress = await rateLimiter.allow("staff-code-address", address);
  return byIp && byAddress;
}
