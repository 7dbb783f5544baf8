/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { filesUnder } from "../../hosting/files-under";
import { keepBuildFilesPrivate, UNPUBLISHED_DIR } from "../../gatsby/rewrites/keep-build-files-private";

function builtSite(): string {
  const site = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "private-")), "public");
  for (const file of [
    "app-0123456789ab.js",
    "app-0123456789ab.js.map",
    "app-0123456789ab.js.LICENSE.txt",
    "webpack.stats.json",
    "chunk-map.json",
    "index.html",
    "page-data/app-data.json",
    "static/0a1b/hero.avif",
  ]) {
    fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    fs.writeFileSync(path.join(site, file), file);
  }
  return site;
}

const listed = (directory: string) =>
  filesUnder(directory)
    .map((file) => path.relative(directory, file))
    .sort();

describe("keepBuildFilesPrivate", () => {
  it("moves source maps and webpack's records out of the published site, and leaves everything else", () => {
    const site = builtSite();
    expect(keepBuildFilesPrivate(site, false)).toBe(3);
    expect(listed(site)).toEqual([
      "app-0123456789ab.js",
      "app-0123456789ab.js.LICENSE.txt",
      "index.html",
      "page-data/app-data.json",
      "static/0a1b/hero.avif",
    ]);
    const kept = path.join(path.dirname(site), UNPUBLISHED_DIR);
    expect(listed(kept)).toEqual(["app-0123456789ab.js.map", "chunk-map.json", "webpack.stats.json"]);
    expect(fs.readFileSync(path.join(kept, "webpack.stats.json"), "utf8")).toBe("webpack.stats.json");
  });

  it("publishes them when the setting asks for it", () => {
    const site = builtSite();
    expect(keepBuildFilesPrivate(site, true)).toBe(0);
    expect(listed(site)).toContain("app-0123456789ab.js.map");
  });
});
