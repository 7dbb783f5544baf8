/**
 * @jest-environment node
 */
import { deferAppScripts } from "../../gatsby/defer-app-scripts";

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

  it("loads the same scripts, in their order, after the load event and a painted frame", () => {
    expect(rewritten).toContain(
      '<script>addEventListener("load",function(){requestAnimationFrame(function(){setTimeout(function(){' +
        '["/webpack-runtime-1a.js","/framework-2b.js","/app-3c.js"].forEach(',
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
