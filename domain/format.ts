/**
 * Numbers as the site writes them, in US English, without `Intl`.
 *
 * Rule: code that runs in the browser while a page starts makes no `Intl` call
 * (no `toLocaleString`, `Intl.*Format` or `localeCompare`). The first one in a
 * page loads the ICU locale data in one long task (figures:
 * reports/measurements-behind-the-code.md). The formats below are fixed, so a
 * few lines do the job. Dates are domain/dates.ts's: not imported here, since the
 * forms' browser modules import this file and @date-fns/tz cannot be left out of
 * a bundle that imports it (its modules run code when loaded).
 */

/** 3120 → '3,120'; -1234567 → '-1,234,567'. Whole numbers only. */
export function formatInteger(value: number) {
  if (!Number.isInteger(value)) throw new Error(`Not a whole number: ${value}`);
  return String(value).replace(/\B(?=(\d{3})+$)/g, ",");
}
/** "3 h", "2 days": how long a lead has waited. */
export function waitedFor(since: Date, now: Date) {
  const minutes = Math.max(0, Math.round((now.getTime() - since.getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.round(hours / 24)} days`;
}
