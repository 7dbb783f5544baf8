/**
 * @jest-environment node
 */
import type { CreateWebpackConfigArgs } from "gatsby";
import { compiledEnvVersion, onCreateWebpackConfig } from "../../gatsby/hooks/webpack-config";

// That a build after one with another GATSBY_API_URL compiles its own is checked on the real builds, by
// e2e/cross-origin.spec.ts: `npm test` builds the two-origin site first, then the live one.
describe("compiledEnvVersion", () => {
  it("changes with a GATSBY_ variable and with nothing else", () => {
    const base = { GATSBY_API_URL: "https://api.example.ng", HOME: "/root" };
    expect(compiledEnvVersion({ ...base, HOME: "/home/editor" })).toBe(compiledEnvVersion(base));
    expect(compiledEnvVersion({ ...base, GATSBY_API_URL: "https://api2.example.ng" })).not.toBe(
      compiledEnvVersion(base),
    );
    expect(compiledEnvVersion({ HOME: "/root" })).not.toBe(compiledEnvVersion(base));
  });
});

describe("the scripts' names", () => {
  function configure(output: Record<string, string>) {
    const replaced: unknown[] = [];
    const panics: string[] = [];
    const args = {
      stage: "build-javascript",
      getConfig: () => ({ output, cache: { type: "filesystem" }, mode: "production" }),
      actions: { replaceWebpackConfig: (config: unknown) => replaced.push(config), setWebpackConfig: () => undefined },
      reporter: { panic: (message: string) => panics.push(message) },
    } as unknown as CreateWebpackConfigArgs;
    void onCreateWebpackConfig?.(args, { plugins: [] }, () => undefined);
    return { replaced, panics };
  }

  it("carry 12 digits of their hash, in a configuration otherwise Gatsby's", () => {
    const output = { filename: "[name]-[contenthash].js", chunkFilename: "[name]-[contenthash].js", path: "/p" };
    expect(configure(output)).toEqual({
      replaced: [{ output: { ...output, hashDigestLength: 12 }, cache: { type: "filesystem" }, mode: "production" }],
      panics: [],
    });
  });

  it("stop the build when Gatsby names them otherwise, as the hash's length would no longer be ours", () => {
    const { panics } = configure({ filename: "[name].[contenthash:8].js", chunkFilename: "[name]-[contenthash].js" });
    expect(panics).toEqual([
      'gatsby/hooks/webpack-config.ts: expected Gatsby to name scripts "[name]-[contenthash].js", found ' +
        '["[name].[contenthash:8].js","[name]-[contenthash].js"]; check that their hashes are still 12 digits and ' +
        "pages fit their first round trip (npm run check:round-trip)",
    ]);
  });
});
