/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { deferAppScripts, pageScriptsOf } from "../../gatsby/defer-app-scripts";

const page = (scripts: string) =>
  `<html><head><script type="application/ld+json">{"@type":"WebSite"}</script></head><body><main>Hi</main>` +
  `<!-- slice-start id="_gatsby-scripts-1" --><script>window.___webpackCompilationHash="abc";</script>${scripts}` +
  `<!-- slice-end id="_gatsby-scripts-1" --></body></html>`;

const gatsbyScripts =
  '<script src="/webpack-runtime-1a.js" async></script><script src="/framework-2b.js" async></script>' +
  '<script src="/app-3c.js" async=""></script>';

/** What a warm build does to a page it keeps: it stitches the scripts slice in afresh. */
function restitch(html: string): string {
  return html.replace(
    /<!-- slice-start id="_gatsby-scripts-1" -->[\s\S]*<!-- slice-end id="_gatsby-scripts-1" -->/,
    `<!-- slice-start id="_gatsby-scripts-1" --><script>window.___webpackCompilationHash="abc";</script>${gatsbyScripts}<!-- slice-end id="_gatsby-scripts-1" -->`,
  );
}

describe("deferAppScripts", () => {
  const html = page(gatsbyScripts);
  const rewritten = deferAppScripts(html);

  it("removes Gatsby's async script tags", () => {
    expect(rewritten).not.toMatch(/<script src=/);
  });

  it("loads the same scripts, in their order, after the load event and a painted frame, one task each", () => {
    expect(rewritten).toContain(
      '<script>addEventListener("load",function(){requestAnimationFrame(function(){' +
        '["/webpack-runtime-1a.js","/framework-2b.js","/app-3c.js"].forEach(function(src){setTimeout(function(){',
    );
    expect(rewritten).toContain("s.async=false");
    expect(rewritten.endsWith('</script><!-- slice-end id="_gatsby-scripts-1" --></body></html>')).toBe(true);
  });

  it("keeps the structured data and Gatsby's inline scripts", () => {
    expect(rewritten).toContain('<script type="application/ld+json">{"@type":"WebSite"}</script>');
    expect(rewritten).toContain('<script>window.___webpackCompilationHash="abc";</script>');
  });

  it("leaves a page without Gatsby's script tags as it is", () => {
    const plain = page("");
    expect(deferAppScripts(plain)).toBe(plain);
  });

  it("leaves one loader after a warm build stitches Gatsby's scripts in again", () => {
    const rebuilt = deferAppScripts(restitch(rewritten));
    expect(rebuilt.match(/addEventListener\("load"/g)).toHaveLength(1);
    expect(rebuilt).toBe(rewritten);
  });
});

describe("the page's own chunks", () => {
  it("load after the app's scripts, each once", () => {
    const rewritten = deferAppScripts(page(gatsbyScripts), [
      "/commons-4d.js",
      "/app-3c.js",
      "/component---about-5e.js",
    ]);
    expect(rewritten).toContain(
      '["/webpack-runtime-1a.js","/framework-2b.js","/app-3c.js","/commons-4d.js","/component---about-5e.js"].forEach(',
    );
  });

  describe("are found from the page data and webpack's chunk files", () => {
    let publicDirectory: string;
    const chunkFiles = {
      "component---src-pages-about-tsx": ["commons-4d.js", "commons-4d.js.map", "component---about-5e.js"],
      "component---src-pages-index-tsx": ["component---index-6f.js"],
    };
    const writePageData = (directory: string, componentChunkName: string) => {
      fs.mkdirSync(path.join(publicDirectory, "page-data", directory), { recursive: true });
      fs.writeFileSync(
        path.join(publicDirectory, "page-data", directory, "page-data.json"),
        JSON.stringify({ componentChunkName, path: `/${directory}` }),
      );
    };
    const withPagePath = (pagePath: string) =>
      `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${pagePath}";/*]]>*/</script>`;

    beforeAll(() => {
      publicDirectory = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
      writePageData("about", "component---src-pages-about-tsx");
      writePageData("index", "component---src-pages-index-tsx");
      writePageData("services/no-chunk", "component---src-templates-gone-tsx");
    });

    afterAll(() => fs.rmSync(publicDirectory, { recursive: true }));

    it("names the scripts of the page's component, leaving out source maps", () => {
      expect(pageScriptsOf(withPagePath("/about"), publicDirectory, chunkFiles)).toEqual([
        "/commons-4d.js",
        "/component---about-5e.js",
      ]);
    });

    it("reads the home page's data from page-data/index", () => {
      expect(pageScriptsOf(withPagePath("/"), publicDirectory, chunkFiles)).toEqual(["/component---index-6f.js"]);
    });

    it("names nothing for HTML that is not a page", () => {
      expect(pageScriptsOf("<p>slice</p>", publicDirectory, chunkFiles)).toEqual([]);
    });

    it("fails the build naming the page data whose chunk webpack does not know", () => {
      expect(() => pageScriptsOf(withPagePath("/services/no-chunk"), publicDirectory, chunkFiles)).toThrow(
        `${path.join(publicDirectory, "page-data", "services", "no-chunk", "page-data.json")}: webpack.stats.json has no chunk named component---src-templates-gone-tsx`,
      );
    });
  });
});
