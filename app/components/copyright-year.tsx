import { useEffect, useState } from "react";

/**
 * The current year, computed at display time: the prerendered HTML carries the
 * build year, and the browser corrects it after hydration if a new year has begun.
 */
export function CopyrightYear() {
  const [year, setYear] = useState(() => new Date().getFullYear());
  useEffect(() => setYear(new Date().getFullYear()), []);
  return <span suppressHydrationWarning>{year}</span>;
}
