import { useEffect, useState } from "react";

/**
 * The current year, computed at display time: the prerendered HTML carries the
 * build year, and the browser corrects it after hydration if a new year has begun.
 *
 * Hydration keeps the server's text (a mismatch is suppressed, not patched), so
 * after mounting the span is rendered afresh under a new key: setting the same
 * year in state would be a no-op and leave the build year on screen.
 */
export function CopyrightYear() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <span key={mounted ? "client" : "server"} suppressHydrationWarning>
      {new Date().getFullYear()}
    </span>
  );
}
