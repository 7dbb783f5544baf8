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
    expect(cache.key).toBe("css");
    expect(cache.inserted).toEqual({ "1x2y3z": true, "9q8r7s": true });
  });

  it("starts empty on a page without one", () => {
    expect(createBrowserStyleCache(document).inserted).toEqual({});
  });
});
