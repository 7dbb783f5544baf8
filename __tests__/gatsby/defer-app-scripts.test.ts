/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import { deferAppScripts, deferAppScriptsInSite, pageScriptsOf } from "../../gatsby/defer-app-scripts";
import { builtSite, chunkFiles, copyOfPristineSite, fixturePage, fixturePages } from "../support/fixture-output";

const gatsbyScriptTag = /<script src="[^"]+" async(="")?><\/script>/g;
const loaderSources = (html: string) =>
  JSON.parse(/requestAnimationFrame\(function\(\)\{(\[[^\]]*\])\.forEach/.exec(html)![1]!) as string[];

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

  it("loads Gatsby's scripts in their order, then the page's own chunk, one task each after load and a frame", () => {
    const pristine = fixturePage("/", "pristine");
    const gatsbyOrder = [...pristine.matchAll(/<script src="([^"]+)" async/g)].map((match) => match[1]);
    const pageChunk = chunkFiles()["component---src-pages-index-tsx"]!.filter((file) => file.endsWith(".js"));
    const built = fixturePage("/", "built");
    expect(loaderSources(built)).toEqual([...gatsbyOrder, ...pageChunk.map((file) => `/${file}`)]);
    expect(built).toContain('<script>addEventListener("load",function(){requestAnimationFrame(function(){');
    expect(built).toContain('setTimeout(function(){var s=document.createElement("script");s.src=src;s.async=false;');
  });

  it("keeps the page's other scripts, Gatsby's inline ones and its loader data", () => {
    const pristineInline = [...fixturePage("/", "pristine").matchAll(/<script(?! src)[^>]*>[\s\S]*?<\/script>/g)];
    const built = fixturePage("/", "built");
    for (const [script] of pristineInline) expect(built).toContain(script);
  });

  it("finds the page's chunk through its page data", () => {
    const pristine = fixturePage("/second", "pristine");
    expect(pageScriptsOf(pristine, builtSite, chunkFiles())).toEqual(
      chunkFiles()
        ["component---src-pages-second-tsx"]!.filter((file) => file.endsWith(".js"))
        .map((file) => `/${file}`),
    );
  });
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
      "defer-app-scripts (gatsby/defer-app-scripts.ts): public/second/index.html has none of Gatsby's " +
        '<script src="/….js" async> tags, and no loader of ours',
    );
  });

  it("names the page that no longer says its path", () => {
    const pristine = fixturePage("/", "pristine").replace(/window\.pagePath="[^"]*"/, 'window.pageRoute="/"');
    expect(() => pageScriptsOf(pristine, builtSite, chunkFiles(), "public/index.html")).toThrow(
      'defer-app-scripts (gatsby/defer-app-scripts.ts): public/index.html has no window.pagePath="…" to find its page data by',
    );
  });

  it("names the page whose chunk webpack.stats.json does not list", () => {
    expect(() => pageScriptsOf(fixturePage("/", "pristine"), builtSite, {}, "public/index.html")).toThrow(
      "public/index.html names chunk component---src-pages-index-tsx, which webpack.stats.json does not list",
    );
  });

  it("refuses a page with two loaders rather than passing it on", () => {
    const built = fixturePage("/", "built");
    const twice = built.replace(
      "</body>",
      `${/<script>addEventListener\("load"[\s\S]*?<\/script>/.exec(built)![0]}</body>`,
    );
    expect(() => deferAppScripts(twice, [], "public/index.html")).toThrow("public/index.html has none of Gatsby's");
  });
});
