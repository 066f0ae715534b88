/** The period /staff/insights shows (issue 44 §2): both the page and its CSV read it from the URL. */
import { isCalendarDay } from "./dates.ts";

/** The periods one tap away; any other is a custom range of Boston days. */
export const INSIGHTS_PERIODS = [7, 30, 90] as const;

/** The period asked for: ?days=7|30|90 (30 by default), or ?from=&to= (Boston days). */
export function insightsPeriod(params: URLSearchParams, today: string) {
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  if (isCalendarDay(from) && isCalendarDay(to) && from <= to) return { from, to, days: null };
  const days = INSIGHTS_PERIODS.find((n) => String(n) === params.get("days")) ?? 30;
  const start = new Date(`${today}T12:00:00Z`);
  start.setUTCDate(start.getUTCDate() - (days - 1));
  return { from: start.toISOString().slice(0, 10), to: today, days };
}
