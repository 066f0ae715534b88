import { CURRENT_YEAR_ATTRIBUTE } from "#app/enhance/copyright-year.ts";

/**
 * The current year, computed at display time: the prerendered HTML carries the
 * build year, and the page script (app/enhance/copyright-year.ts) writes this
 * year over it on every page, before hydration and without it. Hydration keeps
 * that text (the mismatch is expected, so it is suppressed).
 */
export function CopyrightYear() {
  return (
    <span {...{ [CURRENT_YEAR_ATTRIBUTE]: "" }} suppressHydrationWarning>
      {new Date().getFullYear()}
    </span>
  );
}
