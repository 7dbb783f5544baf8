/**
 * The mark that public/ holds a whole build (hosting/publish-site.ts publishes nothing without it): removed before
 * a build or `gatsby develop` writes anything, set again by the build's last step.
 */
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { BUILD_COMPLETE_FILE } from "../../hosting/publish-site";
import { projectDirectoryOf } from "./project-directory";

/** Gatsby's onPreInit, before anything is written to public/. */
export const markBuildIncomplete: GatsbyNode["onPreInit"] = ({ store }) => {
  fs.rmSync(path.join(projectDirectoryOf(store), BUILD_COMPLETE_FILE), { force: true });
};

export function markBuildComplete(projectDirectory: string) {
  fs.writeFileSync(path.join(projectDirectory, BUILD_COMPLETE_FILE), `${new Date().toISOString()}\n`);
}
