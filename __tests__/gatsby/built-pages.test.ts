/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { builtPages } from "../../gatsby/rewrites/built-pages";

describe("builtPages", () => {
  it("lists Gatsby's pages, not its slice sources or the web editor's page", () => {
    const publicDirectory = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
    for (const file of [
      "index.html",
      "about/index.html",
      "_gatsby/slices/_gatsby-scripts-1.html",
      "admin/index.html",
      "services/404.html",
    ]) {
      fs.mkdirSync(path.dirname(path.join(publicDirectory, file)), { recursive: true });
      fs.writeFileSync(path.join(publicDirectory, file), "<!doctype html>");
    }
    expect(
      builtPages(publicDirectory)
        .map((file) => path.relative(publicDirectory, file))
        .sort(),
    ).toEqual(["about/index.html", "index.html", "services/404.html"]);
  });
});
