/**
 * The submissions service's figures: `npm run bench:service -- [--duration 30] [--concurrency 50] [--claims 20]
 * [--documents 3]`. Compiles and starts the service (server/dist/service.mjs) on 127.0.0.1, port 0, with a fresh
 * DATA_DIR and the published site (PUBLIC_DIR, default ./site/live), and Debian's nginx in front of it with the
 * build's server block; measures GET / and POST /api/quote-requests at a fixed concurrency through each, then a
 * burst of claims of `documents` x 5 MB, checking that every acknowledged submission was stored exactly once.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENTS } from "../form-contract/claim/documents";
import { pdfBytes, validClaimFields, validQuote } from "../tooling/sample-submissions";
import { startNginx } from "../tooling/nginx-process";

const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "30" },
    concurrency: { type: "string", default: "50" },
    claims: { type: "string", default: "20" },
    documents: { type: "string", default: "3" },
  },
});
// Bounded whatever is asked: the machine is shared.
const durationMs = Math.min(Number(args.duration), 120) * 1000;
const concurrency = Math.min(Number(args.concurrency), 200);
const claimCount = Math.min(Number(args.claims), 50);
const documentCount = Math.min(Number(args.documents), MAX_DOCUMENTS);
const root = path.join(__dirname, "..");
const publicDir = path.resolve(process.env.PUBLIC_DIR ?? path.join(root, "site", "live"));
if (!fs.existsSync(path.join(publicDir, "index.html"))) {
  console.error(`No built site in ${publicDir}: run npm run build, or set PUBLIC_DIR`);
  process.exit(1);
}

interface Service {
  pid: number;
  port: number;
  stop(): Promise<void>;
}

async function startService(dataDir: string): Promise<Service> {
  spawnSync("npm", ["run", "-s", "build:server"], { cwd: root, stdio: "inherit" });
  const child = spawn(process.execPath, ["server/dist/service.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PUBLIC_DIR: publicDir,
      PORT: "0",
      HOST: "127.0.0.1",
      RATE_LIMIT_MAX: "100000000",
      LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
      SMTP_URL: "",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (listening) {
        child.stdout.off("data", onData);
        child.stdout.resume(); // keep draining the request log, unread
        resolve(Number(listening[1]));
      }
    };
    child.stdout.on("data", onData);
    child.once("exit", (code) => reject(new Error(`The service exited (${code}) before listening`)));
  });
  return {
    pid: child.pid!,
    port,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
        child.once("exit", () => {
          clearTimeout(force);
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}

interface Answer {
  status: number;
  body: string;
}

function send(agent: http.Agent, port: number, method: string, urlPath: string, body?: Buffer, type?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: "127.0.0.1",
        port,
        method,
        path: urlPath,
        headers: body ? { "content-type": type!, "content-length": body.length } : {},
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode!, body: Buffer.concat(chunks).toString() }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

function percentile(sorted: number[], fraction: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/** `concurrency` loops, each sending its next request as soon as the last is answered, for `durationMs`. */
async function load(request: (agent: http.Agent, index: number) => Promise<Answer>) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const answers: Answer[] = [];
  let errors = 0;
  let sent = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const index = sent++;
        const before = performance.now();
        try {
          const answer = await request(agent, index);
          latencies.push(performance.now() - before);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (answer.status === 201) answers.push(answer);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const elapsedS = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(latencies.length / elapsedS),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    statuses: Object.fromEntries(statuses),
    errors,
    answers,
  };
}

async function claimBody(): Promise<{ body: Buffer; type: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(validClaimFields)) form.append(name, value);
  const document = Buffer.concat([pdfBytes, Buffer.alloc(MAX_DOCUMENT_BYTES - pdfBytes.length, 0x20)]);
  for (let index = 0; index < documentCount; index += 1) {
    form.append(
      `document_${index}`,
      new Blob([new Uint8Array(document)], { type: "application/pdf" }),
      `scan-${index}.pdf`,
    );
  }
  const request = new Request("http://127.0.0.1/api/claims", { method: "POST", body: form });
  return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get("content-type")! };
}

/** Peak resident memory since the last reset, from the kernel (VmHWM); writing 5 to clear_refs resets it. */
function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) / 1024);
}

function storedReferences(dataDir: string, kind: string): string[] {
  const db = new Database(path.join(dataDir, "submissions.sqlite"), { readonly: true });
  try {
    return db
      .prepare<[string], { reference: string }>("SELECT reference FROM submissions WHERE kind = ?")
      .all(kind)
      .map((row) => row.reference);
  } finally {
    db.close();
  }
}

function storedOnce(acknowledged: Answer[], stored: string[]): string {
  const references = acknowledged.map((answer) => (JSON.parse(answer.body) as { reference: string }).reference);
  const unique = new Set(references);
  const storedSet = new Set(stored);
  const ok =
    unique.size === references.length &&
    stored.length === storedSet.size &&
    storedSet.size === unique.size &&
    references.every((reference) => storedSet.has(reference));
  return ok
    ? `all ${references.length} stored once`
    : `MISMATCH: ${references.length} acknowledged, ${stored.length} stored`;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-service-"));
  const service = await startService(dataDir);
  const nginx = await startNginx(`http://127.0.0.1:${service.port}`, { site: publicDir });
  const nginxPort = Number(new URL(nginx.origin).port);
  try {
    const quote = (port: number) => (agent: http.Agent, index: number) =>
      send(
        agent,
        port,
        "POST",
        "/api/quote-requests",
        Buffer.from(JSON.stringify({ ...validQuote, message: `Benchmark quote request number ${index}.` })),
        "application/json",
      );
    const pageDirect = await load((agent) => send(agent, service.port, "GET", "/"));
    const quotesDirect = await load(quote(service.port));
    const storedDirect = storedReferences(dataDir, "quote");
    const pageNginx = await load((agent) => send(agent, nginxPort, "GET", "/"));
    const quotesNginx = await load(quote(nginxPort));
    const storedNginx = storedReferences(dataDir, "quote").filter((reference) => !storedDirect.includes(reference));

    const { body, type } = await claimBody();
    fs.writeFileSync(`/proc/${service.pid}/clear_refs`, "5");
    const agent = new http.Agent({ keepAlive: true, maxSockets: claimCount });
    const started = performance.now();
    const claims = await Promise.all(
      Array.from({ length: claimCount }, () => send(agent, service.port, "POST", "/api/claims", body, type)),
    );
    const claimSeconds = (performance.now() - started) / 1000;
    agent.destroy();
    const claimPeak = peakRssMb(service.pid);
    const acknowledgedClaims = claims.filter((answer) => answer.status === 201);

    const row = (what: string, result: Awaited<ReturnType<typeof load>>, stored: string) =>
      `| ${what} | ${result.requestsPerSecond} | ${result.p50.toFixed(1)} | ${result.p99.toFixed(1)} | ${JSON.stringify(result.statuses)}${result.errors ? `, ${result.errors} errors` : ""} | ${stored} |`;
    console.log(`\nConcurrency ${concurrency} for ${durationMs / 1000} s each, on ${os.cpus().length} cores\n`);
    console.log("| route | requests/s | p50 ms | p99 ms | answers | stored |");
    console.log("| --- | --- | --- | --- | --- | --- |");
    console.log(row("GET / (service)", pageDirect, "-"));
    console.log(
      row("POST /api/quote-requests (service)", quotesDirect, storedOnce(quotesDirect.answers, storedDirect)),
    );
    console.log(row("GET / (nginx)", pageNginx, "-"));
    console.log(
      row("POST /api/quote-requests (nginx to service)", quotesNginx, storedOnce(quotesNginx.answers, storedNginx)),
    );
    console.log(
      `\n${claimCount} claims of ${documentCount} x 5 MB at once: ${claimSeconds.toFixed(1)} s, ` +
        `${acknowledgedClaims.length} answered 201 (${storedOnce(acknowledgedClaims, storedReferences(dataDir, "claim"))}), ` +
        `peak RSS of the service ${claimPeak} MB`,
    );
  } finally {
    await nginx.stop();
    await service.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
