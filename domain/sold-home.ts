/**
 * What a sold home's card says of its sale, from what the team entered in /staff
 * (issue 39: the list price and days on market were stored and shown nowhere).
 */
import { formatCalendarMonth } from "./dates.ts";

export type SaleFacts = {
  /** Whole dollars. */
  price: number;
  listPrice: number | null;
  daysOnMarket: number | null;
  /** YYYY-MM-DD. */
  soldOn: string | null;
};

/**
 * "Sold for 6% over asking in 9 days", "Sold at asking", "Sold in 12 days", or null with
 * neither figure. A sale under the list price is not advertised as such: the card shows the
 * list price among its facts and says nothing of the difference.
 */
export function saleSummary({ price, listPrice, daysOnMarket }: SaleFacts): string | null {
  const over = listPrice ? Math.round(((price - listPrice) / listPrice) * 100) : null;
  const howMuch =
    over === null || over < 0 ? "" : over === 0 ? " at asking" : ` for ${over}% over asking`;
  const howFast =
    daysOnMarket === null ? "" : ` in ${daysOnMarket} ${daysOnMarket === 1 ? "day" : "days"}`;
  return howMuch || howFast ? `Sold${howMuch}${howFast}` : null;
}

/** "Sold November 2026", or null for a home entered without its date. */
export const soldWhen = ({ soldOn }: Pick<SaleFacts, "soldOn">) =>
  soldOn ? `Sold ${formatCalendarMonth(soldOn)}` : null;
