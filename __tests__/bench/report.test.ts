/**
 * @jest-environment node
 */
import { budgets, claimStatusRoute, lowEndBudgets, maxFormReadyMs, type RouteSpec } from "../../bench/budgets";
import {
  checkBudgets,
  floorFromLighthouse,
  formReady,
  failsCi,
  hostBenchmarkIndex,
  isCpuTimingMiss,
  KB,
  lowEndCpuSlowdown,
  medianMetrics,
  metricsFromLighthouse,
  profileRouteResult,
  renderMarkdown,
  routeResult,
  type LighthouseResult,
  type RunMetrics,
} from "../../bench/report";
import { median } from "../../bench/median";

function lighthouseResult(
  overrides: { tbt?: number; performance?: number; benchmarkIndex?: number } = {},
): LighthouseResult {
  return {
    environment: { benchmarkIndex: overrides.benchmarkIndex ?? 2400 },
    categories: {
      performance: { score: overrides.performance ?? 0.99 },
      accessibility: { score: 1 },
      "best-practices": { score: 1 },
      seo: { score: 1 },
    },
    audits: {
      "largest-contentful-paint": { numericValue: 1200 },
      "total-blocking-time": { numericValue: overrides.tbt ?? 40 },
      "cumulative-layout-shift": { numericValue: 0.002 },
      "total-byte-weight": { numericValue: 150_000 },
      "network-requests": {
        details: {
          items: [
            { url: "http://localhost:9100/", resourceType: "Document", transferSize: 12_000 },
            { url: "http://localhost:9100/framework-abc.js", resourceType: "Script", transferSize: 46_000 },
            { url: "http://localhost:9100/app-def.js", resourceType: "Script", transferSize: 30_000 },
            { url: "http://localhost:9100/static/hero.avif", resourceType: "Image", transferSize: 41_000 },
            { url: "http://localhost:9100/static/logo.svg", resourceType: "Image", transferSize: 2_000 },
            { url: "http://localhost:9100/blocked.js", resourceType: "Script", transferSize: 0 },
          ],
        },
      },
    },
  };
}

const goodRun: RunMetrics = metricsFromLighthouse(lighthouseResult());
const page: RouteSpec = { path: "/about", hasForm: false };

describe("median", () => {
  it("takes the middle of an odd count and the mean of the middle two of an even count", () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("refuses an empty list", () => {
    expect(() => median([])).toThrow("median of no values");
  });
});

describe("metricsFromLighthouse", () => {
  it("reads scores, timings, bytes, requests and the largest picture, ignoring requests that moved no bytes", () => {
    expect(goodRun).toEqual({
      performance: 0.99,
      accessibility: 1,
      bestPractices: 1,
      seo: 1,
      lcpMs: 1200,
      tbtMs: 40,
      cls: 0.002,
      jsBytes: 76_000,
      totalBytes: 150_000,
      requests: 5,
      largestImageBytes: 41_000,
      benchmarkIndex: 2400,
      scripts: { "framework-abc.js": 46_000, "app-def.js": 30_000 },
    });
  });

  it("fails loudly when Lighthouse did not measure the machine's CPU", () => {
    const unmeasured = lighthouseResult();
    delete unmeasured.environment;
    expect(() => metricsFromLighthouse(unmeasured)).toThrow("Lighthouse gave no benchmarkIndex");
  });

  it("fails loudly when a category has no score", () => {
    const broken = lighthouseResult();
    broken.categories.seo = { score: null };
    expect(() => metricsFromLighthouse(broken)).toThrow("Lighthouse gave no seo score");
  });

  it("reads the floor run's paint and bytes", () => {
    expect(floorFromLighthouse(lighthouseResult())).toEqual({ lcpMs: 1200, totalBytes: 150_000 });
  });
});

describe("medianMetrics", () => {
  it("takes each figure's median independently", () => {
    const runs = [
      { ...goodRun, tbtMs: 300, lcpMs: 900 },
      { ...goodRun, tbtMs: 20, lcpMs: 1400 },
      { ...goodRun, tbtMs: 60, lcpMs: 1000 },
    ];
    const result = medianMetrics(runs);
    expect(result.tbtMs).toBe(60);
    expect(result.lcpMs).toBe(1000);
    expect(result.scripts).toEqual(goodRun.scripts);
  });
});

describe("checkBudgets", () => {
  it("passes a run within every budget", () => {
    expect(checkBudgets(page, goodRun, budgets)).toEqual([]);
  });

  it("names every missed budget with the figure and its limit", () => {
    const slow: RunMetrics = {
      ...goodRun,
      performance: 0.95,
      accessibility: 0.98,
      bestPractices: 0.96,
      seo: 0.92,
      lcpMs: 1800,
      tbtMs: 150,
      cls: 0.05,
      jsBytes: 101 * KB,
      largestImageBytes: 90 * KB,
    };
    expect(checkBudgets(page, slow, budgets)).toEqual([
      "Performance 95 is below 98",
      "Accessibility 98 is below 100",
      "Best Practices 96 is below 100",
      "SEO 92 is below 100",
      "LCP 1800 ms is above 1500 ms",
      "TBT 150 ms is above 100 ms",
      "CLS 0.050 is above 0.010",
      "JavaScript 101.0 KB is above 100.0 KB",
      "Largest image 90.0 KB is above 80.0 KB",
    ]);
  });

  it("allows pages with a form 130 KB of JavaScript, and no more", () => {
    const formPage: RouteSpec = { path: "/contact", hasForm: true };
    expect(checkBudgets(formPage, { ...goodRun, jsBytes: 130 * KB }, budgets)).toEqual([]);
    expect(checkBudgets(formPage, { ...goodRun, jsBytes: 130 * KB + 1 }, budgets)).toHaveLength(1);
    expect(checkBudgets(formPage, { ...goodRun, jsBytes: 131 * KB }, budgets)).toEqual([
      "JavaScript 131.0 KB is above 130.0 KB",
    ]);
  });

  it("holds a page to its own total transfer budget", () => {
    const product: RouteSpec = { path: "/services/motor-insurance", hasForm: false, maxTotalKb: 220 };
    expect(checkBudgets(product, { ...goodRun, totalBytes: 230 * KB }, budgets)).toEqual([
      "Total transfer 230.0 KB is above 220.0 KB",
    ]);
  });

  it("does not hold a not-found page's SEO score to 100, because it must say noindex", () => {
    const notFound: RouteSpec = { path: "/services/no-such-product", hasForm: false, noindex: true };
    expect(checkBudgets(notFound, { ...goodRun, seo: 0.63 }, budgets)).toEqual([]);
  });
});

describe("routeResult and renderMarkdown", () => {
  const result = routeResult(page, [goodRun, goodRun, goodRun], { lcpMs: 800, totalBytes: 60_000 }, budgets);

  it("divides our LCP and bytes by the no-JavaScript floor", () => {
    expect(result.lcpToFloor).toBe(1.5);
    expect(result.bytesToFloor).toBe(2.5);
    expect(result.violations).toEqual([]);
  });

  it("writes one table row per route and one chunk table per route, largest chunk first", () => {
    const markdown = renderMarkdown({
      date: "2026-11-22",
      runsPerRoute: 3,
      buildTimes: { coldMs: 61_000, warmMs: 24_500 },
      routes: [result],
      lowEnd: null,
    });
    expect(markdown).toContain(
      "| /about | 99 | 100 | 100 | 100 | 1200 ms | 40 ms | 0.002 | 74.2 KB | 146.5 KB | 5 | 1.50× | 2.50× | met |",
    );
    expect(markdown).toContain("Cold (after `gatsby clean`): 61.0 s. Warm (cache kept): 24.5 s.");
    expect(markdown).toContain(
      "This machine's CPU during these runs, by Lighthouse's BenchmarkIndex (higher is faster): 2400.",
    );
    expect(markdown).toContain(
      "### /about\n\n| Chunk | Transfer |\n| --- | ---: |\n| framework-abc.js | 44.9 KB |\n| app-def.js | 29.3 KB |",
    );
  });
});

describe("the low-end profile", () => {
  const slowRun = { ...goodRun, performance: 0.97, lcpMs: 1620, tbtMs: 140 };
  const lowEnd = profileRouteResult(page, [slowRun, goodRun, slowRun], lowEndBudgets);

  it("holds every route to its own budgets: Performance 99, LCP 1.5 s, TBT 100 ms, CLS 0.01", () => {
    expect(lowEnd.violations).toEqual([
      "Performance 97 is below 99",
      "LCP 1620 ms is above 1500 ms",
      "TBT 140 ms is above 100 ms",
    ]);
    expect(profileRouteResult(page, [goodRun, goodRun, slowRun], lowEndBudgets).violations).toEqual([]);
  });

  it("holds the claim status page to the same budgets, its JavaScript as a page with a form, its SEO not (noindex)", () => {
    const claimPage = { ...claimStatusRoute, auditPath: "/claim-status/claims/CLM-2026-000001" };
    const heavy = { ...goodRun, seo: 0.66, jsBytes: 131 * KB, lcpMs: 1510, cls: 0.02 };
    expect(profileRouteResult(claimPage, [heavy], lowEndBudgets)).toMatchObject({
      path: "/claim-status/claims/REFERENCE",
      violations: ["LCP 1510 ms is above 1500 ms", "CLS 0.020 is above 0.010", "JavaScript 131.0 KB is above 130.0 KB"],
    });
    expect(
      profileRouteResult(claimPage, [{ ...goodRun, seo: 0.66, jsBytes: 130 * KB }], lowEndBudgets).violations,
    ).toEqual([]);
  });

  it("holds each form to 3 s from the navigation's start, on the median of its runs", () => {
    expect(formReady("/claims/", [2900, 3100, 3050], maxFormReadyMs)).toEqual({
      path: "/claims/",
      ms: 3050,
      violations: ["Form ready 3050 ms is above 3000 ms"],
    });
    expect(formReady("/", [2800, 3400, 2950], maxFormReadyMs).violations).toEqual([]);
  });

  it("is reported beside the default profile, with the forms' times", () => {
    const markdown = renderMarkdown({
      date: "2026-11-23",
      runsPerRoute: 3,
      buildTimes: null,
      routes: [routeResult(page, [goodRun], { lcpMs: 800, totalBytes: 60_000 }, budgets)],
      lowEnd: {
        cpuSlowdown: 4.5,
        routes: [lowEnd],
        formsReady: [formReady("/", [2400, 2500, 2600], maxFormReadyMs)],
      },
    });
    expect(markdown).toContain(
      "## A cheap phone on a slow link\n\nLighthouse's simulated throttling with RTT 300 ms, 700 kbit/s down and " +
        "a CPU 6× slower than a machine of BenchmarkIndex 4000: 4.5× slowdown on this machine",
    );
    expect(markdown).toContain(
      "| /about | 97 | 100 | 100 | 100 | 1620 ms | 140 ms | 0.002 | 74.2 KB | 146.5 KB | 5 " +
        "| Performance 97 is below 99; LCP 1620 ms is above 1500 ms; TBT 140 ms is above 100 ms |",
    );
    expect(markdown).toContain(
      "/claim-status/claims/REFERENCE is the customer's claim status page, served by the service to a claim's " +
        "session: loaded on a 375 × 667 screen at 2 device pixels",
    );
    expect(markdown).toContain("| / | 2500 ms | met |");
  });

  it("puts the applied figures beside the simulated ones, page by page", () => {
    const markdown = renderMarkdown({
      date: "2026-11-25",
      runsPerRoute: 3,
      buildTimes: null,
      routes: [routeResult(page, [goodRun], { lcpMs: 800, totalBytes: 60_000 }, budgets)],
      lowEnd: { cpuSlowdown: 3, routes: [lowEnd], formsReady: [] },
      applied: {
        cpuSlowdown: 3,
        runs: 5,
        pages: [{ path: "/about", lcpMs: 700.4, tbtMs: 12, readyMs: 2300, runs: [] }],
      },
    });
    expect(markdown).toContain("### The same phone, applied");
    expect(markdown).toContain("| /about | 1620 ms | 700 ms | 140 ms | 12 ms | 2300 ms |");
  });

  it("states the machine's CPU speed on each profile: the median of the routes' medians", () => {
    const routeOn = (path: string, indexes: number[]) =>
      profileRouteResult(
        { path, hasForm: false },
        indexes.map((benchmarkIndex) => metricsFromLighthouse(lighthouseResult({ benchmarkIndex }))),
        lowEndBudgets,
      );
    const routes = [
      routeOn("/a", [1500, 1600, 2600]),
      routeOn("/b", [1900, 2000, 2100]),
      routeOn("/c", [900, 950, 3000]),
    ];
    expect(hostBenchmarkIndex(routes)).toBe(1600);
    const markdown = renderMarkdown({
      date: "2026-11-24",
      runsPerRoute: 3,
      buildTimes: null,
      routes: [routeResult(page, [goodRun], { lcpMs: 800, totalBytes: 60_000 }, budgets)],
      lowEnd: { cpuSlowdown: 2.4, routes, formsReady: [] },
    });
    expect(markdown).toContain(
      "a CPU 6× slower than a machine of BenchmarkIndex 4000: 2.4× slowdown on this machine, by its speed during the " +
        "first profile's runs; medians of 3 runs per route.\n\nThis machine's CPU during these runs, by " +
        "Lighthouse's BenchmarkIndex (higher is faster): 1600.",
    );
  });
});

describe("isCpuTimingMiss", () => {
  it("singles out the Performance score and TBT, which depend on the runner's CPU at that moment", () => {
    const misses = checkBudgets(
      page,
      { ...goodRun, performance: 0.95, tbtMs: 150, lcpMs: 1800, jsBytes: 120 * KB },
      budgets,
    );
    expect(misses.filter(isCpuTimingMiss)).toEqual(["Performance 95 is below 98", "TBT 150 ms is above 100 ms"]);
    expect(misses.filter((miss) => !isCpuTimingMiss(miss))).toEqual([
      "LCP 1800 ms is above 1500 ms",
      "JavaScript 120.0 KB is above 100.0 KB",
    ]);
  });
});

describe("failsCi", () => {
  const misses = [
    "Performance 97 is below 99",
    "TBT 150 ms is above 100 ms",
    "LCP 1520 ms is above 1500 ms",
    "CLS 0.020 is above 0.010",
    "Form ready 3100 ms is above 3000 ms",
    "Accessibility 98 is below 100",
  ];

  it("on the default profile, fails CI on every miss but the CPU timing ones", () => {
    expect(misses.filter((miss) => failsCi(miss, "default", misses))).toEqual(misses.slice(2));
  });

  it("on the low-end profile, fails CI on every miss but TBT and a Performance score TBT may have pulled down", () => {
    expect(misses.filter((miss) => failsCi(miss, "low-end", misses))).toEqual(misses.slice(2));
  });

  it("on the low-end profile, fails CI on a Performance score missed while TBT was met", () => {
    const withoutTbt = misses.filter((miss) => !miss.startsWith("TBT "));
    expect(withoutTbt.filter((miss) => failsCi(miss, "low-end", withoutTbt))).toEqual(withoutTbt);
    expect(failsCi("Performance 97 is below 98", "default", ["Performance 97 is below 98"])).toBe(false);
  });
});

describe("lowEndCpuSlowdown", () => {
  it("slows a machine as fast as the reference six times, and a slower one less, in proportion", () => {
    expect(lowEndCpuSlowdown(4000)).toBe(6);
    expect(lowEndCpuSlowdown(2000)).toBe(3);
    expect(lowEndCpuSlowdown(1900)).toBe(2.85);
  });

  it("never slows a faster machine less than six times, nor any machine less than not at all", () => {
    expect(lowEndCpuSlowdown(8000)).toBe(6);
    expect(lowEndCpuSlowdown(300)).toBe(1);
  });
});
