import { useEffect, useRef } from "react";

/**
 * For a <details> used as a small menu: closes it on a click outside, on
 * Escape (focus returns to its summary), and through the returned `close`.
 * The element itself works without JavaScript; this only adds the dismissals
 * people expect from a menu.
 */
export function useDetailsDismiss() {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    details.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      details.removeEventListener("keydown", onKeyDown);
    };
  }, []);
  const close = () => {
    if (ref.current) ref.current.open = false;
  };
  return { ref, close };
}
