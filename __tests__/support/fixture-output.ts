/** Reading the fixture site's real Gatsby output (built by build-fixture-site.ts), for the build-code tests. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fixtureSite, pristineCopy } from "./build-fixture-site";

export const builtSite = path.join(fixtureSite, "public");

/** The fixture's pages, by URL path, as the files that hold them. */
export const fixturePages = { "/": "index.html", "/second": path.join("second", "index.html") } as const;

/** A page as the build left it (`built`) or as Gatsby wrote it before the rewrites (`pristine`). */
export function fixturePage(pathname: keyof typeof fixturePages, state: "built" | "pristine"): string {
  return fs.readFileSync(path.join(state === "built" ? builtSite : pristineCopy, fixturePages[pathname]), "utf8");
}

/** A fresh copy of Gatsby's output before the rewrites, for a test to change and rewrite. */
export function copyOfPristineSite(): string {
  const copy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "fixture-")), "public");
  fs.cpSync(pristineCopy, copy, { recursive: true });
  return copy;
}

/** Each chunk's files, as webpack.stats.json lists them. */
export function chunkFiles(): Record<string, string[]> {
  const stats = JSON.parse(fs.readFileSync(path.join(builtSite, "webpack.stats.json"), "utf8")) as {
    assetsByChunkName: Record<string, string[]>;
  };
  return stats.assetsByChunkName;
}
