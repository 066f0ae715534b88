/**
 * Numbers and dates as the site writes them, in US English, without `Intl`.
 *
 * Rule: code that runs in the browser while a page starts makes no `Intl` call
 * (no `toLocaleString`, `Intl.*Format` or `localeCompare`). The first one in a
 * page loads the ICU locale data in one long task (figures:
 * reports/measurements-behind-the-code.md). The formats below are fixed, so a
 * few lines do the job.
 */

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** 3120 → '3,120'; -1234567 → '-1,234,567'. Whole numbers only. */
export function formatInteger(value: number) {
  if (!Number.isInteger(value)) throw new Error(`Not a whole number: ${value}`);
  return String(value).replace(/\B(?=(\d{3})+$)/g, ",");
}

/** '2025-04-15' → 'April 15, 2025'. */
export function formatLongDate(isoDate: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = MONTHS[Number(match?.[2]) - 1];
  if (!match || !month) throw new Error(`Not a date (YYYY-MM-DD): "${isoDate}"`);
  return `${month} ${Number(match[3])}, ${match[1]}`;
}

/** "3 h", "2 days": how long a lead has waited. */
export function waitedFor(since: Date, now: Date) {
  const minutes = Math.max(0, Math.round((now.getTime() - since.getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.round(hours / 24)} days`;
}
