import type { GatsbyNode } from "gatsby";
import type { BannerPlugin } from "webpack";
import { AFTER_MINIFYING } from "./webpack-stages";

/**
 * V8's explicit compile hint (Chromium 136+; other engines ignore it as a comment).
 * It tells V8 to compile every function of the file while the script streams in,
 * on a background thread, instead of lazily on the main thread at first call.
 * At start-up nearly all of our chunks' functions run, and that lazy compiling
 * was about a third of the app's longest start-up task.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

type WebpackPlugins = Parameters<NonNullable<GatsbyNode["onCreateWebpackConfig"]>>[0]["plugins"];

/** Puts the hint on the first line of every script. */
export function compileHintPlugin(plugins: WebpackPlugins): BannerPlugin {
  // Gatsby's types leave its plugin makers untyped; this one makes webpack's BannerPlugin.
  const banner = plugins.banner as (options: ConstructorParameters<typeof BannerPlugin>[0]) => BannerPlugin;
  return banner({ banner: COMPILE_HINT, raw: true, test: /\.js$/, stage: AFTER_MINIFYING });
}
