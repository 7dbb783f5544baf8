/**
 * Build-time switches that leave one start-up optimisation out of a build, so that `bench/applied.ts` can measure
 * the site with and without it (docs/performance.md). Set `GATSBY_BENCH_WITHOUT` to a comma-separated list of the
 * names below before `gatsby build`; unset, every optimisation is in. The GATSBY_ prefix makes Gatsby compile the
 * value into the browser's scripts as well as the server render, so both sides of a page agree. Never set it for a
 * build that is published.
 */
export const optimisations = [
  /** gatsby/rewrites/defer-app-scripts.ts: the app's scripts fetched after the first paint, one <script> per task. */
  "defer-app-scripts",
  /** gatsby-config's siteMetadata.favicon as a `data:` URI; left out, the page links /favicon.svg. */
  "favicon-data-uri",
  /** gatsby/rewrites/defer-manifest-link.ts and src/browser/manifest-link.ts: the manifest linked by the app, not the HTML. */
  "defer-manifest-link",
  /** Picture's `deferBelow` and `omitBelow` (PageHero, HeroThumbnail, the product hero); left out, both are ignored. */
  "defer-hero-pictures",
  /** src/icons/icon-sprite.ts, gatsby/checks/check-icon-sprites.ts: each page's sprite holds its own icons; left out, every icon. */
  "per-page-icon-sprite",
] as const;

export type Optimisation = (typeof optimisations)[number];

/** The optimisations this build leaves out; throws on a name it does not know, so a typo cannot measure nothing. */
export function optimisationsLeftOut(value = process.env.GATSBY_BENCH_WITHOUT): Optimisation[] {
  const names = (value ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(optimisations as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `GATSBY_BENCH_WITHOUT names ${unknown.join(", ")}, which is no optimisation; known: ${optimisations.join(", ")}`,
    );
  }
  return names as Optimisation[];
}

/** Whether this build leaves `name` out (GATSBY_BENCH_WITHOUT). */
export function leftOut(name: Optimisation): boolean {
  return optimisationsLeftOut().includes(name);
}
