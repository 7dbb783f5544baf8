/** The applied bench's arithmetic (bench/applied.ts): Total Blocking Time, medians, noise and the variants' table. */
import { median } from "./report";

export interface AppliedRun {
  lcpMs: number;
  tbtMs: number;
  readyMs: number;
}

export interface AppliedMedians extends AppliedRun {
  path: string;
  runs: AppliedRun[];
}

/**
 * Total Blocking Time as Lighthouse defines it: of every task after the first contentful paint (only its part
 * after it, for a task under way then), the time beyond 50 ms.
 */
export function totalBlockingTime(tasks: [number, number][], fcp: number): number {
  let total = 0;
  for (const [start, duration] of tasks) {
    const blocking = start + duration - Math.max(start, fcp) - 50;
    if (blocking > 0) total += blocking;
  }
  return total;
}

export function appliedMedians(pagePath: string, runs: AppliedRun[]): AppliedMedians {
  return {
    path: pagePath,
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    readyMs: median(runs.map((run) => run.readyMs)),
    runs,
  };
}

export interface VariantReport {
  variant: string;
  pages: AppliedMedians[];
}

export interface AppliedVariantsReport {
  date: string;
  runs: number;
  /** The slowdown of each round, by the machine's BenchmarkIndex at its start. */
  cpuSlowdowns: number[];
  variants: VariantReport[];
}

const measures = [
  ["lcpMs", "LCP"],
  ["tbtMs", "TBT"],
  ["readyMs", "Ready"],
] as const;

type Measure = (typeof measures)[number][0];

/** A measure's noise: the largest difference, over the pages, between the baseline's two builds' medians. */
export function noiseOf(report: AppliedVariantsReport, measure: Measure): number {
  const first = report.variants.find((entry) => entry.variant === "baseline");
  const again = report.variants.find((entry) => entry.variant === "baseline-again");
  if (!first || !again) throw new Error("The noise needs the baseline built twice: baseline and baseline-again");
  return Math.max(...first.pages.map((page, index) => Math.abs(page[measure] - again.pages[index]![measure])));
}

const ms = (value: number) => String(Math.round(value));

export function renderVariantsMarkdown(report: AppliedVariantsReport): string {
  const baseline = report.variants.find((entry) => entry.variant === "baseline")!;
  const noise = Object.fromEntries(measures.map(([measure]) => [measure, noiseOf(report, measure)])) as Record<
    Measure,
    number
  >;
  const lines = [
    `${report.date}. Medians of ${report.runs} loads per page and variant; CPU slowdown by round: ` +
      `${report.cpuSlowdowns.join(", ")}. Each cell: with the optimisation → without it (ms), and the difference.`,
    "",
    `Noise (largest difference between the baseline's two builds, over the pages): LCP ${ms(noise.lcpMs)} ms, ` +
      `TBT ${ms(noise.tbtMs)} ms, ready ${ms(noise.readyMs)} ms.`,
    "",
    `| Left out | Page | ${measures.map(([, name]) => name).join(" | ")} |`,
    `| --- | --- | ${measures.map(() => "---:").join(" | ")} |`,
  ];
  for (const entry of report.variants) {
    if (entry.variant === "baseline") continue;
    entry.pages.forEach((page, index) => {
      const base = baseline.pages[index]!;
      const cells = measures.map(([measure]) => {
        const difference = page[measure] - base[measure];
        const mark = Math.abs(difference) > noise[measure] ? "**" : "";
        return `${ms(base[measure])} → ${ms(page[measure])} (${mark}${difference >= 0 ? "+" : ""}${ms(difference)}${mark})`;
      });
      lines.push(`| ${entry.variant} | ${page.path} | ${cells.join(" | ")} |`);
    });
  }
  return `${lines.join("\n")}\n`;
}
