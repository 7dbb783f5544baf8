/**
 * Server rendering: gathers each page's Emotion styles into one <style> in the <head>.
 *
 * Emotion's default server output puts a <style> before every styled element, all through the
 * <body>; each one makes a phone's browser recalculate styles while it parses the page. A cache in
 * Emotion's "compat" mode records the rules instead, and the page gets them once, up front.
 *
 * The <style> names its rules in `data-critical-css`, not Emotion's own `data-emotion`: Emotion's
 * browser cache moves every <style> it recognises to the end of the <head>, and each move makes the
 * browser apply the stylesheet afresh in the middle of the app's start-up. The browser's cache
 * (browser-style-cache.ts) reads the names instead, and leaves the element alone.
 */
import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import type { ReactNode } from "react";
import { criticalCssAttribute, emotionCacheOptions } from "./browser-style-cache";

const cachesByPage = new Map<string, EmotionCache>();

export function withStyleCollection(element: ReactNode, pathname: string) {
  const cache = createCache(emotionCacheOptions);
  cache.compat = true;
  cachesByPage.set(pathname, cache);
  return <CacheProvider value={cache}>{element}</CacheProvider>;
}

/** The page's collected rules as a <style> for the <head>, naming the rules it holds. */
export function collectedStyles(pathname: string) {
  const cache = cachesByPage.get(pathname);
  cachesByPage.delete(pathname);
  if (!cache) return null;
  const rules = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string",
  );
  return (
    <style
      key="emotion-critical-css"
      {...{ [criticalCssAttribute]: rules.map(([id]) => id).join(" ") }}
      dangerouslySetInnerHTML={{ __html: rules.map(([, css]) => css).join("") }}
    />
  );
}
