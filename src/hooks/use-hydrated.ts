/**
 * False in the server-rendered HTML and until React has taken over the page: for what only works with the app,
 * such as the quick quote's button, or should wait for it, such as a phone's hero picture.
 */
import { useEffect, useState } from "react";

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the second render, once hydrated, is the point
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
