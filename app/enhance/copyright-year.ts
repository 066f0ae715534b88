/** Marks the year in the copyright line (app/components/copyright-year.tsx). */
export const CURRENT_YEAR_ATTRIBUTE = "data-current-year";

/**
 * Writes this year into the copyright line: a prerendered page carries the
 * build's year. Runs before hydration, and without it.
 */
export function showCurrentYear() {
  const year = String(new Date().getFullYear());
  for (const element of document.querySelectorAll(`[${CURRENT_YEAR_ATTRIBUTE}]`))
    element.textContent = year;
}
