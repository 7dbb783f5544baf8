/**
 * A React.lazy component whose code is fetched only when the server-rendered element `anchorId` is
 * near the viewport or focused. Until then React keeps the server HTML in place, unhydrated, so the
 * visitor sees the finished markup and downloads nothing. Render it inside a Suspense boundary.
 * Where the anchor is not in the document (rendering on the server, or after a client-side
 * navigation) the code loads at once.
 */
import { lazy, type ComponentType } from "react";
import { whenNearOrFocused } from "./when-near";

export function lazyNear<Props extends object>(anchorId: string, load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    const anchor = typeof document === "undefined" ? null : document.getElementById(anchorId);
    if (anchor) await whenNearOrFocused(anchor);
    return { default: await load() };
  });
}
