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

function reportOf(variants: Record<string, number[]>): AppliedVariantsReport {
  return {
    date: "2026-11-25",
    runs: 1,
    cpuSlowdowns: [6],
    variants: Object.entries(variants).map(([variant, [lcp, tbt, ready]]) => ({
      variant,
      pages: ["/", "/claims/"].map((page, index) => appliedMedians(page, [runOf(lcp! + index, tbt!, ready!)])),
    })),
  };
}

describe("the variants' table", () => {
  const report = reportOf({
    baseline: [1300, 20, 700],
    "baseline-again": [1340, 30, 690],
    "defer-app-scripts": [1500, 25, 900],
  });

  it("takes each measure's noise from the baseline's two builds", () => {
    expect(noiseOf(report, "lcpMs")).toBe(40);
    expect(noiseOf(report, "tbtMs")).toBe(10);
    expect(noiseOf(report, "readyMs")).toBe(10);
  });

  it("shows each variant beside the baseline, marking differences beyond the noise", () => {
    const table = renderVariantsMarkdown(report);
    expect(table).toContain("| defer-app-scripts | / | 1300 → 1500 (**+200**) | 20 → 25 (+5) | 700 → 900 (**+200**) |");
    expect(table).not.toMatch(/\| baseline \|/);
  });

  it("refuses to judge without the baseline built twice", () => {
    const once = reportOf({ baseline: [1300, 20, 700] });
    expect(() => noiseOf(once, "lcpMs")).toThrow(/baseline built twice/);
  });
});
