import type { GatsbyNode } from "gatsby";
import { compileHintPlugin } from "./compile-hints";
import { FrameworkWarmUpPlugin } from "./framework-warm-up";

/** Changes to the production scripts that shorten the browser's start-up tasks. */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  if (stage !== "build-javascript") return;
  actions.setWebpackConfig({ plugins: [compileHintPlugin(plugins), new FrameworkWarmUpPlugin()] });
};
