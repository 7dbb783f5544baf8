import type { GatsbyNode } from "gatsby";

/**
 * V8's explicit compile hint (Chromium 136+; other engines ignore it as a comment).
 * It tells V8 to compile every function of the file while the script streams in,
 * on a background thread, instead of lazily on the main thread at first call.
 * At start-up nearly all of our chunks' functions run, and that lazy compiling
 * was about a third of the app's longest start-up task.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * Terser strips comments while minifying, at webpack's processAssets stage
 * OPTIMIZE_SIZE (400). The hint is added just after it, and before the source maps
 * (DEV_TOOLING, 500) and the content hashes (OPTIMIZE_HASH, 2500) are worked out,
 * so both describe the file as served.
 */
const AFTER_MINIFYING = 401;

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  if (stage !== "build-javascript") return;
  actions.setWebpackConfig({
    plugins: [plugins.banner({ banner: COMPILE_HINT, raw: true, test: /\.js$/, stage: AFTER_MINIFYING })],
  });
};
