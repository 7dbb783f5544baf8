/**
 * @jest-environment node
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { CONTENT_AT_LIMITS_BYTES, FIRST_ROUND_TRIP_BYTES } from "../../gatsby/checks/first-round-trip";
import { fits, roundTripSite } from "../support/round-trip-site";

const root = path.resolve(__dirname, "..", "..");

/** `npm run check:round-trip`'s script on `site`, as npm test runs it. */
function check(site: string, ...options: string[]) {
  const run = spawnSync(
    path.join(root, "node_modules", ".bin", "tsx"),
    ["scripts/check-first-round-trip.ts", site, ...options],
    { cwd: root, encoding: "utf8" },
  );
  return { status: run.status, stdout: run.stdout.trim(), stderr: run.stderr.trim() };
}

/** The brotli bytes of a page other than / that, with its headers, is `bytes` in all. */
const brotliFor = (bytes: number) => fits - (FIRST_ROUND_TRIP_BYTES - bytes);

describe("scripts/check-first-round-trip.ts", () => {
  it("fails npm test on a page over the first round trip, naming it and its bytes", () => {
    const site = roundTripSite({ about: brotliFor(14_000), services: brotliFor(14_619) });
    expect(check(site)).toEqual({
      status: 1,
      stdout: "",
      stderr:
        `${site}: Pages over the 14,600 bytes a new connection delivers in its first round trip, with brotli and ` +
        "headers: /services/: 14,619 bytes. Make them smaller (docs/performance-budgets.md).",
    });
  });

  it("passes a site whose every page fits, naming the largest", () => {
    const site = roundTripSite({ about: brotliFor(14_000), services: brotliFor(14_600) });
    expect(check(site)).toEqual({
      status: 0,
      stdout: `${site}: every page fits a first round trip; the largest is /services/, 14,600 bytes`,
      stderr: "",
    });
  });

  it("holds the site built from the content at its limits to the margin, and says what to lower", () => {
    const site = roundTripSite({ about: brotliFor(CONTENT_AT_LIMITS_BYTES + 1) });
    expect(check(site, "--content-at-limits")).toEqual({
      status: 1,
      stdout: "",
      stderr:
        `${site}: Pages over 13,870 bytes, the 14,600 bytes of a new connection's first round trip less the ` +
        "content's margin of 5 %, with brotli and headers: /about/: 13,871 bytes. Make them smaller, or lower the " +
        "limits of the fields they show in gatsby/content-model/model.ts (docs/performance-budgets.md).",
    });
    const within = roundTripSite({ about: brotliFor(CONTENT_AT_LIMITS_BYTES) });
    expect(check(within, "--content-at-limits")).toEqual({
      status: 0,
      stdout:
        `${within}: with every field at its limit, every page keeps 5 % of the first round trip free; ` +
        "the largest is /about/, 13,870 bytes",
      stderr: "",
    });
  });
});
