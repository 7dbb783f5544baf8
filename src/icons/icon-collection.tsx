/**
 * Server rendering: records which icons each page draws, so that page's sprite carries those symbols and no
 * others (gatsby-ssr.tsx, icon-sprite.ts). In the browser there is no collection and recording does nothing.
 */
import { createContext, useContext, type ReactNode } from "react";

const IconsDrawn = createContext<Set<string> | null>(null);

const iconsByPage = new Map<string, Set<string>>();

export function withIconCollection(element: ReactNode, pathname: string) {
  const drawn = new Set<string>();
  iconsByPage.set(pathname, drawn);
  return <IconsDrawn.Provider value={drawn}>{element}</IconsDrawn.Provider>;
}

/** The names of the icons the page drew; undefined when the page was not rendered with a collection. */
export function collectedIconNames(pathname: string): ReadonlySet<string> | undefined {
  const drawn = iconsByPage.get(pathname);
  iconsByPage.delete(pathname);
  return drawn;
}

export function useRecordIcon(name: string) {
  useContext(IconsDrawn)?.add(name);
}
