import { useEffect, useState } from "react";

/** False in the server's HTML and until the page has hydrated, then true. */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
