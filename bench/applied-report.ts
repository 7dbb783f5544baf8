/** The applied bench's arithmetic (bench/applied.ts): Total Blocking Time, medians, noise and the variants' table. */
import { median } from "./median";

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

/** A small seeded generator, so that the same runs always give the same noise. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

/**
 * A measure's noise on one page: how far apart two medians of `runs` loads of the same site fall, 9 times in 10.
 * Drawn (a bootstrap of 2,000 pairs) from the baseline's runs, both copies pooled; a difference from the baseline
 * beyond it is unlikely to be chance.
 */
export function noiseOf(report: AppliedVariantsReport, measure: Measure, pageIndex: number): number {
  const copies = report.variants.filter((entry) => entry.variant === "baseline" || entry.variant === "baseline-again");
  if (copies.length !== 2) throw new Error("The noise needs the baseline measured twice: baseline and baseline-again");
  const pool = copies.flatMap((copy) => copy.pages[pageIndex]!.runs.map((run) => run[measure]));
  const random = seeded(27);
  const medianOfDraw = () =>
    median(Array.from({ length: report.runs }, () => pool[Math.floor(random() * pool.length)]!));
  const differences = Array.from({ length: 2000 }, () => Math.abs(medianOfDraw() - medianOfDraw())).sort(
    (a, b) => a - b,
  );
  return differences[Math.floor(differences.length * 0.9)]!;
}

const ms = (value: number) => String(Math.round(value));

export function renderVariantsMarkdown(report: AppliedVariantsReport): string {
  const baseline = report.variants.find((entry) => entry.variant === "baseline")!;
  const noise = baseline.pages.map((_page, index) =>
    Object.fromEntries(measures.map(([measure]) => [measure, noiseOf(report, measure, index)])),
  ) as Record<Measure, number>[];
  const lines = [
    `${report.date}. Medians of ${report.runs} loads per page and variant; CPU slowdown by round: ` +
      `${report.cpuSlowdowns.join(", ")}. Each cell: with the optimisation → without it (ms), and the difference, ` +
      "in bold beyond the noise.",
    "",
    "Noise (two medians of the same site differ by less 9 times in 10; from the baseline's runs):",
    "",
    `| Page | ${measures.map(([, name]) => name).join(" | ")} |`,
    `| --- | ${measures.map(() => "---:").join(" | ")} |`,
    ...baseline.pages.map(
      (page, index) => `| ${page.path} | ${measures.map(([measure]) => ms(noise[index]![measure])).join(" | ")} |`,
    ),
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
        const mark = Math.abs(difference) > noise[index]![measure] ? "**" : "";
        return `${ms(base[measure])} → ${ms(page[measure])} (${mark}${difference >= 0 ? "+" : ""}${ms(difference)}${mark})`;
      });
      lines.push(`| ${entry.variant} | ${page.path} | ${cells.join(" | ")} |`);
    });
  }
  return `${lines.join("\n")}\n`;
}
