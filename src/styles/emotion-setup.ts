/** What the server's Emotion cache (critical-css.tsx) and the browser's (gatsby-browser.tsx) share. */

/** Marks the one <style> in the <head> that holds the rules the server rendered (gatsby/checks/check-critical-styles.ts). */
export const criticalCssAttribute = "data-critical-css";

/**
 * Emotion's caches, on the server and in the browser, without its vendor prefixer: it wrote -webkit- and -ms-
 * copies of flex and alignment rules that every browser our visitors use reads unprefixed (Chrome and Opera on
 * Android, Opera Mini, Safari 9 and later), and the copies cost each page 200-270 bytes of its compressed HTML.
 */
export const emotionCacheOptions = { key: "css", stylisPlugins: [] };
