/**
 * Checks that each built page has one critical <style> (src/styles/critical-css.tsx) holding a rule for every
 * Emotion class the page uses. The server collects them through Emotion's compat cache; a page whose style misses
 * a class paints that part unstyled until the app runs, and a change in how Emotion names or records its rules would
 * bring that about silently.
 */
import { criticalCssAttribute } from "../../src/styles/emotion-setup";
import { checkBuiltPages } from "../rewrites/built-pages";

const NAME = "critical-css check (gatsby/checks/check-critical-styles.ts)";
const emotionClass = /(?:^|\s)css-([\w-]+)/g;

/** What is wrong with one page's critical style, or undefined when it has a rule for every class the page uses. */
export function criticalStyleProblem(html: string): string | undefined {
  const styles = [...html.matchAll(new RegExp(`<style ${criticalCssAttribute}="">([^<]*)</style>`, "g"))];
  if (styles.length !== 1) return `has ${styles.length} <style ${criticalCssAttribute}> elements, expected exactly 1`;
  const rules = styles[0]![1]!;
  const used = new Set<string>();
  for (const [, classes] of html.matchAll(/class="([^"]*)"/g)) {
    for (const [, name] of classes!.matchAll(emotionClass)) used.add(name!);
  }
  if (used.size === 0) return 'uses no class="css-…": Emotion names its classes differently now';
  const missing = [...used].filter((name) => !new RegExp(`\\.css-${name}(?![\\w-])`).test(rules));
  return missing.length > 0
    ? `uses classes its critical <style> has no rule for: ${missing.map((name) => `css-${name}`).join(", ")}`
    : undefined;
}

/** Checks every page of the built site; throws naming each page at fault, or returns how many passed. */
export function checkCriticalStyles(publicDirectory: string): number {
  return checkBuiltPages(
    publicDirectory,
    criticalStyleProblem,
    `${NAME}: Emotion's server output no longer holds every rule the page uses.`,
  );
}
