import { useEffect } from "react";
import { useLocation } from "react-router";
import { HEADER_OFFSET_PX } from "./nav.ts";

/** After a navigation that names a section, wait 100 ms (the new page lays out first), then scroll to it. */
const SCROLL_DELAY_MS = 100;

export function scrollToSection(id: string) {
  const element = document.getElementById(id);
  if (!element) return;
  const top = element.getBoundingClientRect().top + window.scrollY - HEADER_OFFSET_PX;
  window.scrollTo({ top, behavior: "smooth" });
}

/**
 * Honours `state.scrollTo` in a navigation to this page: scroll to the top,
 * then after 100 ms smoothly to that section, leaving room for the header.
 */
export function useScrollTarget() {
  const location = useLocation();
  const target = (location.state as { scrollTo?: unknown } | null)?.scrollTo;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a repeated navigation with the same target scrolls again
  useEffect(() => {
    if (typeof target !== "string") return;
    window.scrollTo({ top: 0 });
    const timer = window.setTimeout(() => scrollToSection(target), SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [target, location.key]);
}
