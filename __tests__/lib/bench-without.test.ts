/**
 * @jest-environment node
 */
import { optimisationsLeftOut } from "../../src/lib/bench-without";

describe("GATSBY_BENCH_WITHOUT", () => {
  it("leaves nothing out when unset or empty", () => {
    expect(optimisationsLeftOut(undefined)).toEqual([]);
    expect(optimisationsLeftOut("")).toEqual([]);
  });

  it("reads a comma-separated list of optimisations", () => {
    expect(optimisationsLeftOut("defer-app-scripts, defer-hero-pictures")).toEqual([
      "defer-app-scripts",
      "defer-hero-pictures",
    ]);
  });

  it("stops on a name it does not know, so a misspelt variant is not measured as the baseline", () => {
    expect(() => optimisationsLeftOut("defer-app-script")).toThrow(/no optimisation/);
  });
});
