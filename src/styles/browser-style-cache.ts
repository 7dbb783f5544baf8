/**
 * Emotion's cache for the browser, told which rules the server already wrote into the page's critical
 * <style> (critical-css.tsx), so it adds only rules that are new, and never moves that <style>.
 */
import createCache, { type EmotionCache } from "@emotion/cache";
import { leftOut } from "../lib/bench-without";

export const criticalCssAttribute = "data-critical-css";

/**
 * Emotion's caches, on the server and in the browser, without its vendor prefixer: it wrote -webkit- and -ms-
 * copies of flex and alignment rules that every browser our visitors use reads unprefixed (Chrome and Opera on
 * Android, Opera Mini, Safari 9 and later), and the copies cost each page 200-270 bytes of its compressed HTML.
 */
export const emotionCacheOptions = { key: "css", stylisPlugins: [] };

export function createBrowserStyleCache(document: Document): EmotionCache {
  const cache = createCache(emotionCacheOptions);
  if (leftOut("critical-style-adoption")) return cache;
  const names = document.querySelector(`style[${criticalCssAttribute}]`)?.getAttribute(criticalCssAttribute);
  for (const name of names?.split(" ") ?? []) cache.inserted[name] = true;
  return cache;
}
