/**
 * Retention: the submissions received more than RETENTION_DAYS ago are erased (erase.ts), with "retention" as
 * the reason in `erasures`, by `npm run submissions -- purge` and by the service itself, every day.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../storage/database";
import type { Eraser } from "../storage/desk-record";
import { eraseSubmissions, LOG_NOT_EMPTIED } from "./erase";

export const RETENTION_REASON = "retention";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The service's first purge comes this long after it starts (sooner with a shorter interval): not during start-up. */
const FIRST_PURGE_DELAY_MS = 60_000;

/**
 * Erases what was received before `now` less `retentionDays`, `by` the command line or the service; answers that
 * moment and what it erased.
 */
export function purge(db: Db, dataDir: string, retentionDays: number, by: Eraser, now = new Date()) {
  const receivedBefore = new Date(now.getTime() - retentionDays * DAY_MS);
  const expired = db.prepare<[string], { reference: string }>(
    "SELECT reference FROM submissions WHERE received_at < ? ORDER BY id",
  );
  const select = () => expired.all(receivedBefore.toISOString()).map(({ reference }) => reference);
  return { receivedBefore, ...eraseSubmissions(db, dataDir, select, RETENTION_REASON, by, now) };
}

interface Schedule {
  db: Db;
  dataDir: string;
  retentionDays: number;
  intervalMs: number;
  log: FastifyBaseLogger;
}

/** The service's own purges: one soon after start, then one every `intervalMs`; `stop` at shutdown. */
export function schedulePurges({ db, dataDir, retentionDays, intervalMs, log }: Schedule): { stop(): void } {
  const purgeAndLog = () => {
    try {
      const { erased, logEmptied } = purge(db, dataDir, retentionDays, { actor: "service" });
      log.info({ purged: erased.length, retentionDays }, "purged the submissions older than RETENTION_DAYS");
      if (!logEmptied) log.warn(LOG_NOT_EMPTIED);
    } catch (error) {
      log.error({ err: error }, "the retention purge failed; the next one tries again");
    }
  };
  let timer: NodeJS.Timeout;
  const after = (delayMs: number) => {
    timer = setTimeout(() => {
      purgeAndLog();
      after(intervalMs);
    }, delayMs).unref();
  };
  after(Math.min(intervalMs, FIRST_PURGE_DELAY_MS));
  return { stop: () => clearTimeout(timer) };
}
