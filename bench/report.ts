/** The benchmark's arithmetic: reading Lighthouse results, taking medians, checking budgets, writing the report. */
import type { AppliedMedians } from "./applied-report";
import {
  claimStatusRoute,
  claimStatusScreen,
  deskQueueRoute,
  lowEndProfile,
  type Budgets,
  type RouteSpec,
} from "./budgets";
import { median } from "./median";

/** The parts of a Lighthouse result (LHR) the benchmark reads. */
export interface LighthouseResult {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } } | undefined>;
  /** Lighthouse's measure of the machine's CPU speed, taken before each run; higher is faster. */
  environment?: { benchmarkIndex?: number };
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

export interface RunMetrics {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  totalBytes: number;
  requests: number;
  largestImageBytes: number;
  /**
   * How fast the machine's CPU was during the run, by Lighthouse's BenchmarkIndex. Simulated throttling multiplies
   * the CPU time it observes, so the same build measures more TBT and a later LCP on a slower machine.
   */
  benchmarkIndex: number;
  /** Transfer bytes of each script the page loaded, by file name. */
  scripts: Record<string, number>;
}

export interface FloorMetrics {
  lcpMs: number;
  totalBytes: number;
}

/** A route's medians on one profile, and the budgets they miss. */
export interface ProfileRouteResult {
  path: string;
  runs: number;
  median: RunMetrics;
  violations: string[];
}

export interface RouteResult extends ProfileRouteResult {
  floor: FloorMetrics;
  /** Our LCP and bytes divided by the same page's with every script removed. */
  lcpToFloor: number;
  bytesToFloor: number;
}

/** When a form took input on the low-end profile: the median of its runs, in ms from the navigation's start. */
export interface FormReady {
  path: string;
  ms: number;
  violations: string[];
}

export interface BuildTimes {
  coldMs: number;
  warmMs: number;
}

export interface LowEndResults {
  /** The CPU slowdown applied on this machine (lowEndCpuSlowdown). */
  cpuSlowdown: number;
  routes: ProfileRouteResult[];
  formsReady: FormReady[];
}

/** The low-end profile applied to Chromium (bench/applied.ts) rather than simulated: full bench only. */
export interface AppliedResults {
  cpuSlowdown: number;
  runs: number;
  pages: AppliedMedians[];
}

export interface BenchReport {
  date: string;
  runsPerRoute: number;
  buildTimes: BuildTimes | null;
  routes: RouteResult[];
  lowEnd: LowEndResults | null;
  applied?: AppliedResults | null;
}

export const KB = 1024;

function score(lhr: LighthouseResult, category: string): number {
  const value = lhr.categories[category]?.score;
  if (typeof value !== "number") throw new Error(`Lighthouse gave no ${category} score`);
  return value;
}

function numeric(lhr: LighthouseResult, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (typeof value !== "number") throw new Error(`Lighthouse gave no value for ${audit}`);
  return value;
}

function requestsOf(lhr: LighthouseResult): NetworkRequest[] {
  return (lhr.audits["network-requests"]?.details?.items ?? []) as NetworkRequest[];
}

function fileName(url: string): string {
  return new URL(url).pathname.split("/").pop() || "/";
}

/** Reads one run's scores, timings and bytes; only requests that transferred bytes count. */
export function metricsFromLighthouse(lhr: LighthouseResult): RunMetrics {
  const requests = requestsOf(lhr).filter((request) => (request.transferSize ?? 0) > 0);
  const scripts: Record<string, number> = {};
  let largestImageBytes = 0;
  for (const request of requests) {
    const bytes = request.transferSize ?? 0;
    if (request.resourceType === "Script") scripts[fileName(request.url)] = bytes;
    if (request.resourceType === "Image") largestImageBytes = Math.max(largestImageBytes, bytes);
  }
  return {
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    jsBytes: Object.values(scripts).reduce((sum, bytes) => sum + bytes, 0),
    totalBytes: numeric(lhr, "total-byte-weight"),
    requests: requests.length,
    largestImageBytes,
    benchmarkIndex: benchmarkIndexOf(lhr),
    scripts,
  };
}

function benchmarkIndexOf(lhr: LighthouseResult): number {
  const value = lhr.environment?.benchmarkIndex;
  if (typeof value !== "number") throw new Error("Lighthouse gave no benchmarkIndex");
  return value;
}

/** The floor run loads the same page with scripts blocked; only its paint and bytes matter. */
export function floorFromLighthouse(lhr: LighthouseResult): FloorMetrics {
  return { lcpMs: numeric(lhr, "largest-contentful-paint"), totalBytes: numeric(lhr, "total-byte-weight") };
}

const numericFields = [
  "performance",
  "accessibility",
  "bestPractices",
  "seo",
  "lcpMs",
  "tbtMs",
  "cls",
  "jsBytes",
  "totalBytes",
  "requests",
  "largestImageBytes",
  "benchmarkIndex",
] as const;

/** Each figure's median over the runs; the scripts are those of the run whose JavaScript total is the median. */
export function medianMetrics(runs: RunMetrics[]): RunMetrics {
  const result = {} as RunMetrics;
  for (const field of numericFields) result[field] = median(runs.map((run) => run[field]));
  const byJs = [...runs].sort((a, b) => a.jsBytes - b.jsBytes);
  result.scripts = byJs[Math.floor((byJs.length - 1) / 2)]!.scripts;
  return result;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** Every budget the route's medians miss, each as a sentence naming the figure and its limit. */
export function checkBudgets(route: RouteSpec, metrics: RunMetrics, limits: Budgets): string[] {
  const misses: string[] = [];
  const atLeast = (name: string, value: number, minimum: number) => {
    if (value < minimum) misses.push(`${name} ${Math.round(value * 100)} is below ${Math.round(minimum * 100)}`);
  };
  const atMost = (name: string, value: number, maximum: number, show: (n: number) => string) => {
    if (value > maximum) misses.push(`${name} ${show(value)} is above ${show(maximum)}`);
  };
  atLeast("Performance", metrics.performance, limits.minPerformance);
  atLeast("Accessibility", metrics.accessibility, limits.minAccessibility);
  atLeast("Best Practices", metrics.bestPractices, limits.minBestPractices);
  if (!route.noindex) atLeast("SEO", metrics.seo, limits.minSeo);
  atMost("LCP", metrics.lcpMs, limits.maxLcpMs, (ms) => `${Math.round(ms)} ms`);
  atMost("TBT", metrics.tbtMs, limits.maxTbtMs, (ms) => `${Math.round(ms)} ms`);
  atMost("CLS", metrics.cls, limits.maxCls, (value) => value.toFixed(3));
  const maxJsKb = route.hasForm ? limits.maxJsKbWithForm : limits.maxJsKbWithoutForm;
  atMost("JavaScript", metrics.jsBytes, maxJsKb * KB, kb);
  if (route.maxTotalKb !== undefined) atMost("Total transfer", metrics.totalBytes, route.maxTotalKb * KB, kb);
  atMost("Largest image", metrics.largestImageBytes, limits.maxImageKb * KB, kb);
  return misses;
}

/**
 * Misses that depend on how fast the measuring machine's CPU happens to be at that moment: Lighthouse
 * multiplies the observed task times by four, so on a busy shared runner the same build measures
 * anywhere from 44 to 300 ms of TBT. CI reports these, and fails on them only as failsCi says
 * (see docs/performance-budgets.md).
 */
export function isCpuTimingMiss(miss: string): boolean {
  return /^(Performance|TBT) /.test(miss);
}

/**
 * Whether `npm run bench:ci` fails on a miss, one of `routeMisses` (its route's on that profile). `npm run bench`
 * fails on every miss; CI reports TBT without failing on it, and the Performance score too where TBT may be what
 * pulled it down: always on the default profile, whose fixed slowdown makes it depend on the runner's speed, and on
 * the low-end profile when TBT missed as well. The low-end profile's slowdown follows the machine's speed
 * (lowEndCpuSlowdown), yet the same build measured 5 to 159 ms of TBT on it within minutes, and a median of 148 ms
 * took the home page's score to 98; with TBT met, a low score is the other metrics', and fails.
 */
export function failsCi(miss: string, profile: "default" | "low-end", routeMisses: string[]): boolean {
  if (!isCpuTimingMiss(miss)) return true;
  return (
    profile === "low-end" && miss.startsWith("Performance ") && !routeMisses.some((other) => other.startsWith("TBT "))
  );
}

/**
 * The CPU slowdown that makes this machine, at `benchmarkIndex`, stand for the low-end profile's phone: its 6×
 * scaled down on a machine slower than the reference, never up on a faster one (see lowEndProfile).
 */
export function lowEndCpuSlowdown(benchmarkIndex: number): number {
  const scale = Math.min(1, benchmarkIndex / lowEndProfile.referenceBenchmarkIndex);
  return Math.max(1, Math.round(lowEndProfile.cpuSlowdown * scale * 100) / 100);
}

export function toFloor(ours: number, floor: number): number {
  return floor > 0 ? ours / floor : Number.NaN;
}

export function profileRouteResult(route: RouteSpec, runs: RunMetrics[], limits: Budgets): ProfileRouteResult {
  const metrics = medianMetrics(runs);
  return { path: route.path, runs: runs.length, median: metrics, violations: checkBudgets(route, metrics, limits) };
}

export function routeResult(route: RouteSpec, runs: RunMetrics[], floor: FloorMetrics, limits: Budgets): RouteResult {
  const result = profileRouteResult(route, runs, limits);
  return {
    ...result,
    floor,
    lcpToFloor: toFloor(result.median.lcpMs, floor.lcpMs),
    bytesToFloor: toFloor(result.median.totalBytes, floor.totalBytes),
  };
}

export function formReady(path: string, runsMs: number[], maxMs: number): FormReady {
  const ms = median(runsMs);
  const show = (value: number) => `${Math.round(value)} ms`;
  return { path, ms, violations: ms > maxMs ? [`Form ready ${show(ms)} is above ${show(maxMs)}`] : [] };
}

const pct = (value: number) => String(Math.round(value * 100));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const ratio = (value: number) => `${value.toFixed(2)}×`;

const scores = (m: RunMetrics) =>
  `| ${pct(m.performance)} | ${pct(m.accessibility)} | ${pct(m.bestPractices)} | ${pct(m.seo)} ` +
  `| ${Math.round(m.lcpMs)} ms | ${Math.round(m.tbtMs)} ms | ${m.cls.toFixed(3)} `;
/** The machine's CPU speed over a profile's runs: the median of the routes' medians. */
export function hostBenchmarkIndex(routes: ProfileRouteResult[]): number {
  return median(routes.map((route) => route.median.benchmarkIndex));
}

const hostLine = (routes: ProfileRouteResult[]) =>
  `This machine's CPU during these runs, by Lighthouse's BenchmarkIndex (higher is faster): ${Math.round(hostBenchmarkIndex(routes))}. ` +
  "The CPU slowdown multiplies the CPU time Lighthouse observes, so a slower or busier machine reports more TBT " +
  "and a later LCP for the same build.";

const verdict = (violations: string[]) => (violations.length === 0 ? "met" : violations.join("; "));

function lowEndSection(lowEnd: LowEndResults, runsPerRoute: number): string[] {
  return [
    "",
    "## A cheap phone on a slow link",
    "",
    `Lighthouse's simulated throttling with RTT ${lowEndProfile.rttMs} ms, ${lowEndProfile.throughputKbps} kbit/s down and ` +
      `a CPU ${lowEndProfile.cpuSlowdown}× slower than a machine of BenchmarkIndex ${lowEndProfile.referenceBenchmarkIndex}: ` +
      `${lowEnd.cpuSlowdown}× slowdown on this machine, by its speed during the first profile's runs; ` +
      `medians of ${runsPerRoute} runs per route.`,
    "",
    hostLine(lowEnd.routes),
    "",
    `${claimStatusRoute.path} is the customer's claim status page, served by the service to a claim's session: ` +
      `loaded on a ${claimStatusScreen.width} × ${claimStatusScreen.height} screen at ` +
      `${claimStatusScreen.deviceScaleFactor} device pixels (the site's routes on Lighthouse's mobile screen), at a ` +
      `claim the bench filed and moved to "Waiting for documents" asking for a police report. ` +
      `${deskQueueRoute.path} is the desk's queue, on the desk's origin, to the session of the member of staff who ` +
      `moved it, on the same screen, with that claim and three other claims and two quote requests in it.`,
    "",
    "| Route | Perf | A11y | Best Pr. | SEO | LCP | TBT | CLS | JS | Total | Requests | Budgets |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
    ...lowEnd.routes.map(
      ({ path, median: m, violations }) =>
        `| ${path} ${scores(m)}| ${kb(m.jsBytes)} | ${kb(m.totalBytes)} | ${m.requests} | ${verdict(violations)} |`,
    ),
    "",
    "When each form takes input (the app has taken over the page and the submit button is enabled), in Chromium " +
      "with the same network and CPU throttling, from the navigation's start:",
    "",
    "| Page | Form ready | Budget |",
    "| --- | ---: | --- |",
    ...lowEnd.formsReady.map((form) => `| ${form.path} | ${Math.round(form.ms)} ms | ${verdict(form.violations)} |`),
  ];
}

/** The applied figures beside the simulated ones, page by page. */
function appliedSection(lowEnd: LowEndResults, applied: AppliedResults): string[] {
  const simulated = (pagePath: string) => lowEnd.routes.find((route) => route.path === pagePath)?.median;
  const ms = (value: number | undefined) => (value === undefined ? "–" : `${Math.round(value)} ms`);
  return [
    "",
    "### The same phone, applied",
    "",
    `The low-end profile applied to Chromium instead of simulated (bench/applied.ts): RTT as each request's latency, ` +
      `the bandwidth and a ${applied.cpuSlowdown}× CPU slowdown through the DevTools protocol; medians of ` +
      `${applied.runs} loads. Ready: the form takes input (bench/form-ready.ts's test, without scrolling to it); on a ` +
      "page without a form, the app has taken the page over. See docs/performance.md.",
    "",
    "| Page | LCP simulated | LCP applied | TBT simulated | TBT applied | Ready applied |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
    ...applied.pages.map((page) => {
      const sim = simulated(page.path);
      return (
        `| ${page.path} | ${ms(sim?.lcpMs)} | ${ms(page.lcpMs)} | ${ms(sim?.tbtMs)} | ${ms(page.tbtMs)} ` +
        `| ${ms(page.readyMs)} |`
      );
    }),
  ];
}

export function renderMarkdown(report: BenchReport): string {
  const lines = [
    "# Benchmark",
    "",
    `${report.date}. Lighthouse mobile preset (simulated slow 4G, 4× CPU slowdown), Debian Chromium; ` +
      `medians of ${report.runsPerRoute} runs per route. Sizes are transfer sizes as served (brotli), headers included.`,
    "",
    hostLine(report.routes),
    "",
    "| Route | Perf | A11y | Best Pr. | SEO | LCP | TBT | CLS | JS | Total | Requests | LCP ÷ floor | Bytes ÷ floor | Budgets |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
  ];
  for (const route of report.routes) {
    const m = route.median;
    lines.push(
      `| ${route.path} ${scores(m)}| ${kb(m.jsBytes)} ` +
        `| ${kb(m.totalBytes)} | ${m.requests} | ${ratio(route.lcpToFloor)} | ${ratio(route.bytesToFloor)} ` +
        `| ${verdict(route.violations)} |`,
    );
  }
  lines.push(
    "",
    "The floor is the same page measured with every script blocked: its HTML, CSS and images alone.",
    ...(report.lowEnd ? lowEndSection(report.lowEnd, report.runsPerRoute) : []),
    ...(report.lowEnd && report.applied ? appliedSection(report.lowEnd, report.applied) : []),
    "",
    "## Build times",
    "",
    report.buildTimes
      ? `Cold (after \`gatsby clean\`): ${seconds(report.buildTimes.coldMs)}. Warm (cache kept): ${seconds(report.buildTimes.warmMs)}.`
      : "Not measured in this run.",
    "",
    "## JavaScript by chunk",
  );
  for (const route of report.routes) {
    lines.push("", `### ${route.path}`, "", "| Chunk | Transfer |", "| --- | ---: |");
    const chunks = Object.entries(route.median.scripts).sort(([, a], [, b]) => b - a);
    for (const [name, bytes] of chunks) lines.push(`| ${name} | ${kb(bytes)} |`);
  }
  return `${lines.join("\n")}\n`;
}
