import { createHash } from "node:crypto";
import type { GatsbyNode } from "gatsby";
import { ASSET_HASH_DIGITS } from "../../hosting/headers";

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

type Actions = Parameters<NonNullable<GatsbyNode["onCreateWebpackConfig"]>>[0]["actions"];
type Reporter = Parameters<NonNullable<GatsbyNode["onCreateWebpackConfig"]>>[0]["reporter"];

/**
 * Scripts named with ASSET_HASH_DIGITS of their hash rather than webpack's 20: each page names its scripts, and
 * Gatsby's chunk map every script, in its HTML, where 20 digits cost the home page about 110 of the 14,600 bytes
 * of its first round trip. setWebpackConfig drops `output`, so the whole configuration is replaced.
 */
function shortenScriptHashes(getConfig: () => unknown, actions: Actions, reporter: Reporter) {
  const config = getConfig() as { output?: { filename?: unknown; chunkFilename?: unknown } };
  const names = [config.output?.filename, config.output?.chunkFilename];
  if (!names.every((name) => name === "[name]-[contenthash].js")) {
    reporter.panic(
      `gatsby/hooks/webpack-config.ts: expected Gatsby to name scripts "[name]-[contenthash].js", found ` +
        `${JSON.stringify(names)}; check that their hashes are still ${ASSET_HASH_DIGITS} digits and pages fit ` +
        `their first round trip (npm run check:round-trip)`,
    );
  }
  actions.replaceWebpackConfig({ ...config, output: { ...config.output, hashDigestLength: ASSET_HASH_DIGITS } });
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig, reporter }) => {
  if (stage === "build-javascript") shortenScriptHashes(getConfig as () => unknown, actions, reporter);
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
