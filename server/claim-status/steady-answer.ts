/**
 * Holding an answer until a set time after its request arrived, to a few tens of microseconds. A timer alone fires on
 * libuv's whole milliseconds, counted from a clock read at the start of the loop's turn: how late it fires depends on
 * the fraction of a millisecond the work before it took, so the work's length would show again, below a millisecond
 * (measured: 0.4 ms between a lookup that matches and one that does not, each held by a timer alone). The timer
 * takes the wait to 2 ms short of the time; the loop's turns take it the rest of the way.
 */
import { setImmediate as nextTurn, setTimeout as pause } from "node:timers/promises";
import type { FastifyReply } from "fastify";

const TIMER_MARGIN_MS = 2;

/** Resolves `afterMs` after the reply's request arrived (Fastify's own clock for it: `reply.elapsedTime`). */
export async function answerAfter(reply: FastifyReply, afterMs: number): Promise<void> {
  const deadline = performance.now() + afterMs - reply.elapsedTime;
  const timed = deadline - performance.now() - TIMER_MARGIN_MS;
  if (timed > 0) await pause(timed);
  while (performance.now() < deadline) await nextTurn();
}
