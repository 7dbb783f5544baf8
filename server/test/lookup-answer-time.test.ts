/**
 * The claim-status lookup answers at one time whatever its work took: a lookup made 30 ms slower than another (as a
 * match on a slow disk is slower than a miss) leaves at the same moment, LOOKUP_ANSWER_MS after it arrived. The
 * timed process-to-process comparison is timing/claim-status-timing.test.ts; this one holds on any machine.
 */
import assert from "node:assert/strict";
import { after, it } from "node:test";
import { LOOKUP_ANSWER_MS } from "../routes/claim-status/lookup";
import { startService } from "./helpers";

const SLOW_WORK_MS = 30;
const ROUNDS = 7;

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

it(`answers a lookup ${LOOKUP_ANSWER_MS} ms after it arrived, however long its work took`, async () => {
  const { app } = await startService({ RATE_LIMIT_MAX: "100" });
  after(() => app.close());
  const lookUp = app.statusLinks.lookUp.bind(app.statusLinks);
  app.statusLinks.lookUp = (reference, address, now) => {
    const started = performance.now();
    if (address === "slow@example.com") while (performance.now() - started < SLOW_WORK_MS);
    lookUp(reference, address, now);
  };
  const answerTime = async (email: string) => {
    const started = performance.now();
    const answer = await app.inject({
      method: "POST",
      url: "/api/claim-status-links",
      payload: { reference: "CS-CLM-20261129-ABCDEF", email },
    });
    assert.equal(answer.statusCode, 202);
    return performance.now() - started;
  };
  await answerTime("warm@example.com");
  // Medians of a few, interleaved: a busy machine delays a single answer's timer by several milliseconds.
  const times = { slow: [] as number[], quick: [] as number[] };
  for (let round = 0; round < ROUNDS; round += 1) {
    times.slow.push(await answerTime("slow@example.com"));
    times.quick.push(await answerTime("quick@example.com"));
  }
  const [slow, quick] = [median(times.slow), median(times.quick)];
  const medians = `medians: slow ${slow.toFixed(1)} ms, quick ${quick.toFixed(1)} ms`;
  assert.ok(quick >= LOOKUP_ANSWER_MS && slow >= LOOKUP_ANSWER_MS, medians);
  assert.ok(Math.abs(slow - quick) < SLOW_WORK_MS / 2, medians);
});
