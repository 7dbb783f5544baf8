/**
 * A lookup's answer takes as long whether or not the reference and the address match: the service runs as a
 * process of its own, its relay another, and it is timed from this one over a kept-alive connection, as someone
 * measuring it would. A match writes its link and its e-mail's row, a miss does not: 0.44 ms more for a match in
 * CI's medians once. Every answer now leaves LOOKUP_ANSWER_MS after its request arrived (steady-answer.ts;
 * lookup-answer-time.test.ts shows it with a lookup made 30 ms slow). What is left is under a millisecond, and the
 * other way: a miss's median about 0.4 ms later than a match's here, while two kinds of miss measured alike come
 * within 0.03 ms; its cause is not found yet. Hence 1 ms allowed, far below what a network's jitter hides and what
 * the lookup's rate limit lets anyone average away. The data sit on a disk, as in production. Interleaved, after a
 * warm-up, each request alone (a pause lets the e-mail of the one before go), medians compared. It runs after the
 * other service tests, alone (npm run test:server): a test beside it on two cores measures that one.
 */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, it } from "node:test";
import { LOOKUP_ANSWER_MS } from "../../routes/claim-status/lookup";
import { STATUS_LINKS_PER_HOUR } from "../../storage/claim-status/status-links";
import { multipart, pdfBytes, until, validClaimFields } from "../helpers";
import { spawnService } from "../service-process";

const ROUNDS = 80;
const WARM_UP = 10;
const ALLOWED_GAP_MS = 1;

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return (sorted[Math.floor(middle - 0.5)]! + sorted[Math.ceil(middle - 0.5)]!) / 2;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it("answers a match and a miss in the same time: medians of 80 each within 1 ms", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "timing-"));
  after(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const relay = spawn(process.execPath, ["--import", "tsx", path.join(__dirname, "..", "smtp-sink-process.ts")], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  after(() => relay.kill());
  let relayOutput = "";
  relay.stdout.setEncoding("utf8").on("data", (chunk: string) => (relayOutput += chunk));
  await until(() => relayOutput.startsWith("port "), "the relay");
  const relayPort = /^port (\d+)$/m.exec(relayOutput)![1]!;
  const linksReceived = () => relayOutput.split("\n").filter((line) => line.startsWith("Your link to claim ")).length;
  const service = await spawnService({
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${relayPort}`,
    RATE_LIMIT_MAX: "10000",
  });
  after(() => service.kill());

  // Each claim sends a few links an hour: enough claims for every match to queue its e-mail.
  const claims = Math.ceil((ROUNDS + WARM_UP) / STATUS_LINKS_PER_HOUR);
  const references: string[] = [];
  for (let n = 0; n < claims; n += 1) {
    const { payload, headers } = await multipart(validClaimFields, [{ name: "police-report.pdf", bytes: pdfBytes }]);
    const filed = await fetch(`${service.url}/api/claims`, { method: "POST", body: payload, headers });
    assert.equal(filed.status, 201);
    references.push(((await filed.json()) as { reference: string }).reference);
  }

  async function timedLookup(reference: string, email: string) {
    const started = performance.now();
    const answer = await fetch(`${service.url}/api/claim-status-links`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ reference, email }),
    });
    await answer.arrayBuffer();
    const took = performance.now() - started;
    assert.equal(answer.status, 202);
    // The e-mail of a match goes before the next request, which must not wait behind it.
    await pause(60);
    return took;
  }

  const times = { match: [] as number[], miss: [] as number[] };
  for (let round = 0; round < WARM_UP + ROUNDS; round += 1) {
    const reference = references[round % claims]!;
    const kinds = round % 2 === 0 ? (["match", "miss"] as const) : (["miss", "match"] as const);
    for (const kind of kinds) {
      const took = await timedLookup(
        reference,
        kind === "match" ? validClaimFields.email! : `guess${round}@example.com`,
      );
      if (round >= WARM_UP) times[kind].push(took);
    }
  }
  // Every match did send its link.
  await until(() => linksReceived() === WARM_UP + ROUNDS, "every link");
  const gap = median(times.match) - median(times.miss);
  const medians = `a match's median answer ${median(times.match).toFixed(3)} ms, a miss's ${median(times.miss).toFixed(3)} ms`;
  // In the log whether or not it passes, so that a run shows how much room was left.
  console.log(medians);
  assert.ok(Math.abs(gap) < ALLOWED_GAP_MS, medians);
  assert.ok(median(times.miss) >= LOOKUP_ANSWER_MS, medians);
});
