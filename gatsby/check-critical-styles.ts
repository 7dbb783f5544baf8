/**
 * Checks that each built page's critical <style> (src/styles/critical-css.tsx) names every Emotion class
 * the page uses. The browser's cache adopts exactly those names (browser-style-cache.ts); a class it does
 * not know is inserted again at start-up, and a page without the <style> paints unstyled until the app
 * runs. Both would follow silently from a change in how Emotion names or records its rules.
 */
import { criticalCssAttribute } from "../src/styles/browser-style-cache";
import { checkBuiltPages } from "./built-pages";

const NAME = "critical-css check (gatsby/check-critical-styles.ts)";
const emotionClass = /(?:^|\s)css-([\w-]+)/g;

/** What is wrong with one page's critical style, or undefined when it names every class the page uses. */
export function criticalStyleProblem(html: string): string | undefined {
  const styles = [...html.matchAll(new RegExp(`<style ${criticalCssAttribute}="([^"]*)"`, "g"))];
  if (styles.length !== 1) return `has ${styles.length} <style ${criticalCssAttribute}> elements, expected exactly 1`;
  const named = new Set(styles[0]![1]!.split(" ").filter(Boolean));
  if (named.size === 0) return "has a critical <style> that names no rule";
  const used = new Set<string>();
  for (const [, classes] of html.matchAll(/class="([^"]*)"/g)) {
    for (const [, name] of classes!.matchAll(emotionClass)) used.add(name!);
  }
  if (used.size === 0) return 'uses no class="css-…": Emotion names its classes differently now';
  const missing = [...used].filter((name) => !named.has(name));
  return missing.length > 0
    ? `uses classes its critical <style> does not name: ${missing.map((name) => `css-${name}`).join(", ")}`
    : undefined;
}

/** Checks every page of the built site; throws naming each page at fault, or returns how many passed. */
export function checkCriticalStyles(publicDirectory: string): number {
  return checkBuiltPages(
    publicDirectory,
    criticalStyleProblem,
    `${NAME}: Emotion's server output no longer has the shape the browser's style cache adopts.`,
  );
}
