/**
 * The CRM hand-off of the browser tests' server (playwright.config.ts): a
 * Follow Up Boss that cannot be reached (nothing listens on port 2 of
 * loopback; fetch refuses well-known ports such as 9 before connecting), so
 * every lead's hand-off waits for a retry with the reason shown, and a key
 * the pages must never show.
 */
export const FUB_API_KEY = "e2e-follow-up-boss-key-never-shown";
export const FUB_API_URL = "http://127.0.0.1:2";
