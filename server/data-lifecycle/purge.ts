/**
 * Retention: the submissions closed on the desk (settled, declined, withdrawn; won or lost) more than
 * RETENTION_DAYS ago are erased (erase.ts), with "retention" as the reason in `erasures`, by
 * `npm run submissions -- purge` and by the service itself, every day. The period runs from the close, as the time
 * to sue on a claim runs from its outcome: a submission still open is being worked and is kept, however old, and
 * the purge counts those received more than RETENTION_DAYS ago, so staff can close what was forgotten. It also
 * forgets the passkey changes kept for an e-mail to a person on the desk once that e-mail has gone, and erases the
 * messages from the claims mailbox that no submission took (never filed, or set aside: storage/messages/) that
 * arrived more than RETENTION_DAYS ago, with their attachments.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../storage/database/database";
import type { Eraser } from "../storage/desk-progress/desk-record";
import { createPasskeyChanges } from "../storage/desk-people/passkey-changes";
import { createClaimMessages } from "../storage/messages/claim-messages";
import { eraseSubmissions, LOG_NOT_EMPTIED } from "./erase";

export const RETENTION_REASON = "retention";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The service's first purge comes this long after it starts (sooner with a shorter interval): not during start-up. */
const FIRST_PURGE_DELAY_MS = 60_000;

/**
 * Erases what was closed before `now` less `retentionDays`, `by` the command line or the service; answers that
 * moment, what it erased, and how many open submissions were received before it.
 */
export function purge(db: Db, dataDir: string, retentionDays: number, by: Eraser, now = new Date()) {
  const closedBefore = new Date(now.getTime() - retentionDays * DAY_MS);
  const expired = db.prepare<[string], { reference: string }>(
    `SELECT reference FROM submissions JOIN submission_states AS states ON states.submission_id = submissions.id
     WHERE states.closed_at < ? ORDER BY submissions.id`,
  );
  const select = () => expired.all(closedBefore.toISOString()).map(({ reference }) => reference);
  // Before the erasure, which empties the write-ahead log of what they all removed.
  createPasskeyChanges(db).forgetMailed();
  const unfiledErased = createClaimMessages(db, dataDir).eraseUnfiled(closedBefore);
  const erased = eraseSubmissions(db, dataDir, select, RETENTION_REASON, by, now);
  const { count: openPastRetention } = db
    .prepare<[string], { count: number }>(
      `SELECT COUNT(*) AS count FROM submissions JOIN submission_states AS states ON states.submission_id = submissions.id
       WHERE states.closed_at IS NULL AND submissions.received_at < ?`,
    )
    .get(closedBefore.toISOString())!;
  return { closedBefore, openPastRetention, unfiledErased, ...erased };
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
      const { erased, logEmptied, openPastRetention, unfiledErased } = purge(db, dataDir, retentionDays, {
        actor: "service",
      });
      log.info(
        { purged: erased.length, openPastRetention, unfiledErased, retentionDays },
        "purged the submissions closed more than RETENTION_DAYS ago",
      );
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
