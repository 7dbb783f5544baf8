/**
 * False in the server-rendered HTML and until React has taken over the page. A submit button that works
 * only with the app stays disabled until then: pressed earlier, the browser would send the form itself.
 */
import { useEffect, useState } from "react";

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
