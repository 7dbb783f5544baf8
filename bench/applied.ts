/**
 * The low-end profile applied to a real Chromium rather than simulated: the network (RTT as each request's
 * latency, bandwidth) and the CPU throttled through the DevTools protocol, a fresh cache for each load, and from
 * each load its Largest Contentful Paint, Total Blocking Time and when the page is ready (its form takes input,
 * as bench/form-ready.ts defines it; on a page without a form, when the app has taken the page over).
 *
 * `npm run bench` measures the current build this way (measureApplied). Run directly, it measures each start-up
 * optimisation on and off (docs/performance.md):
 *
 *   tsx bench/applied.ts build <variant>   builds the site with GATSBY_BENCH_WITHOUT=<variant> (src/lib/bench-without.ts;
 *                                          `baseline` leaves nothing out) into var/bench-variants/<variant>/
 *   tsx bench/applied.ts measure [runs] [variant,…]
 *                                          serves every built variant (or those named) with the submissions service and loads each
 *                                          page in turn, one run of every variant per round (so a busier machine
 *                                          weighs on all of them alike); writes bench/applied-report.{json,md}
 *   tsx bench/applied.ts report            writes bench/applied-report.md again from its .json
 *
 * The baseline is measured twice, as two variants (`baseline` and `baseline-again`, built again or copied): the
 * difference between its two medians is the measure's noise, against which each optimisation's is judged.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Browser } from "@playwright/test";
import { startService, type ServiceProcess } from "../tooling/service-process";
import { optimisations } from "../src/lib/bench-without";
import { launchChromium } from "./form-ready";
import { applyLowEndThrottling } from "./low-end-throttling";
import {
  appliedMedians,
  renderVariantsMarkdown,
  totalBlockingTime,
  type AppliedMedians,
  type AppliedRun,
  type AppliedVariantsReport,
} from "./applied-report";
import { median } from "./median";
import { lowEndCpuSlowdown } from "./report";

const root = path.resolve(__dirname, "..");
const variantsDir = path.join(root, "var", "bench-variants");

/** The pages the issue names: the home page and the claims page (each with a form), and a product page. */
export const appliedPages = [
  { path: "/", form: "#quote form" },
  { path: "/claims/", form: "#claims-form form" },
  { path: "/services/motor-insurance/", form: null },
] as const;

/**
 * Installed before the page's own scripts: records the LCP candidates, the first contentful paint and every long
 * task. Kept as text: the bench runs through tsx, whose helpers must not reach the browser.
 */
const recorder = `(() => {
  const bench = (window.__bench = { lcp: 0, tasks: [] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: "longtask", buffered: true });
})();`;

/**
 * When the page is ready, checked on each frame: bench/form-ready.ts's test, without its scrolling. A function,
 * not text: the pages' Content-Security-Policy forbids evaluating text.
 */
const readyCheck = (form: string | null) => {
  const html = document.documentElement;
  if (form === null) return html.hasAttribute("data-hydrated") ? performance.now() : false;
  const element = document.querySelector(form);
  const submit = element?.querySelector<HTMLButtonElement>('button[type="submit"]');
  const field = element?.querySelector("input:not([type=hidden])");
  const submits =
    element instanceof HTMLFormElement &&
    (typeof element.onsubmit === "function" || html.hasAttribute("data-hydrated"));
  return submits && submit && !submit.disabled && field ? performance.now() : false;
};

/** Whether the load is over: loaded, the app started, and no long task for `quietMs`. */
const settled = (quietMs: number) => {
  const tasks = (window as unknown as { __bench: { tasks: [number, number][] } }).__bench.tasks;
  const last = tasks[tasks.length - 1];
  return (
    document.readyState === "complete" &&
    document.documentElement.hasAttribute("data-hydrated") &&
    performance.now() - (last ? last[0] + last[1] : 0) > quietMs
  );
};

/** How long the main thread must stay free of long tasks, after the app has started, before the load is over. */
const QUIET_MS = 2000;

/** One load of `url` on the low-end profile, with the CPU slowed `cpuSlowdown` times. */
export async function appliedRun(
  browser: Browser,
  url: string,
  form: string | null,
  cpuSlowdown: number,
): Promise<AppliedRun> {
  // Lighthouse's mobile screen.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(recorder);
    await applyLowEndThrottling(context, page, cpuSlowdown);
    await page.goto(url, { waitUntil: "commit" });
    const ready = await page.waitForFunction(readyCheck, form, { polling: "raf", timeout: 60_000 });
    const readyMs = (await ready.jsonValue()) as number;
    await page.waitForFunction(settled, QUIET_MS, { polling: 250, timeout: 60_000 });
    const { lcp, tasks, fcp } = await page.evaluate(() => {
      const bench = (window as unknown as { __bench: { lcp: number; tasks: [number, number][] } }).__bench;
      const firstPaint = performance.getEntriesByName("first-contentful-paint")[0];
      return { lcp: bench.lcp, tasks: bench.tasks, fcp: firstPaint ? firstPaint.startTime : 0 };
    });
    return { lcpMs: lcp, tbtMs: totalBlockingTime(tasks, fcp), readyMs };
  } finally {
    await context.close();
  }
}

/** Lighthouse's BenchmarkIndex of this machine now (its own page function, run in a blank page). */
export async function benchmarkIndex(browser: Browser): Promise<number> {
  const { pageFunctions } = (await import("lighthouse/core/lib/page-functions.js")) as {
    pageFunctions: { computeBenchmarkIndex: () => number };
  };
  const page = await browser.newPage();
  try {
    return await page.evaluate<number>(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
  } finally {
    await page.close();
  }
}

/** `runs` loads of each page at `origin`, on a slowdown fixed for the lot; medians per page. */
export async function measureApplied(origin: string, runs: number, cpuSlowdown: number): Promise<AppliedMedians[]> {
  const browser = await launchChromium();
  try {
    const results: AppliedMedians[] = [];
    for (const { path: pagePath, form } of appliedPages) {
      const pageRuns: AppliedRun[] = [];
      for (let run = 0; run < runs; run += 1) {
        pageRuns.push(await appliedRun(browser, `${origin}${pagePath}`, form, cpuSlowdown));
      }
      results.push(appliedMedians(pagePath, pageRuns));
    }
    return results;
  } finally {
    await browser.close();
  }
}

function buildVariant(variant: string): void {
  const without = variant.startsWith("baseline") ? "" : variant;
  if (without && !(optimisations as readonly string[]).includes(without)) {
    throw new Error(`No optimisation is named ${without}; known: ${optimisations.join(", ")}`);
  }
  const started = Date.now();
  const result = spawnSync("npx", ["gatsby", "build"], {
    cwd: root,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", GATSBY_BENCH_WITHOUT: without },
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error(`gatsby build without ${variant} failed`);
  const target = path.join(variantsDir, variant);
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(variantsDir, { recursive: true });
  fs.cpSync(path.join(root, "public"), target, { recursive: true });
  console.log(`Built ${variant} in ${((Date.now() - started) / 1000).toFixed(0)} s into ${target}`);
}

async function measureVariants(runs: number, only?: string[]): Promise<AppliedVariantsReport> {
  const variants = fs
    .readdirSync(variantsDir)
    .filter((name) => fs.existsSync(path.join(variantsDir, name, "index.html")))
    .filter((name) => !only || only.includes(name))
    .sort((a, b) => (a.startsWith("baseline") ? -1 : b.startsWith("baseline") ? 1 : a.localeCompare(b)));
  const services: { variant: string; service: ServiceProcess }[] = [];
  const browser = await launchChromium();
  const collected = new Map<string, AppliedRun[]>();
  const cpuSlowdowns: number[] = [];
  try {
    for (const variant of variants) {
      const service = await startService(`bench-${variant}`, { PUBLIC_DIR: path.join(variantsDir, variant) });
      services.push({ variant, service });
    }
    for (let round = 1; round <= runs; round += 1) {
      const index = median([
        await benchmarkIndex(browser),
        await benchmarkIndex(browser),
        await benchmarkIndex(browser),
      ]);
      const cpuSlowdown = lowEndCpuSlowdown(index);
      cpuSlowdowns.push(cpuSlowdown);
      const started = Date.now();
      for (const { path: pagePath, form } of appliedPages) {
        for (const { variant, service } of services) {
          const key = `${variant} ${pagePath}`;
          const run = await appliedRun(browser, `${service.origin}${pagePath}`, form, cpuSlowdown);
          collected.set(key, [...(collected.get(key) ?? []), run]);
        }
      }
      console.log(
        `Round ${round} of ${runs}: BenchmarkIndex ${Math.round(index)}, CPU ${cpuSlowdown}×, ` +
          `${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
    }
  } finally {
    await browser.close();
    for (const { service } of services) await service.stop();
  }
  return {
    date: new Date().toISOString().slice(0, 10),
    runs,
    cpuSlowdowns,
    variants: variants.map((variant) => ({
      variant,
      pages: appliedPages.map(({ path: pagePath }) =>
        appliedMedians(pagePath, collected.get(`${variant} ${pagePath}`)!),
      ),
    })),
  };
}

async function main() {
  const [command, argument, only] = process.argv.slice(2);
  if (command === "build" && argument) return buildVariant(argument);
  if (command === "measure") {
    const report = await measureVariants(Number(argument ?? 5), only?.split(","));
    fs.writeFileSync(path.join(__dirname, "applied-report.json"), `${JSON.stringify(report, null, 2)}\n`);
    fs.writeFileSync(path.join(__dirname, "applied-report.md"), renderVariantsMarkdown(report));
    console.log(renderVariantsMarkdown(report));
    return;
  }
  if (command === "report") {
    const report = JSON.parse(
      fs.readFileSync(path.join(__dirname, "applied-report.json"), "utf8"),
    ) as AppliedVariantsReport;
    fs.writeFileSync(path.join(__dirname, "applied-report.md"), renderVariantsMarkdown(report));
    return;
  }
  throw new Error("Usage: tsx bench/applied.ts build <variant> | measure [runs] [variant,…] | report");
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
