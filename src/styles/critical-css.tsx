/**
 * Server rendering: gathers each page's Emotion styles into one <style> in the <head>.
 *
 * Emotion's default server output puts a <style> before every styled element, all through the
 * <body>; each one makes a phone's browser recalculate styles while it parses the page. A cache in
 * Emotion's "compat" mode records the rules instead, and the page gets them once, up front.
 *
 * The <style> is marked `data-critical-css`, not with Emotion's own `data-emotion`: Emotion's browser
 * cache moves every <style> it recognises to the end of the <head>, and each move makes the browser
 * apply the stylesheet afresh in the middle of the app's start-up.
 */
import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import type { ReactNode } from "react";
import { criticalCssAttribute, emotionCacheOptions } from "./emotion-setup";

const cachesByPage = new Map<string, EmotionCache>();

export function withStyleCollection(element: ReactNode, pathname: string) {
  const cache = createCache(emotionCacheOptions);
  cache.compat = true;
  cachesByPage.set(pathname, cache);
  return <CacheProvider value={cache}>{element}</CacheProvider>;
}

/** The page's collected rules as a <style> for the <head>. */
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
      {...{ [criticalCssAttribute]: "" }}
      dangerouslySetInnerHTML={{ __html: rules.map(([, css]) => css).join("") }}
    />
  );
}
