import { createHash } from "node:crypto";
import type { GatsbyNode } from "gatsby";

/** The stages whose webpack output Gatsby keeps in a filesystem cache between builds. */
const CACHED_STAGES = ["build-javascript", "build-html", "develop", "develop-html"];

/**
 * The GATSBY_ variables compiled into the scripts (GATSBY_API_URL), as a cache version: Gatsby's webpack cache
 * does not notice when they change, and a build would otherwise keep posting to the last build's API origin.
 */
export function compiledEnvVersion(env: Record<string, string | undefined>): string {
  const compiled = Object.entries(env)
    .filter(([name]) => name.startsWith("GATSBY_"))
    .sort(([a], [b]) => a.localeCompare(b));
  return createHash("sha256").update(JSON.stringify(compiled)).digest("hex").slice(0, 16);
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig, reporter }) => {
  if (CACHED_STAGES.includes(stage)) {
    const cache = (getConfig as () => { cache?: { type?: string } })().cache;
    if (cache?.type !== "filesystem") {
      reporter.panic(
        `gatsby/hooks/webpack-config.ts: expected Gatsby to give the ${stage} stage a filesystem webpack cache, ` +
          `found ${JSON.stringify(cache)}; check that a change of GATSBY_API_URL still reaches the scripts`,
      );
    }
    actions.setWebpackConfig({ cache: { version: compiledEnvVersion(process.env) } });
  }
};
