/**
 * Sends each stored submission to staff by e-mail, after the visitor has had their acknowledgement.
 * Entries live in the database's outbox table, committed with the submission, so nothing is lost: a
 * failed send is retried with a growing delay, and a restarted service carries on where it stopped.
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

export function retryDelay(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** (attempts - 1), MAX_RETRY_DELAY_MS);
}

export function createOutbox({ store, transporter, from, recipients, dataDir, log, retryBaseMs, pollMs }: Options) {
  let running: Promise<void> | undefined;
  let again = false;

  async function sendDue() {
    do {
      again = false;
      for (const { id, attempts, submission } of store.mailDue()) {
        try {
          await transporter.sendMail({ from, ...mailFor(submission, recipients, dataDir) });
          store.markMailSent(id);
          log.info({ reference: submission.reference }, "submission e-mailed");
        } catch (error) {
          const nextAttemptAt = new Date(Date.now() + retryDelay(attempts + 1, retryBaseMs));
          store.markMailFailed(id, nextAttemptAt, (error as Error).message);
          log.warn({ reference: submission.reference, attempts: attempts + 1, nextAttemptAt }, "e-mail failed");
        }
      }
    } while (again);
  }

  /** Sends whatever is due; calls made while a round runs start one more round after it. */
  function deliver(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = sendDue().finally(() => {
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
