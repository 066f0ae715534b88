import { REVEAL_ATTRIBUTE } from "#domain/page-attributes.ts";

/** The reveal starts 100 ms after a page is drawn; an element fades in once 10% of it is in view (the specification). */
export const REVEAL_DELAY_MS = 100;
const REVEAL_THRESHOLD = 0.1;
/** Elements entering view together are staggered by 100 ms each, capped so none waits long. */
export const STAGGER_MS = 100;
const MAX_STAGGER_STEPS = 5;

/**
 * Fades in the elements marked REVEAL_ATTRIBUTE as they scroll into view, the
 * n-th of those entering together n × 100 ms after the first (the blog's cards
 * in a row). Elements already on screen are left alone, and nothing is hidden
 * without JavaScript or under reduced motion, so content is never lost to the
 * effect; only opacity and transform change, so nothing moves the layout.
 * The observer's first report tells which elements start off screen, so the
 * page is never measured by hand (no forced layout). Returns what stops it.
 * Run by the page script on an HTML-only page (app/enhance/page.ts) and by
 * the root on every page React draws.
 */
export function revealOnScroll(): () => void {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};
  const seen = new WeakSet<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      let position = 0;
      for (const entry of entries) {
        const element = entry.target as HTMLElement;
        const firstReport = !seen.has(element);
        seen.add(element);
        if (!entry.isIntersecting) {
          if (firstReport) element.setAttribute(REVEAL_ATTRIBUTE, "pending");
          continue;
        }
        if (!firstReport) {
          const steps = Math.min(position++, MAX_STAGGER_STEPS);
          element.style.setProperty("--reveal-delay", `${steps * STAGGER_MS}ms`);
        }
        element.setAttribute(REVEAL_ATTRIBUTE, "shown");
        observer.unobserve(element);
      }
    },
    { threshold: REVEAL_THRESHOLD },
  );
  const timer = window.setTimeout(() => {
    for (const element of document.querySelectorAll(`[${REVEAL_ATTRIBUTE}]`))
      if (element.getAttribute(REVEAL_ATTRIBUTE) !== "shown") observer.observe(element);
  }, REVEAL_DELAY_MS);
  return () => {
    window.clearTimeout(timer);
    observer.disconnect();
  };
}
