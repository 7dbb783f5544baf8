/**
 * The web editor at /admin/: its page and formats (admin/), Decap CMS's standalone bundle copied from
 * node_modules (no CDN), and config.yml made from the content model. Nothing here is part of the site's own
 * JavaScript: no page links to it, and it stays out of the sitemap, which lists Gatsby's pages only.
 */
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { contentModel } from "../content-model/model";
import { AUTH_SCOPES, decapConfig, type AuthScope, type BackendOptions } from "../content-model/to-decap-config";
import { projectDirectoryOf } from "./project-directory";
import { readContentFiles } from "../content/content-report";
import { dataDirectoryOf } from "../content/data-directory";

export const ADMIN_PATH = "/admin/";

/** The bundle and the chunks it loads by name, beside it; not the source maps or the `cms.js` copy. */
function decapBundleFiles(distDirectory: string): string[] {
  return fs.readdirSync(distDirectory).filter((file) => /(^|\.)decap-cms\.js$|\.wasm$|LICENSE\.txt$/.test(file));
}

function authScopeOf(value: string | undefined): AuthScope | undefined {
  if (!value) return undefined;
  if (!(AUTH_SCOPES as readonly string[]).includes(value)) {
    throw new Error(`CMS_AUTH_SCOPE must be ${AUTH_SCOPES.join(" or ")}, got "${value}"`);
  }
  return value as AuthScope;
}

export function backendFromEnv(env: Record<string, string | undefined>): BackendOptions {
  return {
    repo: env.CMS_REPO,
    branch: env.CMS_BRANCH,
    authUrl: env.CMS_AUTH_URL,
    localBackendUrl: env.CMS_LOCAL_BACKEND_URL,
    authScope: authScopeOf(env.CMS_AUTH_SCOPE),
  };
}

export function writeAdmin(projectDirectory: string, env: Record<string, string | undefined> = process.env): number {
  const target = path.join(projectDirectory, "public", "admin");
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target, { recursive: true });
  const distDirectory = path.join(projectDirectory, "node_modules", "decap-cms", "dist");
  const bundle = decapBundleFiles(distDirectory);
  for (const file of bundle) fs.copyFileSync(path.join(distDirectory, file), path.join(target, file));
  for (const file of fs.readdirSync(path.join(projectDirectory, "admin"))) {
    fs.copyFileSync(path.join(projectDirectory, "admin", file), path.join(target, file));
  }
  const files = readContentFiles(dataDirectoryOf(projectDirectory, env));
  // JSON is YAML, and Decap reads config.yml beside its page without being told.
  const config = decapConfig(contentModel, files, backendFromEnv(env));
  fs.writeFileSync(path.join(target, "config.yml"), `${JSON.stringify(config, null, 2)}\n`);
  return bundle.length;
}

/** Gatsby's onPostBootstrap, in develop and build alike: the web editor in public/. */
export const writeAdminAfterBootstrap: GatsbyNode["onPostBootstrap"] = ({ store, reporter }) => {
  const projectDirectory = projectDirectoryOf(store);
  try {
    writeAdmin(projectDirectory);
  } catch (error) {
    // Develop goes on with the data as it is; the content checks have already said what is wrong.
    reporter.panicOnBuild(`Could not write the web editor to public/admin/: ${(error as Error).message}`);
  }
};
