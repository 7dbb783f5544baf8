/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import { withoutManifestLink } from "../../gatsby/rewrites/defer-manifest-link";
import { builtSite, fixturePage } from "../support/fixture-output";

const pluginLink = <link key="gatsby-plugin-manifest-link" rel="manifest" href="/manifest.webmanifest" />;
const canonical = <link key="canonical" rel="canonical" href="https://example.ng/" />;

describe("the manifest link left out of the built pages", () => {
  it("is not in a page of a real Gatsby build with gatsby-plugin-manifest (the fixture site), which writes the manifest", () => {
    expect(fs.existsSync(path.join(builtSite, "manifest.webmanifest"))).toBe(true);
    for (const page of ["/", "/second"] as const) expect(fixturePage(page, "pristine")).not.toMatch(/rel="manifest"/);
  });

  it("takes out the plugin's link and keeps the other head components in order", () => {
    const title = <title key="title">Home</title>;
    expect(withoutManifestLink([title, pluginLink, canonical], "/")).toEqual([title, canonical]);
  });

  it("fails the build, naming the page, when the plugin no longer adds the link", () => {
    expect(() => withoutManifestLink([canonical], "/about/")).toThrow(
      'defer-manifest-link (gatsby/rewrites/defer-manifest-link.ts): /about/ has 0 <link rel="manifest"> (none) among its ' +
        "head components, where gatsby-plugin-manifest used to add one to /manifest.webmanifest.",
    );
  });

  it("fails the build when the link names another file than the app adds", () => {
    const moved = <link key="gatsby-plugin-manifest-link" rel="manifest" href="/manifest-en.webmanifest" />;
    expect(() => withoutManifestLink([moved], "/")).toThrow(
      '/ has 1 <link rel="manifest"> (/manifest-en.webmanifest) among its head components',
    );
  });
});
