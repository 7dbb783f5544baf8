/**
 * @jest-environment node
 */
import {
  appliedMedians,
  noiseOf,
  renderVariantsMarkdown,
  totalBlockingTime,
  type AppliedVariantsReport,
} from "../../bench/applied-report";

describe("totalBlockingTime", () => {
  it("counts each task's time beyond 50 ms after the first contentful paint, as Lighthouse does", () => {
    const fcp = 1000;
    const tasks: [number, number][] = [
      [100, 400], // over before the paint
      [900, 200], // 100 ms of it after the paint: 50 blocking
      [1500, 120], // 70 blocking
      [2000, 50], // none
    ];
    expect(totalBlockingTime(tasks, fcp)).toBe(120);
  });
});

const runOf = (lcpMs: number, tbtMs: number, readyMs: number) => ({ lcpMs, tbtMs, readyMs });

/** Five runs per page: the baseline's spread by ±`spread` around its figures. */
function reportOf(variants: Record<string, [number, number, number, number]>): AppliedVariantsReport {
  return {
    date: "2026-11-25",
    runs: 5,
    cpuSlowdowns: [6, 6, 6, 6, 6],
    variants: Object.entries(variants).map(([variant, [lcp, tbt, ready, spread]]) => ({
      variant,
      pages: ["/", "/claims/"].map((page) =>
        appliedMedians(
          page,
          [-2, -1, 0, 1, 2].map((step) => runOf(lcp + step * spread, tbt, ready + step * spread)),
        ),
      ),
    })),
  };
}

describe("the variants' table", () => {
  const report = reportOf({
    baseline: [1300, 20, 700, 10],
    "baseline-again": [1300, 20, 700, 10],
    "defer-app-scripts": [1500, 20, 710, 10],
  });

  it("takes each measure's noise from the spread of the baseline's runs", () => {
    const noise = noiseOf(report, "lcpMs", 0);
    expect(noise).toBeGreaterThan(0);
    expect(noise).toBeLessThanOrEqual(40);
    expect(noiseOf(report, "tbtMs", 0)).toBe(0);
  });

  it("shows each variant beside the baseline, marking differences beyond the noise", () => {
    const table = renderVariantsMarkdown(report);
    expect(table).toContain("| defer-app-scripts | / | 1300 → 1500 (**+200**) | 20 → 20 (+0) | 700 → 710 (+10) |");
    expect(table).not.toMatch(/\| baseline \|/);
  });

  it("refuses to judge without the baseline measured twice", () => {
    const once = reportOf({ baseline: [1300, 20, 700, 10] });
    expect(() => noiseOf(once, "lcpMs", 0)).toThrow(/baseline measured twice/);
  });
});
