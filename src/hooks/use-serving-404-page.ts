/**
 * True while the app takes over the site's 404 page, which a plain static host answers every unknown
 * address with, /services/anything included. A page rendered at such an address must first render what
 * that HTML shows, or React refuses the markup (errors #425 and #422) and throws it away.
 *
 * Gatsby's HTML names the page it was rendered for in `window.pagePath`; gatsby/defer-app-scripts.ts
 * stops the build if a page no longer does.
 *
 * Call it below the layout's Suspense boundaries: once hydrated, the page that started from the 404 page renders
 * again, and that update must not reach a band React has yet to hydrate (error #421).
 */
import { useEffect, useState } from "react";

declare global {
  interface Window {
    pagePath?: string;
  }
}

export function useServing404Page(): boolean {
  const [serving404Page, setServing404Page] = useState(
    () => typeof window !== "undefined" && /^\/404(\.html|\/)?$/.test(window.pagePath ?? ""),
  );
  // Only a page that started from the 404 page renders again.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the second render, once hydrated, is the point
    if (serving404Page) setServing404Page(false);
  }, [serving404Page]);
  return serving404Page;
}
