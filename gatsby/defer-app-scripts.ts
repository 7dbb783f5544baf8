/**
 * Rewrites Gatsby's script tags so the app's code is fetched only once the page has loaded and painted.
 *
 * Gatsby emits <script async> tags that start downloading alongside the hero picture and run the
 * moment they arrive, holding up the picture's paint on a phone (Largest Contentful Paint). The
 * content is all in the HTML; the scripts only make it interactive, so they can wait for `load`.
 * They still run in their original order (async=false on inserted scripts keeps it). Each is added
 * in a task of its own: adding a dozen at once took 11 ms, one long task on a phone.
 *
 * The loader takes the place of the first tag, inside Gatsby's scripts slice: a warm build stitches a
 * fresh slice over the old one, so the page again ends up with exactly one loader.
 *
 * It also fetches the page's own chunks alongside the app's. Gatsby's HTML names only the app's, so the
 * runtime would ask for the page's chunks after its page data arrives: one more round trip, and a
 * dozen script elements added in one long task. Webpack finds these already loaded, or loading.
 */
import fs from "node:fs";
import path from "node:path";
import { builtPages } from "./built-pages";

const scriptTag = /<script src="(\/[\w.-]+\.js)" async=""><\/script>|<script src="(\/[\w.-]+\.js)" async><\/script>/g;

const loaderMark = "\u0000app-scripts-loader\u0000";
const loaderStart = '<script>addEventListener("load",function(){requestAnimationFrame(function(){';

const NAME = "defer-app-scripts";

/** Thrown when Gatsby's output no longer has the shape this rewrite expects, so the build stops. */
export class UnexpectedPageShape extends Error {
  constructor(file: string, expected: string) {
    super(
      `${NAME} (gatsby/defer-app-scripts.ts): ${file} ${expected}. Gatsby's HTML has changed shape; ` +
        "update the rewrite to the new output (README: Upgrading Gatsby) rather than shipping pages it skipped.",
    );
  }
}

export function deferAppScripts(html: string, pageScripts: readonly string[] = [], file = "the page"): string {
  const sources: string[] = [];
  const rewritten = html.replace(scriptTag, (_tag, quoted: string | undefined, bare: string | undefined) => {
    sources.push((quoted ?? bare)!);
    return sources.length === 1 ? loaderMark : "";
  });
  if (sources.length === 0) {
    // A warm build leaves a page it did not render again as the last build's rewrite made it.
    if (html.split(loaderStart).length === 2) return html;
    throw new UnexpectedPageShape(file, 'has none of Gatsby\'s <script src="/….js" async> tags, and no loader of ours');
  }
  const allSources = [...sources, ...pageScripts.filter((source) => !sources.includes(source))];
  const loader =
    loaderStart +
    `${JSON.stringify(allSources)}.forEach(function(src){setTimeout(function(){` +
    `var s=document.createElement("script");s.src=src;s.async=false;document.body.appendChild(s)` +
    `})})})})</script>`;
  return rewritten.replace(loaderMark, loader);
}

type ChunkFiles = Record<string, string[]>;

/** The scripts of the page's component, from its page data and webpack's record of each chunk's files. */
export function pageScriptsOf(
  html: string,
  publicDirectory: string,
  chunkFiles: ChunkFiles,
  file = "the page",
): string[] {
  const pagePath = /window\.pagePath="([^"]*)"/.exec(html)?.[1];
  if (pagePath === undefined)
    throw new UnexpectedPageShape(file, 'has no window.pagePath="…" to find its page data by');
  const pageDataFile = path.join(
    publicDirectory,
    "page-data",
    pagePath === "/" ? "index" : pagePath.replace(/\/$/, ""),
    "page-data.json",
  );
  const { componentChunkName } = JSON.parse(fs.readFileSync(pageDataFile, "utf8")) as { componentChunkName: string };
  const files = chunkFiles[componentChunkName];
  if (!files)
    throw new UnexpectedPageShape(file, `names chunk ${componentChunkName}, which webpack.stats.json does not list`);
  return files.filter((file) => file.endsWith(".js")).map((file) => `/${file}`);
}

/** Applies the rewrite to every built page, or throws naming the first page it cannot rewrite; returns the count. */
export function deferAppScriptsInSite(publicDirectory: string): number {
  const { assetsByChunkName } = JSON.parse(
    fs.readFileSync(path.join(publicDirectory, "webpack.stats.json"), "utf8"),
  ) as { assetsByChunkName: ChunkFiles };
  const pages = builtPages(publicDirectory);
  if (pages.length === 0) throw new UnexpectedPageShape(publicDirectory, "holds no .html page");
  for (const file of pages) {
    const html = fs.readFileSync(file, "utf8");
    const shown = path.relative(path.dirname(publicDirectory), file);
    fs.writeFileSync(
      file,
      deferAppScripts(html, pageScriptsOf(html, publicDirectory, assetsByChunkName, shown), shown),
    );
  }
  return pages.length;
}
