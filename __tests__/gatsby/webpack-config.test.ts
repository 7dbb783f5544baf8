/**
 * @jest-environment node
 */
import { compiledEnvVersion } from "../../gatsby/hooks/webpack-config";

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
