/**
 * Rewrites Gatsby's script tags so the app's code is fetched only once the page has loaded and painted.
 *
 * Gatsby emits <script async> tags that start downloading alongside the hero picture and run the
 * moment they arrive, holding up the picture's paint on a phone (Largest Contentful Paint). The
 * content is all in the HTML; the scripts only make it interactive, so they can wait for `load`, and
 * for the first contentful paint to have reached the screen: a heavy page can fire `load` before it
 * has painted, and scripts fetched then competed with the paint (the largest paint came a round trip
 * after the first on a slow phone). Browsers without paint timing start at `load`; a tab opened in the
 * background reports no first paint at all, so the scripts start at the latest 2 s after `load`.
 * They still run in their original order (async=false on inserted scripts keeps it). Each is added
 * in a task of its own: adding a dozen at once took 11 ms, one long task on a phone.
 *
 * The loader takes the place of the first tag, inside Gatsby's scripts slice: a warm build stitches a
 * fresh slice over the old one, so the page again ends up with exactly one loader.
 *
 * It also fetches the page's own chunks alongside the app's. Gatsby's HTML names only the app's, so the
 * runtime would ask for the page's chunks after its page data arrives: one more round trip, and a
 * dozen script elements added in one long task. Webpack finds these already loaded, or loading.
 *
 * And it preloads the data the runtime reads before it can hydrate: app-data.json, the page's
 * page-data.json and, named in that, its static queries' results. The runtime asks for these only once
 * its own script has run, then for the static queries once the page data is in: two round trips on a
 * slow link (300 ms each on congested 3G) after all the scripts, where a preload overlaps them with the
 * scripts' download. Chromium's and Firefox's XMLHttpRequests take the preloaded responses; WebKit's (Safari, and
 * every browser on an iPhone) never do, and fetch each file again once the runtime asks, so in WebKit the preload
 * would only add a request and compete with the scripts' download: the loader preloads the data only in the
 * engines that reuse it, named in their user agent (Blink's say Chrome/ or Chromium/, Gecko's Firefox/; the
 * browsers on an iPhone say CriOS/ and FxiOS/ instead, Safari neither). docs/performance.md has the counts.
 */
import fs from "node:fs";
import path from "node:path";
import { builtPages } from "./built-pages";

const scriptTag = /<script src="(\/[\w.-]+\.js)" async=""><\/script>|<script src="(\/[\w.-]+\.js)" async><\/script>/g;

const loaderMark = "\u0000app-scripts-loader\u0000";
/** The user agents of the engines whose XMLHttpRequests take a preloaded response: Blink and Gecko. */
const reusesPreloads = "/Chrome\\/|Chromium\\/|Firefox\\//.test(navigator.userAgent)";
const anyLoaderStart = '<script>addEventListener("load",function(){';
/** Followed by the list of data files to preload, in the engines that reuse them. */
const loaderStart = `${anyLoaderStart}var started;function start(){if(started)return;started=1;if(${reusesPreloads})`;
/**
 * Calls start() once the first contentful paint is on screen, at once where paint timing is missing, and
 * in any case within LATEST_START_MS.
 */
const LATEST_START_MS = 2000;
const afterFirstPaint =
  `setTimeout(start,${LATEST_START_MS});var P=window.PerformanceObserver;` +
  'if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)return start();' +
  'new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){' +
  "observer.disconnect();requestAnimationFrame(function(){setTimeout(start)})}})" +
  '.observe({type:"paint",buffered:true})';

const NAME = "defer-app-scripts";

/** Thrown when Gatsby's output no longer has the shape this rewrite expects, so the build stops. */
export class UnexpectedPageShape extends Error {
  constructor(file: string, expected: string) {
    super(
      `${NAME} (gatsby/rewrites/defer-app-scripts.ts): ${file} ${expected}. Gatsby's HTML has changed shape; ` +
        "update the rewrite to the new output (docs/upgrading.md) rather than shipping pages it skipped.",
    );
  }
}

/** What the loader fetches once the page has painted, besides Gatsby's own script tags. */
export interface PageResources {
  /** The page component's chunks. */
  scripts: readonly string[];
  /** The data files the runtime reads before it hydrates, preloaded. */
  data: readonly string[];
}

const preloadData =
  'function(href){var l=document.createElement("link");l.rel="preload";l.as="fetch";l.crossOrigin="anonymous";' +
  "l.href=href;document.head.appendChild(l)}";
const addScript =
  "function(src){setTimeout(function(){" +
  'var s=document.createElement("script");s.src=src;s.async=false;document.body.appendChild(s)' +
  "})}";

export function deferAppScripts(
  html: string,
  resources: PageResources = { scripts: [], data: [] },
  file = "the page",
): string {
  const sources: string[] = [];
  const rewritten = html.replace(scriptTag, (_tag, quoted: string | undefined, bare: string | undefined) => {
    sources.push((quoted ?? bare)!);
    return sources.length === 1 ? loaderMark : "";
  });
  if (sources.length === 0) {
    // A warm build leaves a page it did not render again as the last build's rewrite made it.
    if (html.split(loaderStart).length === 2) return html;
    if (html.split(anyLoaderStart).length === 2)
      throw new Error(
        `${NAME} (gatsby/rewrites/defer-app-scripts.ts): ${file} has the loader of an earlier version of this rewrite, ` +
          "left by a warm build that did not render the page again. Run `npx gatsby clean` and build again.",
      );
    throw new UnexpectedPageShape(file, 'has none of Gatsby\'s <script src="/….js" async> tags, and no loader of ours');
  }
  const allSources = [...sources, ...resources.scripts.filter((source) => !sources.includes(source))];
  const loader =
    loaderStart +
    `${JSON.stringify(resources.data)}.forEach(${preloadData});` +
    `${JSON.stringify(allSources)}.forEach(${addScript})}` +
    `${afterFirstPaint}})</script>`;
  return rewritten.replace(loaderMark, loader);
}

type ChunkFiles = Record<string, string[]>;

interface PageData {
  componentChunkName: string;
  staticQueryHashes: string[];
}

/**
 * The page component's scripts, from its page data and webpack's record of each chunk's files, and the data
 * files Gatsby's runtime fetches for the page. Each data file must exist in the build: a preload of a file
 * the runtime no longer asks for would cost a visitor the bytes and gain nothing.
 */
export function pageResourcesOf(
  html: string,
  publicDirectory: string,
  chunkFiles: ChunkFiles,
  file = "the page",
): PageResources {
  const pagePath = /window\.pagePath="([^"]*)"/.exec(html)?.[1];
  if (pagePath === undefined)
    throw new UnexpectedPageShape(file, 'has no window.pagePath="…" to find its page data by');
  const pageDataUrl = `/page-data/${pagePath === "/" ? "index" : pagePath.replace(/^\/|\/$/g, "")}/page-data.json`;
  const pageDataFile = path.join(publicDirectory, pageDataUrl);
  if (!fs.existsSync(pageDataFile)) throw new UnexpectedPageShape(file, `has no page data at ${pageDataUrl}`);
  const { componentChunkName, staticQueryHashes } = JSON.parse(fs.readFileSync(pageDataFile, "utf8")) as PageData;
  const files = chunkFiles[componentChunkName];
  if (!files)
    throw new UnexpectedPageShape(file, `names chunk ${componentChunkName}, which webpack.stats.json does not list`);
  if (!Array.isArray(staticQueryHashes))
    throw new UnexpectedPageShape(file, `has page data ${pageDataUrl} without a staticQueryHashes list`);
  const data = [
    "/page-data/app-data.json",
    pageDataUrl,
    ...staticQueryHashes.map((hash) => `/page-data/sq/d/${hash}.json`),
  ];
  const missing = data.filter((url) => !fs.existsSync(path.join(publicDirectory, url)));
  if (missing.length > 0)
    throw new UnexpectedPageShape(file, `reads data files the build lacks: ${missing.join(", ")}`);
  return { scripts: files.filter((file) => file.endsWith(".js")).map((file) => `/${file}`), data };
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
      deferAppScripts(html, pageResourcesOf(html, publicDirectory, assetsByChunkName, shown), shown),
    );
  }
  return pages.length;
}
