/**
 * @jest-environment node
 */
import { renderToStaticMarkup } from "react-dom/server";
import { collectedStyles, withStyleCollection } from "../../src/styles/critical-css";
import { GlobalStyles, globalStyles } from "../../src/styles/global";

function serverRenderedStyles(withGlobalStyles: boolean): string {
  renderToStaticMarkup(
    withStyleCollection(
      <>
        {withGlobalStyles && <GlobalStyles />}
        <p css={{ color: "rgb(11, 53, 88)" }}>Cover for Lagos</p>
      </>,
      "/about",
    ),
  );
  return renderToStaticMarkup(<>{collectedStyles("/about")}</>);
}

const componentStyle = (html: string) => {
  const id = /data-emotion="css ([^" ]+)"/.exec(html)?.[1];
  return `<style data-s="" data-emotion="css ${id}">.css-${id}{color:rgb(11, 53, 88);}</style>`;
};

describe("critical CSS", () => {
  it("collects the page's rules into one style element that Emotion's browser cache leaves in place", () => {
    const html = serverRenderedStyles(false);
    expect(html).toBe(componentStyle(html));
  });

  it("puts the site-wide styles first, in the style element Emotion's <Global> looks for", () => {
    const html = serverRenderedStyles(true);
    const globalStyle = /^<style data-s="" data-emotion="css-global ([^"]+)">([^<]+)<\/style>/.exec(html);
    expect(globalStyle?.[1]).toBe(globalStyles.name);
    expect(globalStyle?.[2]).toContain("box-sizing:border-box");
    expect(html).toBe(`${globalStyle?.[0]}${componentStyle(html)}`);
  });

  it("forgets a page's rules once they are written", () => {
    serverRenderedStyles(false);
    expect(collectedStyles("/about")).toBeNull();
  });
});
