/**
 * `npm run bench:desk-queue`: the desk's queue and its search at scale. For each scenario it fills a new DATA_DIR
 * with submissions through the service's own stores (submission-store.ts, submission-progress.ts: every row and
 * change as the service writes it, with `synchronous = OFF` while filling, which changes nothing the queries read),
 * then times the queue's page and its search through the route, as staff's browser asks for them: Fastify's
 * inject with a signed-in desk session, the whole request (session, queries, page written; inject asks for no
 * compression). Medians and 95th percentiles of RUNS runs of each, after one run to warm up, appended to
 * bench/desk-queue-report.md.
 * A benchmark, not a test: it fails only when a page does not show what it was asked for.
 *
 * Without arguments it runs "realistic" and "all-open"; `--scenario NAME` runs one of the scenarios below;
 * `--before` labels the figures as the code's before a change (run this file against that code).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { validClaimFields, validQuote } from "../tooling/sample-submissions";
import { createSubmissionProgress } from "../server/storage/desk-progress/submission-progress";
import { createSubmissionStore } from "../server/storage/submissions/submission-store";
import { ORIGIN, signedInPerson } from "../server/test/desk-session";
import { startService } from "../server/test/helpers";
import { maxDeskQueueMs } from "./budgets";
import { median } from "./median";

const RUNS = 30;

interface Scenario {
  submissions: number;
  /** The share left open; the rest are closed (settled, declined, withdrawn; won, lost). */
  openShare: number;
  words: string;
}

const scenarios: Record<string, Scenario> = {
  realistic: { submissions: 100_000, openShare: 0.2, words: "100,000 submissions, 20,000 open" },
  "all-open": { submissions: 100_000, openShare: 1, words: "100,000 submissions, all open (the worst case)" },
  "20k-open": { submissions: 20_000, openShare: 1, words: "20,000 submissions, all open" },
  small: { submissions: 2_000, openShare: 0.5, words: "2,000 submissions, half open (to try the bench)" },
};

const firstNames = ["Adaeze", "Chinedu", "Musa", "Ngozi", "Tunde", "Aisha", "Emeka", "Funmilayo", "Ibrahim", "Kemi"];
const lastNames = ["Okafor", "Bello", "Eze", "Adeyemi", "Ibrahim", "Okonkwo", "Balogun", "Nwosu", "Abubakar", "Obi"];
const claimTypes = ["auto", "home", "health", "travel"];
const insuranceTypes = ["home", "motor", "health", "life"];

/** The phone as people type it: three forms, in turn. */
function phoneAsTyped(index: number): string {
  const digits = String(10_000_000 + index).slice(-8);
  const national = `803${digits}`;
  if (index % 3 === 0) return `0${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
  if (index % 3 === 1) return `+234 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
  return `234${national}`;
}

/** A name unique to the submission: a first and a last name, and its number as a middle name. */
const nameOf = (index: number) =>
  `${firstNames[index % firstNames.length]} Chi${index} ${lastNames[Math.floor(index / 10) % lastNames.length]}`;

interface Filled {
  app: FastifyInstance;
  cookies: Record<string, string>;
  /** A staff member who owns some of what is open. */
  officer: number;
  /** The submission the searches look for (the middle one), its reference and fields. */
  sought: { reference: string; name: string; email: string; index: number };
  open: number;
  fillSeconds: number;
}

async function filled(scenario: Scenario): Promise<Filled & { dataDir: string; publicDir: string }> {
  const { app, dataDir, publicDir } = await startService();
  const { person, cookies } = await signedInPerson(app, "bench@cowryshield.com.ng", "Bench Reader");
  const owners = [
    person.id,
    ...["a", "b", "c"].map((who) => app.desk.staff.add(`${who}@cowryshield.com.ng`, `Staff ${who}`, new Date())!.id),
  ];
  const store = createSubmissionStore(app.db, dataDir);
  const progress = createSubmissionProgress(app.db);
  const started = performance.now();
  app.db.pragma("synchronous = OFF");
  const now = Date.now();
  const span = 2 * 365 * 24 * 60 * 60 * 1000;
  const soughtIndex = Math.floor(scenario.submissions / 2);
  let sought: Filled["sought"] | undefined;
  let open = 0;
  for (let index = 0; index < scenario.submissions; index += 1) {
    const kind = index % 5 < 3 ? "claim" : "quote";
    const receivedAt = new Date(now - span + Math.floor((span * index) / scenario.submissions));
    const name = nameOf(index);
    const email = `${name.toLowerCase().replace(/ /g, ".")}@example.com`;
    const phone = phoneAsTyped(index);
    const fields =
      kind === "claim"
        ? {
            ...validClaimFields,
            fullName: name,
            email,
            phone,
            policyNumber: `POL/${2024 + (index % 3)}/${String(index).padStart(6, "0")}`,
            claimType: claimTypes[index % claimTypes.length]!,
          }
        : { ...validQuote, name, email, phone, insuranceType: insuranceTypes[index % insuranceTypes.length]! };
    const reference = store.save(kind, fields, [], receivedAt);
    if (index === soughtIndex) sought = { reference, name, email, index };
    const actor = { staffId: owners[index % owners.length]!, address: "192.0.2.1" };
    let version = 0;
    const change = (outcome: ReturnType<typeof progress.assign>) => {
      if (!outcome.ok) throw new Error(`${reference}: ${outcome.message}`);
      version = outcome.state.version;
    };
    // The share left open is spread over the whole span, as staff leave some open for long.
    const stays = (index * 7919) % 1000 < scenario.openShare * 1000;
    if (index % 4 !== 0) change(progress.assign(reference, actor.staffId, version, actor, receivedAt));
    if (index % 3 !== 0) {
      change(
        progress.moveStep(
          reference,
          kind === "claim" ? "in-review" : "contacted",
          {},
          undefined,
          version,
          actor,
          receivedAt,
        ),
      );
    }
    if (stays) {
      open += 1;
      continue;
    }
    const ending = kind === "claim" ? (index % 2 ? "withdrawn" : "declined") : "lost";
    change(progress.moveStep(reference, ending, { reason: "Not covered" }, undefined, version, actor, receivedAt));
  }
  app.db.pragma("synchronous = FULL");
  app.db.pragma("wal_checkpoint(TRUNCATE)");
  return {
    app,
    dataDir,
    publicDir,
    cookies,
    officer: owners[1]!,
    sought: sought!,
    open,
    fillSeconds: (performance.now() - started) / 1000,
  };
}

interface Measure {
  what: string;
  url: string;
  search?: string;
  /** With the search: the closed ones too. */
  closedIncluded?: boolean;
  /** What the page must show (its figures without thousands' commas), to be sure it answered what was asked. */
  shows: string;
}

function measures({ sought, open, officer }: Filled): Measure[] {
  const year = new Date().getUTCFullYear();
  const national = `803${String(10_000_000 + sought.index).slice(-8)}`;
  const lastPage = Math.ceil(open / 50);
  const count = (total: number) => `<p class="count">${total} open`;
  return [
    { what: "queue, what needs doing first", url: "/desk/", shows: count(open) },
    { what: "queue, newest first", url: "/desk/?order=newest", shows: count(open) },
    {
      what: "queue, claims in review, nobody's",
      url: "/desk/?kind=claim&step=in-review&owner=nobody",
      shows: "open submission",
    },
    { what: "queue, mine", url: "/desk/?owner=mine", shows: "open submission" },
    { what: "queue, fewest days left first", url: "/desk/?order=days-left", shows: count(open) },
    { what: "queue, overdue", url: "/desk/?only=overdue", shows: "open submission" },
    { what: "queue, waiting on the customer", url: "/desk/?only=with-customer", shows: "open submission" },
    { what: "queue, an officer's", url: `/desk/?owner=${officer}`, shows: "open submission" },
    { what: "queue, recently closed", url: "/desk/?closed=recent", shows: "closed in the last 30 days" },
    { what: "queue, page 2,000", url: "/desk/?page=2000", shows: `${(Math.min(2000, lastPage) - 1) * 50 + 1} to` },
    { what: "queue, last page", url: `/desk/?page=${lastPage}`, shows: `${(lastPage - 1) * 50 + 1} to` },
    { what: "search, reference", url: "/desk/", search: sought.reference, shows: sought.reference },
    { what: "search, part of a name", url: "/desk/", search: `chi${sought.index}`, shows: sought.reference },
    { what: "search, a common last name", url: "/desk/", search: "okafor", shows: "open submissions matching" },
    { what: "search, e-mail", url: "/desk/", search: sought.email, shows: sought.reference },
    {
      what: "search, part of a name, closed included",
      url: "/desk/",
      search: `chi${sought.index}`,
      closedIncluded: true,
      shows: sought.reference,
    },
    {
      what: "search, phone 0803 …",
      url: "/desk/",
      search: `0${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`,
      shows: sought.reference,
    },
    { what: "search, phone +234 803 …", url: "/desk/", search: `+234 ${national}`, shows: sought.reference },
    { what: "search, phone 234803…", url: "/desk/", search: `234${national}`, shows: sought.reference },
    // The figures read every claim's step moves in the period: a year's are the most a manager asks for at once.
    {
      what: "figures, the last year",
      url: `/desk/figures?period=${year - 1}`,
      shows: `<h2 id="period-heading">${year - 1}</h2>`,
    },
    { what: "figures, this quarter", url: "/desk/figures", shows: '<h2 id="period-heading">Q' },
  ];
}

async function timed(app: FastifyInstance, cookies: Record<string, string>, measure: Measure): Promise<number> {
  const started = performance.now();
  const response = measure.search
    ? await app.inject({
        method: "POST",
        url: measure.url,
        headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({
          search: measure.search,
          owner: "anyone",
          order: "newest",
          ...(measure.closedIncluded && { closed: "included" }),
        }).toString(),
        cookies,
      })
    : await app.inject({ url: measure.url, cookies });
  const ms = performance.now() - started;
  if (response.statusCode !== 200 || !response.body.replace(/,/g, "").includes(measure.shows)) {
    throw new Error(`${measure.what}: ${response.statusCode}, without ${measure.shows}`);
  }
  return ms;
}

const percentile95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;

async function run(name: string, before: boolean) {
  const scenario = scenarios[name];
  if (!scenario) throw new Error(`no scenario ${name}: ${Object.keys(scenarios).join(", ")}`);
  const fill = await filled(scenario);
  try {
    console.log(`${scenario.words}: filled in ${fill.fillSeconds.toFixed(0)} s, ${fill.open} open`);
    const rows: string[] = [];
    const loadBefore = os.loadavg()[0]!;
    for (const measure of measures(fill)) {
      await timed(fill.app, fill.cookies, measure);
      const times: number[] = [];
      for (let runIndex = 0; runIndex < RUNS; runIndex += 1) times.push(await timed(fill.app, fill.cookies, measure));
      const [mid, p95] = [median(times), percentile95(times)];
      console.log(`  ${measure.what}: median ${mid.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);
      rows.push(
        `| ${measure.what} | ${mid.toFixed(1)} | ${p95.toFixed(1)} | ${mid <= maxDeskQueueMs ? "met" : "over"} |`,
      );
    }
    return [
      `### ${scenario.words}${before ? ", before (the queue in JavaScript)" : ""}`,
      "",
      `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), load`,
      `average ${loadBefore.toFixed(1)} before and ${os.loadavg()[0]!.toFixed(1)} after; filled in ${fill.fillSeconds.toFixed(0)} s.`,
      `${RUNS} runs each after one to warm up, through the route (Fastify inject, signed in): the session, the`,
      "queries, the page written (uncompressed: inject asks for no encoding).",
      "",
      `| measure | median ms | p95 ms | median ≤ ${maxDeskQueueMs} ms |`,
      "| --- | --- | --- | --- |",
      ...rows,
      "",
    ].join("\n");
  } finally {
    await fill.app.close();
    for (const dir of [fill.dataDir, fill.publicDir]) fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const args = process.argv.slice(2);
  const named = args.includes("--scenario") ? [args[args.indexOf("--scenario") + 1]!] : ["realistic", "all-open"];
  const before = args.includes("--before");
  const sections: string[] = [];
  for (const name of named) sections.push(await run(name, before));
  const report = path.join(__dirname, "desk-queue-report.md");
  fs.appendFileSync(report, `${sections.join("\n")}\n`);
  console.log(`appended to ${report}`);
}

void main();
