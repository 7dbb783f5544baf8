/**
 * Server rendering: gathers each page's Emotion styles into one <style> in the <head>.
 *
 * Emotion's default server output puts a <style> before every styled element, all through the
 * <body>; each one makes a phone's browser recalculate styles while it parses the page. A cache in
 * Emotion's "compat" mode records the rules instead, and the page gets them once, up front. In the
 * browser Emotion's default cache finds that <style> by its `data-emotion` ids and adds nothing twice.
 *
 * `data-s` tells that cache the <style> is already where it belongs. Without it, the cache moves the
 * element to the end of the <head> as it starts, and the browser re-applies the whole stylesheet:
 * 12 ms of main thread on a fast machine, in the middle of the app's start-up.
 *
 * The site-wide <Global> styles get a <style> of their own, just before, named the way Emotion's
 * <Global> looks for it in the browser. Inside the shared one it would not find them, and would insert
 * them all again, making the browser restyle the whole page.
 */
import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import type { ReactNode } from "react";
import { globalStyles } from "./global";

const cachesByPage = new Map<string, EmotionCache>();

export function withStyleCollection(element: ReactNode, pathname: string) {
  const cache = createCache({ key: "css" });
  cache.compat = true;
  cachesByPage.set(pathname, cache);
  return <CacheProvider value={cache}>{element}</CacheProvider>;
}

/** The page's collected rules as <style>s for the <head>; Emotion's ids let the browser's cache skip them. */
export function collectedStyles(pathname: string) {
  const cache = cachesByPage.get(pathname);
  cachesByPage.delete(pathname);
  if (!cache) return null;
  const rules = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string",
  );
  const globalRules = rules.filter(([id]) => id === globalStyles.name);
  const componentRules = rules.filter(([id]) => id !== globalStyles.name);
  return [
    ...globalRules.map(([id, css]) => (
      <style
        key="emotion-global-css"
        data-s=""
        data-emotion={`css-global ${id}`}
        dangerouslySetInnerHTML={{ __html: css }}
      />
    )),
    <style
      key="emotion-critical-css"
      data-s=""
      data-emotion={`css ${componentRules.map(([id]) => id).join(" ")}`}
      dangerouslySetInnerHTML={{ __html: componentRules.map(([, css]) => css).join("") }}
    />,
  ];
}
