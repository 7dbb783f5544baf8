/**
 * How the app takes over the server's HTML (Gatsby's replaceHydrateFunction, in gatsby-browser.tsx).
 *
 * React 18 hydrates a root at default priority, and never splits that work: Gatsby's wrappers, the
 * layout and the page component's body ran as one task, 16 ms on a fast machine and so a long task on
 * a phone. Started inside a transition, the same work yields to the browser every few milliseconds.
 */
import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";

/** Gatsby passes its #___gatsby element, typed as anything React can render into. */
type Container = Element | Document | DocumentFragment | null;

export function renderApp(element: ReactElement, container: Container): () => void {
  if (!(container instanceof Element)) throw new Error("The page has no #___gatsby element to render into");
  let root: Root;
  if (container.hasChildNodes()) {
    startTransition(() => {
      root = hydrateRoot(container, element);
    });
  } else {
    // `gatsby develop` serves pages without server-rendered HTML.
    root = createRoot(container);
    root.render(element);
  }
  return () => root.unmount();
}
