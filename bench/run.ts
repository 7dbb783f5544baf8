/**
 * `npm run bench`: times a cold and a warm build, serves the production build with the submissions service, runs Lighthouse's
 * mobile preset three times per route plus once with every script blocked (the no-JavaScript floor), then three times
 * per route on the low-end profile (bench/budgets.ts) and three times the customer's claim status page and the desk's
 * queue, on a 375 px screen with a claim session got as its customer gets one and a desk session got as staff get
 * one (bench/claim-status-session.ts), and times the forms on the low-end profile in Chromium (bench/form-ready.ts);
 * then (not with `--ci`) five loads each of three pages with that profile applied to Chromium rather than simulated
 * (bench/applied.ts); writes bench/report.md and bench/report.json, and exits 1 when a budget is missed.
 *
 * Options: `--ci` measures only the CI routes, reuses the existing build (no build timing) and fails
 * only on the budgets a shared runner can measure reproducibly (see failsCi in bench/report.ts).
 */
import { spawn, spawnSync } from "node:child_process";
import type { ParsedMail } from "mailparser";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tooling/chromium";
import { startSmtpSink } from "../tooling/smtp-sink";
import {
  budgets,
  ciRoutePaths,
  claimStatusRoute,
  deskQueueRoute,
  formPages,
  lowEndBudgets,
  lowEndProfile,
  maxFormReadyMs,
  routes,
  type RouteSpec,
} from "./budgets";
import { measureApplied } from "./applied";
import { sessionPageLighthouseFlags } from "./claim-status-page";
import { claimStatusSession } from "./claim-status-session";
import { formReadyMs, launchChromium } from "./form-ready";
import {
  floorFromLighthouse,
  formReady,
  metricsFromLighthouse,
  failsCi,
  hostBenchmarkIndex,
  lowEndCpuSlowdown,
  profileRouteResult,
  renderMarkdown,
  routeResult,
  type BenchReport,
  type BuildTimes,
  type LighthouseResult,
} from "./report";

const RUNS_PER_ROUTE = 3;
/** Loads per page with the low-end profile applied (bench/applied.ts), as docs/performance.md's table took. */
const APPLIED_RUNS = 5;
const PORT = 9100;
const root = path.resolve(__dirname, "..");
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };

function timedNpmRun(script: string): number {
  const started = Date.now();
  const result = spawnSync("npm", ["run", "-s", script], { cwd: root, env, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`npm run ${script} failed`);
  return Date.now() - started;
}

function measureBuilds(): BuildTimes {
  timedNpmRun("clean");
  const coldMs = timedNpmRun("build");
  const warmMs = timedNpmRun("build");
  return { coldMs, warmMs };
}

/**
 * Serves the build with the service on PORT, its mail sent to the SMTP relay on `smtpPort`; answers how to stop it
 * and where its data is.
 */
async function serve(smtpPort: number): Promise<{ stop: () => void; dataDir: string }> {
  const answered = await fetch(`http://localhost:${PORT}/`).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`Port ${PORT} is in use: the bench would measure another server. Stop it first.`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-submissions-"));
  const server = spawn("npm", ["run", "-s", "serve"], {
    cwd: root,
    env: { ...env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: "warn", SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
    detached: true,
  });
  // Set by the exit handler: typed as it may be, or TypeScript takes it for null throughout the loop below.
  let exitCode = null as number | null;
  server.on("exit", (code) => (exitCode = code ?? 1));
  const stop = () => {
    if (exitCode === null) process.kill(-server.pid!, "SIGTERM");
  };
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (exitCode !== null)
      throw new Error(`The service exited (code ${exitCode}) before answering on port ${PORT}: is the port in use?`);
    try {
      if ((await fetch(`http://localhost:${PORT}/`)).ok) return { stop, dataDir };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`The service did not answer on port ${PORT}`);
}

const ATTEMPTS = 3;

/** Lighthouse's command line, run in its own process: its code must reach the browser untransformed. */
/** The low-end profile's throttling, with the CPU slowdown calibrated to this machine (lowEndCpuSlowdown). */
const lowEndFlags = (cpuSlowdown: number) => [
  `--throttling.rttMs=${lowEndProfile.rttMs}`,
  `--throttling.throughputKbps=${lowEndProfile.throughputKbps}`,
  `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
];

/** Which profile a run is on: the default, or the low-end one with this machine's CPU slowdown. */
type Profile = "default" | { lowEndCpuSlowdown: number };

/** `pageFlags`: what a page needs of its own (the claim status page's screen and session). */
function lighthouseOnce(url: string, blockScripts: boolean, profile: Profile, pageFlags: string[]): LighthouseResult {
  const args = [
    url,
    "--quiet",
    "--output=json",
    "--output-path=stdout",
    `--chrome-flags=${CHROMIUM_FLAGS.join(" ")}`,
    ...(blockScripts ? ["--only-categories=performance", "--blocked-url-patterns=*.js"] : []),
    ...(profile === "default" ? [] : lowEndFlags(profile.lowEndCpuSlowdown)),
    ...pageFlags,
  ];
  const result = spawnSync(path.join(root, "node_modules", ".bin", "lighthouse"), args, {
    cwd: root,
    env: { ...env, CHROME_PATH: process.env.CHROME_PATH ?? CHROMIUM_PATH },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`Lighthouse failed on ${url}:\n${result.stderr}`);
  const lhr = JSON.parse(result.stdout) as LighthouseResult & { runtimeError?: { message: string } };
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  return lhr;
}

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART and the like, "please run Lighthouse
 * again"); such a run measured nothing, so it is repeated, up to ATTEMPTS times.
 */
function audit(url: string, blockScripts: boolean, profile: Profile = "default", pageFlags: string[] = []) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return lighthouseOnce(url, blockScripts, profile, pageFlags);
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
      console.warn(`${(error as Error).message.split("\n")[0]}; trying again`);
    }
  }
}

const urlOf = (route: RouteSpec) =>
  `${route.auditOrigin ?? `http://localhost:${PORT}`}${route.auditPath ?? route.path}`;

const profileName = (profile: Profile) =>
  profile === "default" ? "default" : `low-end, CPU ${profile.lowEndCpuSlowdown}×`;

/** Each run's figures are printed, so that a miss in CI can be read from its log. */
function measureRuns(route: RouteSpec, profile: Profile, pageFlags: string[] = []) {
  const runs = [];
  for (let run = 1; run <= RUNS_PER_ROUTE; run += 1) {
    const metrics = metricsFromLighthouse(audit(urlOf(route), false, profile, pageFlags));
    console.log(
      `${route.path} (${profileName(profile)}): run ${run} of ${RUNS_PER_ROUTE}: LCP ${Math.round(metrics.lcpMs)} ms, ` +
        `TBT ${Math.round(metrics.tbtMs)} ms, BenchmarkIndex ${Math.round(metrics.benchmarkIndex)}`,
    );
    runs.push(metrics);
  }
  return runs;
}

function measureRoute(route: RouteSpec) {
  const floor = floorFromLighthouse(audit(urlOf(route), true));
  return routeResult(route, measureRuns(route, "default"), floor, budgets);
}

async function measureFormsReady(cpuSlowdown: number) {
  const browser = await launchChromium();
  try {
    const results = [];
    for (const { path: pagePath, form } of formPages) {
      const runs = [];
      for (let run = 0; run < RUNS_PER_ROUTE; run += 1) {
        runs.push(await formReadyMs(browser, `http://localhost:${PORT}${pagePath}`, form, cpuSlowdown));
      }
      results.push(formReady(pagePath, runs, maxFormReadyMs));
    }
    return results;
  } finally {
    await browser.close();
  }
}

/**
 * The claim status page's runs on the low-end profile, at a claim and with a session made for them, then the desk's
 * queue's, with the session of the member of staff who moved that claim.
 */
async function measureSessionPages(cpuSlowdown: number, dataDir: string, received: ParsedMail[]) {
  const browser = await launchChromium();
  const session = await claimStatusSession(browser, {
    origin: `http://localhost:${PORT}`,
    port: PORT,
    dataDir,
    received,
  }).finally(() => browser.close());
  const profile = { lowEndCpuSlowdown: cpuSlowdown };
  const claimPage = { ...claimStatusRoute, auditPath: session.path };
  const claimFlags = sessionPageLighthouseFlags(session.cookie);
  const queue = { ...deskQueueRoute, auditOrigin: session.desk.origin };
  const queueFlags = sessionPageLighthouseFlags(session.desk.cookie);
  return [
    profileRouteResult(claimPage, measureRuns(claimPage, profile, claimFlags), lowEndBudgets),
    profileRouteResult(queue, measureRuns(queue, profile, queueFlags), lowEndBudgets),
  ];
}

async function main() {
  const ci = process.argv.includes("--ci");
  const measured = ci ? routes.filter((route) => ciRoutePaths.includes(route.path)) : routes;
  const buildTimes = ci ? null : measureBuilds();
  const mailSink = await startSmtpSink();
  // The sink, listening, would keep the bench from exiting on the service's failure to start.
  const { stop, dataDir } = await serve(mailSink.port).catch(async (error: unknown) => {
    await mailSink.close();
    throw error;
  });
  const report: BenchReport = {
    date: new Date().toISOString().slice(0, 10),
    runsPerRoute: RUNS_PER_ROUTE,
    buildTimes,
    routes: [],
    lowEnd: null,
  };
  try {
    for (const route of measured) report.routes.push(measureRoute(route));
    const cpuSlowdown = lowEndCpuSlowdown(hostBenchmarkIndex(report.routes));
    const lowEndRoutes = measured.map((route) =>
      profileRouteResult(route, measureRuns(route, { lowEndCpuSlowdown: cpuSlowdown }), lowEndBudgets),
    );
    lowEndRoutes.push(...(await measureSessionPages(cpuSlowdown, dataDir, mailSink.received)));
    report.lowEnd = { cpuSlowdown, routes: lowEndRoutes, formsReady: await measureFormsReady(cpuSlowdown) };
    // Applied throttling takes five loads of three pages; CI keeps to the simulated figures.
    if (!ci) {
      const pages = await measureApplied(`http://localhost:${PORT}`, APPLIED_RUNS, cpuSlowdown);
      report.applied = { cpuSlowdown, runs: APPLIED_RUNS, pages };
    }
  } finally {
    stop();
    await mailSink.close();
  }
  fs.writeFileSync(path.join(__dirname, "report.json"), `${JSON.stringify(report, null, 2)}\n`);
  fs.writeFileSync(path.join(__dirname, "report.md"), renderMarkdown(report));
  const results = [
    ...report.routes.map((route) => ({ ...route, profile: "default" as const })),
    ...[...report.lowEnd.routes, ...report.lowEnd.formsReady].map((result) => ({
      ...result,
      path: `${result.path} (low-end)`,
      profile: "low-end" as const,
    })),
  ];
  const misses = results.flatMap(({ path: where, profile, violations }) =>
    violations.map((miss) => ({ where, miss, gating: !ci || failsCi(miss, profile, violations) })),
  );
  for (const { where, miss, gating } of misses) {
    console.log(`${gating ? "MISSED" : "missed (not gating in CI, see failsCi)"} ${where}: ${miss}`);
  }
  if (misses.length === 0) console.log("Every budget met.");
  process.exitCode = misses.some(({ gating }) => gating) ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
