/** The production build's lazily loaded chunks, as webpack recorded them: what the browser tests hold or cut. */
import fs from "node:fs";
import path from "node:path";
import { UNPUBLISHED_DIR } from "../../gatsby/rewrites/keep-build-files-private";

const root = path.join(__dirname, "..", "..");

/** The build's record of its chunks, which it keeps out of public/. */
export const webpackStats = JSON.parse(
  fs.readFileSync(path.join(root, UNPUBLISHED_DIR, "webpack.stats.json"), "utf8"),
) as {
  namedChunkGroups: Record<string, { assets: { name: string }[] }>;
  assetsByChunkName: Record<string, string[]>;
};

/** The home quote form's own file, beside Formik's and Yup's. */
export const quoteFormChunk = /^quote-form-[0-9a-f]+\.js$/;
export const quoteFormChunkUrl = /\/quote-form-[0-9a-f]+\.js$/;

/**
 * The chat panel's own file: webpack names it after the chunk, or after a hash when it shares a cache group, so it
 * is found by what it holds.
 */
export const chatPanelFile = webpackStats.namedChunkGroups["chat-panel"]!.assets.map((asset) => asset.name).find(
  (file) => fs.readFileSync(path.join(root, "public", file), "utf8").includes("Your message"),
);
