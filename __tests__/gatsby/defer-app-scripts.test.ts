/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { deferAppScripts, deferAppScriptsInSite, pageResourcesOf } from "../../gatsby/rewrites/defer-app-scripts";
import { builtSite, chunkFiles, copyOfPristineSite, fixturePage, fixturePages } from "../support/fixture-output";

const gatsbyScriptTag = /<script src="[^"]+" async(="")?><\/script>/g;
const loaderLists =
  /function start\(\)\{if\(started\)return;started=1;if\(.*?\.test\(navigator\.userAgent\)\)(\[[^\]]*\])\.forEach\(function\(href\)\{[^}]*\}\);(\[[^\]]*\])\.forEach/;
const loaderData = (html: string) => JSON.parse(loaderLists.exec(html)![1]!) as string[];
const loaderSources = (html: string) => JSON.parse(loaderLists.exec(html)![2]!) as string[];

describe("deferAppScripts on a real Gatsby build (the fixture site)", () => {
  it.each(Object.keys(fixturePages) as (keyof typeof fixturePages)[])(
    "leaves %s with one loader and none of Gatsby's async script tags, after a warm build too",
    (pathname) => {
      expect(fixturePage(pathname, "pristine").match(gatsbyScriptTag)?.length).toBeGreaterThanOrEqual(3);
      const built = fixturePage(pathname, "built");
      expect(built.match(gatsbyScriptTag)).toBeNull();
      expect(built.match(/addEventListener\("load"/g)).toHaveLength(1);
    },
  );

  it("loads Gatsby's scripts in their order, then the page's own chunk, one task each after load and first paint", () => {
    const pristine = fixturePage("/", "pristine");
    const gatsbyOrder = [...pristine.matchAll(/<script src="([^"]+)" async/g)].map((match) => match[1]);
    const pageChunk = chunkFiles()["component---src-pages-index-tsx"]!.filter((file) => file.endsWith(".js"));
    const built = fixturePage("/", "built");
    expect(loaderSources(built)).toEqual([...gatsbyOrder, ...pageChunk.map((file) => `/${file}`)]);
    expect(built).toContain('<script>addEventListener("load",function(){var started;function start(){');
    expect(built).toContain("setTimeout(start,2000);");
    expect(built).toContain('if(list.getEntriesByName("first-contentful-paint").length){');
    expect(built).toContain('setTimeout(function(){var s=document.createElement("script");s.src=src;s.async=false;');
  });

  it("keeps the page's other scripts, Gatsby's inline ones and its loader data", () => {
    const pristineInline = [...fixturePage("/", "pristine").matchAll(/<script(?! src)[^>]*>[\s\S]*?<\/script>/g)];
    const built = fixturePage("/", "built");
    for (const [script] of pristineInline) expect(built).toContain(script);
  });

  it("finds the page's chunk through its page data", () => {
    const pristine = fixturePage("/second", "pristine");
    const pageFiles = chunkFiles()["component---src-pages-second-tsx"]!;
    expect(pageResourcesOf(pristine, builtSite, chunkFiles()).scripts).toEqual(
      pageFiles.filter((file) => file.endsWith(".js")).map((file) => `/${file}`),
    );
  });

  it("preloads the data files the runtime reads before hydrating: app data, page data, static query results", () => {
    const staticQueries = fs.readdirSync(path.join(builtSite, "page-data", "sq", "d"));
    expect(staticQueries).toHaveLength(1);
    expect(loaderData(fixturePage("/second", "built"))).toEqual([
      "/page-data/app-data.json",
      "/page-data/second/page-data.json",
      `/page-data/sq/d/${staticQueries[0]}`,
    ]);
    expect(loaderData(fixturePage("/", "built"))).toEqual([
      "/page-data/app-data.json",
      "/page-data/index/page-data.json",
    ]);
    expect(fixturePage("/", "built")).toContain(
      'var l=document.createElement("link");l.rel="preload";l.as="fetch";l.crossOrigin="anonymous";',
    );
  });
});

/** What the page's loader asks for once the page has loaded, in a browser with this user agent and no paint timing. */
function loaderRequests(html: string, userAgent: string) {
  const loader = /<script>(addEventListener\("load"[\s\S]*?)<\/script>/.exec(html)![1]!;
  const requested = { preloaded: [] as string[], scripts: [] as string[] };
  let onLoad = () => undefined as unknown;
  const element = () => ({}) as { href?: string; src?: string };
  const document = {
    createElement: element,
    head: { appendChild: (link: { href: string }) => requested.preloaded.push(link.href) },
    body: { appendChild: (script: { src: string }) => requested.scripts.push(script.src) },
  };
  const runNow = (task: () => void) => task();
  vm.runInNewContext(loader, {
    addEventListener: (_event: string, listener: () => unknown) => (onLoad = listener),
    document,
    navigator: { userAgent },
    window: {},
    setTimeout: runNow,
    requestAnimationFrame: runNow,
  });
  onLoad();
  return requested;
}

const userAgents = {
  "Chrome on Android":
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Mobile Safari/537.36",
  "Samsung Internet":
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/28.0 Chrome/130.0.0.0 Mobile Safari/537.36",
  "headless Chromium":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/139.0.0.0 Safari/537.36",
  "Firefox on Android": "Mozilla/5.0 (Android 14; Mobile; rv:153.0) Gecko/153.0 Firefox/153.0",
  "Safari on an iPhone":
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1",
  "Chrome on an iPhone":
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/139.0.7258.76 Mobile/15E148 Safari/604.1",
  "WebKitGTK's MiniBrowser":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/60.5 Safari/605.1.15",
};

describe("the loader preloads the page's data only in the engines whose requests take the preloaded response", () => {
  const built = fixturePage("/second", "built");
  const data = loaderData(built);

  it.each(["Chrome on Android", "Samsung Internet", "headless Chromium", "Firefox on Android"] as const)(
    "%s: preloads the data and loads the scripts",
    (browser) => {
      expect(loaderRequests(built, userAgents[browser])).toEqual({ preloaded: data, scripts: loaderSources(built) });
    },
  );

  it.each(["Safari on an iPhone", "Chrome on an iPhone", "WebKitGTK's MiniBrowser"] as const)(
    "%s (WebKit, which would fetch each file again): loads the scripts and preloads nothing",
    (browser) => {
      expect(loaderRequests(built, userAgents[browser])).toEqual({ preloaded: [], scripts: loaderSources(built) });
    },
  );
});

describe("defer-app-scripts fails the build when Gatsby's output changes shape", () => {
  it("names the page whose script tags it does not recognise", () => {
    const site = copyOfPristineSite();
    const page = path.join(site, "second", "index.html");
    fs.writeFileSync(
      page,
      fs.readFileSync(page, "utf8").replace(/ async(="")?><\/script>/g, ' type="module"></script>'),
    );
    expect(() => deferAppScriptsInSite(site)).toThrow(
      "defer-app-scripts (gatsby/rewrites/defer-app-scripts.ts): public/second/index.html has none of Gatsby's " +
        '<script src="/….js" async> tags, and no loader of ours',
    );
  });

  it("names the page that no longer says its path", () => {
    const pristine = fixturePage("/", "pristine").replace(/window\.pagePath="[^"]*"/, 'window.pageRoute="/"');
    expect(() => pageResourcesOf(pristine, builtSite, chunkFiles(), "public/index.html")).toThrow(
      'defer-app-scripts (gatsby/rewrites/defer-app-scripts.ts): public/index.html has no window.pagePath="…" to find its page data by',
    );
  });

  it("names the page whose chunk webpack.stats.json does not list", () => {
    expect(() => pageResourcesOf(fixturePage("/", "pristine"), builtSite, {}, "public/index.html")).toThrow(
      "public/index.html names chunk component---src-pages-index-tsx, which webpack.stats.json does not list",
    );
  });

  it("names the page whose data files are not where Gatsby's runtime fetches them", () => {
    const site = copyOfPristineSite();
    fs.rmSync(path.join(site, "page-data", "sq"), { recursive: true });
    expect(() => deferAppScriptsInSite(site)).toThrow(
      /public\/second\/index\.html reads data files the build lacks: \/page-data\/sq\/d\/\d+\.json/,
    );
  });

  it("asks for a clean build when a page kept the loader of an earlier version", () => {
    const earlier = fixturePage("/", "built").replace(
      "var started;function start(){",
      "requestAnimationFrame(function(){",
    );
    expect(() => deferAppScripts(earlier, { scripts: [], data: [] }, "public/index.html")).toThrow(
      "defer-app-scripts (gatsby/rewrites/defer-app-scripts.ts): public/index.html has the loader of an earlier version of " +
        "this rewrite, left by a warm build that did not render the page again. Run `npx gatsby clean` and build again.",
    );
  });

  it("refuses a page with two loaders rather than passing it on", () => {
    const built = fixturePage("/", "built");
    const twice = built.replace(
      "</body>",
      `${/<script>addEventListener\("load"[\s\S]*?<\/script>/.exec(built)![0]}</body>`,
    );
    expect(() => deferAppScripts(twice, { scripts: [], data: [] }, "public/index.html")).toThrow(
      "public/index.html has none of Gatsby's",
    );
  });
});
