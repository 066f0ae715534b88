/** Marks the year in the copyright line, which the starter sets when the page is shown. */
export const CURRENT_YEAR_ATTRIBUTE = "data-current-year";

/**
 * The current year, computed at display time: the prerendered HTML carries the
 * build year, and the starter (app/utils/scripts-after-load.tsx) writes this
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
