import { useEffect } from "react";
import { useLocation } from "react-router";

/** Reveal starts 100 ms after a route change; an element fades in once 10% of it is in view. */
const REVEAL_DELAY_MS = 100;
const REVEAL_THRESHOLD = 0.1;
/** Elements entering view together are staggered by 100 ms each, capped so none waits long. */
const STAGGER_MS = 100;
const MAX_STAGGER_STEPS = 5;

/**
 * Fades in elements marked `data-reveal` as they scroll into view. Elements
 * already on screen are left alone, and nothing is hidden without JavaScript
 * or under reduced motion, so content is never lost to the effect. The
 * observer's first report tells which elements start off screen, so the page
 * is never measured by hand (no forced layout).
 */
export function useScrollReveal() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on every route change
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const seen = new WeakSet<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        let position = 0;
        for (const entry of entries) {
          const element = entry.target as HTMLElement;
          const firstReport = !seen.has(element);
          seen.add(element);
          if (!entry.isIntersecting) {
            if (firstReport) element.dataset.reveal = "pending";
            continue;
          }
          if (!firstReport) {
            const steps = Math.min(position++, MAX_STAGGER_STEPS);
            element.style.setProperty("--reveal-delay", `${steps * STAGGER_MS}ms`);
          }
          element.dataset.reveal = "shown";
          observer.unobserve(element);
        }
      },
      { threshold: REVEAL_THRESHOLD },
    );
    const timer = window.setTimeout(() => {
      for (const element of document.querySelectorAll<HTMLElement>("[data-reveal]")) {
        if (element.dataset.reveal !== "shown") observer.observe(element);
      }
    }, REVEAL_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      observer.disconnect();
    };
  }, [pathname]);
}
