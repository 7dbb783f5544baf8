/**
 * @jest-environment node
 */
import { renderToStaticMarkup } from "react-dom/server";
import { collectedStyles, withStyleCollection } from "../../src/styles/critical-css";

function serverRenderedStyle(): string {
  renderToStaticMarkup(withStyleCollection(<p css={{ color: "rgb(11, 53, 88)" }}>Cover for Lagos</p>, "/about"));
  return renderToStaticMarkup(collectedStyles("/about"));
}

describe("critical CSS", () => {
  it("collects the page's rules into one style element, marked as the critical one", () => {
    expect(serverRenderedStyle()).toMatch(
      /^<style data-critical-css="">\.css-[\w-]+\{color:rgb\(11, 53, 88\);\}<\/style>$/,
    );
  });

  it("writes standard properties only, without vendor-prefixed copies", () => {
    renderToStaticMarkup(
      withStyleCollection(<p css={{ display: "flex", alignItems: "center", textDecoration: "none" }}>Claims</p>, "/"),
    );
    const html = renderToStaticMarkup(collectedStyles("/"));
    expect(html).toMatch(/>\.css-[a-z0-9]+\{display:flex;align-items:center;text-decoration:none;\}<\/style>$/);
  });

  it("forgets a page's rules once they are written", () => {
    serverRenderedStyle();
    expect(collectedStyles("/about")).toBeNull();
  });
});
