/**
 * Sends each stored submission to staff by e-mail, after the visitor has had their acknowledgement.
 * Entries live in the database's outbox table, committed with the submission, so nothing is lost: a
 * failed send is retried with a growing delay, and a restarted service carries on where it stopped.
 *
 * Nothing here may end the process: an error is logged, the outbox pauses, and the next poll tries again.
 * An attempt is recorded before its send starts, so a disk that cannot take the record stops the send
 * instead of sending mail that would later be sent again.
 */
import type { Transporter } from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import type { SubmissionStore } from "../storage/submission-store";
import { mailFor, type Recipients } from "./message";

interface Options {
  store: SubmissionStore;
  transporter: Pick<Transporter, "sendMail">;
  from: string;
  recipients: Recipients;
  dataDir: string;
  log: FastifyBaseLogger;
  /** The first retry's delay; each further one doubles it, up to an hour. */
  retryBaseMs: number;
  /** How often to look for retries that have come due. */
  pollMs: number;
}

const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

export const CANNOT_RECORD = "the outbox cannot write to the database; mail is paused";

export function retryDelay(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** (attempts - 1), MAX_RETRY_DELAY_MS);
}

export function createOutbox({ store, transporter, from, recipients, dataDir, log, retryBaseMs, pollMs }: Options) {
  let running: Promise<void> | undefined;
  let again = false;
  let databaseFailing = false;
  // Sent, but the database refused the record: never sent again while this process lives.
  const sentUnrecorded = new Set<number>();

  /** Runs a database write; on failure logs once per episode and answers false, so the round stops. */
  function recorded(write: () => void): boolean {
    try {
      write();
    } catch (error) {
      if (!databaseFailing) log.error({ err: error }, CANNOT_RECORD);
      databaseFailing = true;
      return false;
    }
    if (databaseFailing) log.info("the outbox can write to the database again");
    databaseFailing = false;
    return true;
  }

  async function sendDue() {
    for (const id of sentUnrecorded) {
      if (!recorded(() => store.markMailSent(id))) return;
      sentUnrecorded.delete(id);
    }
    for (const { id, attempts, submission } of store.mailDue()) {
      if (sentUnrecorded.has(id)) continue;
      const nextAttemptAt = new Date(Date.now() + retryDelay(attempts + 1, retryBaseMs));
      if (!recorded(() => store.markMailAttempted(id, nextAttemptAt))) return;
      try {
        await transporter.sendMail({ from, ...mailFor(submission, recipients, dataDir) });
      } catch (error) {
        log.warn({ reference: submission.reference, attempts: attempts + 1, nextAttemptAt }, "e-mail failed");
        if (!recorded(() => store.markMailFailed(id, nextAttemptAt, (error as Error).message))) return;
        continue;
      }
      log.info({ reference: submission.reference }, "submission e-mailed");
      if (!recorded(() => store.markMailSent(id))) {
        sentUnrecorded.add(id);
        return;
      }
    }
  }

  async function rounds() {
    do {
      again = false;
      try {
        await sendDue();
      } catch (error) {
        log.error({ err: error }, "the outbox round failed");
      }
    } while (again);
  }

  /** Sends whatever is due; calls made while a round runs start one more round after it. Never rejects. */
  function deliver(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = rounds().finally(() => {
      running = undefined;
    });
    return running;
  }

  const timer = setInterval(() => void deliver(), pollMs);
  timer.unref();

  return {
    deliver,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
