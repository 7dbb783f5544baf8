import { addManifestLink } from "../../src/browser/manifest-link";

describe("addManifestLink", () => {
  afterEach(() => document.head.replaceChildren());

  it("links the web app manifest once, fetched without credentials as the plugin linked it", () => {
    addManifestLink(document);
    addManifestLink(document);
    const links = document.head.querySelectorAll('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute("href")).toBe("/manifest.webmanifest");
    expect(links[0]!.getAttribute("crossorigin")).toBe("anonymous");
  });
});
