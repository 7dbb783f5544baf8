/**
 * Emotion's cache for the browser, told which rules the server already wrote into the page's critical
 * <style> (critical-css.tsx), so it adds only rules that are new, and never moves that <style>.
 */
import createCache, { type EmotionCache } from "@emotion/cache";
import { leftOut } from "../lib/bench-without";

export const criticalCssAttribute = "data-critical-css";

export function createBrowserStyleCache(document: Document): EmotionCache {
  const cache = createCache({ key: "css" });
  if (leftOut("critical-style-adoption")) return cache;
  const names = document.querySelector(`style[${criticalCssAttribute}]`)?.getAttribute(criticalCssAttribute);
  for (const name of names?.split(" ") ?? []) cache.inserted[name] = true;
  return cache;
}
