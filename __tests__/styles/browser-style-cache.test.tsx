import { CacheProvider } from "@emotion/react";
import { serializeStyles } from "@emotion/serialize";
import { render } from "@testing-library/react";
import { createBrowserStyleCache } from "../../src/styles/browser-style-cache";

describe("the browser's style cache", () => {
  afterEach(() => {
    document.head.innerHTML = "";
  });

  it("knows the rules of the server's critical style and leaves that style where it is", () => {
    document.head.innerHTML =
      '<style data-critical-css="1x2y3z 9q8r7s">.css-1x2y3z{color:red;}.css-9q8r7s{margin:0;}</style><title>About</title>';
    const style = document.head.querySelector("style")!;
    const changes = new MutationObserver(() => undefined);
    changes.observe(document.documentElement, { childList: true, subtree: true, attributes: true });

    const cache = createBrowserStyleCache(document);

    expect(changes.takeRecords()).toEqual([]);
    expect(document.head.firstElementChild).toBe(style);
    expect(cache.inserted).toEqual({ "1x2y3z": true, "9q8r7s": true });
  });

  it("gives a rendered rule the class the server named, and inserts only rules the server did not write", () => {
    const written = { color: "rgb(11, 53, 88)" };
    const fresh = { margin: 0 };
    const writtenName = serializeStyles([written]).name;
    document.head.innerHTML = `<style data-critical-css="${writtenName}">.css-${writtenName}{color:rgb(11, 53, 88);}</style>`;
    const cache = createBrowserStyleCache(document);

    const { container } = render(
      <CacheProvider value={cache}>
        <p css={written}>Cover for Lagos</p>
      </CacheProvider>,
    );
    expect(container.querySelector("p")).toHaveClass(`css-${writtenName}`);
    expect(document.querySelectorAll("style")).toHaveLength(1);

    render(
      <CacheProvider value={cache}>
        <p css={fresh}>Cover for Abuja</p>
      </CacheProvider>,
    );
    expect(document.querySelectorAll("style")).toHaveLength(2);
  });

  it("starts empty on a page without one", () => {
    expect(createBrowserStyleCache(document).inserted).toEqual({});
  });
});
