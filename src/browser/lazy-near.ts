/**
 * A React.lazy component whose code is fetched only when the server-rendered element `anchorId` is
 * near the viewport or focused. Until then React keeps the server HTML in place, unhydrated, so the
 * visitor sees the finished markup and downloads nothing. Render it inside a Suspense boundary.
 * Where the anchor is not in the document (rendering on the server, or after a client-side
 * navigation) the code loads at once.
 *
 * A fetch that fails is tried again (retryImport). Once those tries fail, the lazy component stays
 * unresolved rather than rejecting: a rejection would be thrown in render and, with no error boundary,
 * React would unmount the whole page. Unresolved, React keeps the server HTML as it is, and
 * `withoutCode` is given the anchor to make it work as it does without scripts. The code is tried again
 * whenever the browser comes back online, and React hydrates the anchor if it then arrives.
 */
import { lazy, type ComponentType } from "react";
import { nextOnline } from "../../upload-client/online";
import { retryImport } from "./retry-import";
import { whenNearOrFocused } from "./when-near";

export function lazyNear<Props extends object>(
  anchorId: string,
  load: () => Promise<ComponentType<Props>>,
  withoutCode: (anchor: HTMLElement) => void,
) {
  return lazy(async () => {
    if (typeof document === "undefined") return { default: await load() };
    const anchor = document.getElementById(anchorId);
    if (anchor) await whenNearOrFocused(anchor);
    for (;;) {
      try {
        return { default: await retryImport(load) };
      } catch {
        if (anchor) withoutCode(anchor);
        await nextOnline();
      }
    }
  });
}
