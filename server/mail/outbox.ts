/**
 * Sends each stored submission's e-mails, after the visitor has had their answer on the screen: the receipt to
 * the visitor and the e-mail to staff, and later one for each move staff tell the customer of
 * (outbox-messages.ts). Entries live in the database's outbox table, one per e-mail, committed with the submission
 * or the move, so nothing is lost and nothing goes twice: a failed send is retried with a growing delay, and a
 * restarted service carries on where it stopped.
 *
 * Nothing here may end the process: an error is logged, the outbox pauses, and a later poll tries again.
 * An attempt is recorded before its send starts, so a disk that cannot take the record stops the send
 * instead of sending mail that would later be sent again. Rounds take a batch at a time; while the relay
 * is down the outbox waits as a whole and asks the relay (one connection) before sending again. A message
 * the relay refuses for good (5xx) is marked failed and left for staff (`npm run submissions -- outbox`).
 */
import type { Transporter } from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import type { MailDue, MailProgress, OutboxQueue } from "./outbox-queue";
import type { DkimSigning } from "./dkim";
import { messagesOf, type Composing } from "./outbox-messages";
import { RELAY_WITHOUT_TLS } from "./relay-transport";
import { classifySendFailure, failureReason } from "./send-failure";

interface Options extends Composing {
  queue: OutboxQueue;
  transporter: Pick<Transporter, "sendMail" | "verify" | "close">;
  /** Messages sent at once: the pooled transport's connections. */
  concurrency: number;
  /** Every message signed so, when a DKIM key is configured (dkim.ts). */
  dkim?: DkimSigning;
  log: FastifyBaseLogger;
  /** The first retry's delay; each further one doubles it, up to an hour. */
  retryBaseMs: number;
  /** How often to look for retries that have come due. */
  pollMs: number;
}

const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;
/** While the relay is down it is asked again at least this often, so mail resumes soon after it is back. */
const MAX_RELAY_PROBE_DELAY_MS = 5 * 60 * 1000;
/** Due entries read per batch: a backlog is never loaded whole. */
export const BATCH_SIZE = 100;

export const CANNOT_RECORD = "the outbox cannot write to the database; mail is paused";

export function retryDelay(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** (attempts - 1), MAX_RETRY_DELAY_MS);
}

export function createOutbox(options: Options) {
  const { queue, transporter, concurrency, from, dkim, log, retryBaseMs, pollMs } = options;
  let running: Promise<void> | undefined;
  let again = false;
  let databaseFailing = false;
  // "unknown" until a send or a probe says otherwise: the first message then goes alone.
  let relay: "unknown" | "up" | "down" = "unknown";
  let relayProbes = 0;
  let pausedUntil = 0;
  // Set on shutdown: whatever a send in flight answers afterwards is not recorded, so it is sent on the next start.
  let abandoned = false;
  // Sent, but the database refused the record: never sent again while this process lives.
  const sentUnrecorded = new Map<number, { progress: MailProgress; done: boolean; messageId: string }>();

  /** Runs a database write; on failure logs once per episode, pauses, and answers false so the round stops. */
  function recorded(write: () => void): boolean {
    if (abandoned) return false;
    try {
      write();
    } catch (error) {
      if (!databaseFailing) log.error({ err: error }, CANNOT_RECORD);
      databaseFailing = true;
      pausedUntil = Date.now() + retryBaseMs;
      return false;
    }
    if (databaseFailing) log.info("the outbox can write to the database again");
    databaseFailing = false;
    return true;
  }

  function relayDown(error: unknown) {
    if (relay !== "down") {
      // A relay that will not start TLS is no outage: it is refused, until it offers TLS or SMTP_URL changes.
      const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
      if (code === "ETLS") {
        // nodemailer's own words ("Error upgrading connection with STARTTLS"), then the relay's answer.
        const answer = failureReason(error);
        log.error({ reason: answer === message ? answer : `${String(message)}: ${answer}` }, RELAY_WITHOUT_TLS);
      } else {
        log.warn({ reason: failureReason(error) }, "mail relay is down");
      }
    }
    relay = "down";
    relayProbes += 1;
    pausedUntil = Date.now() + Math.min(retryDelay(relayProbes, retryBaseMs), MAX_RELAY_PROBE_DELAY_MS);
  }

  function relayUp() {
    if (relay === "down") log.info("mail relay is back");
    relay = "up";
    relayProbes = 0;
  }

  /** Sends one entry's remaining parts in order; answers false when the round must stop (relay down, database failing). */
  async function send(entry: MailDue, nextAttemptAt: Date): Promise<boolean> {
    const { id, attempts, message } = entry;
    // A person on the desk's e-mail is logged by its message alone: their address stays out of the log.
    const reference = "submission" in entry ? entry.submission.reference : undefined;
    for (const { mail, part, parts, progressAfter } of messagesOf(entry, options)) {
      try {
        await transporter.sendMail({ from, ...mail, ...(dkim && { dkim }) });
      } catch (error) {
        if (abandoned) return false;
        const reason = failureReason(error);
        const failure = classifySendFailure(error);
        if (failure === "relay") {
          relayDown(error);
          // Not this message's fault: it is due again as soon as the relay is back.
          recorded(() => queue.markMailFailed(id, new Date(), reason));
          return false;
        }
        // The relay answered, so it is up: the rest of the batch need not go one at a time.
        relayUp();
        if (failure === "refused") {
          log.error(
            { reference, message, part, parts, reason },
            "the relay refused the e-mail; it will not be retried",
          );
          return recorded(() => queue.markMailRefused(id, `part ${part} of ${parts}: ${reason}`));
        }
        log.warn({ reference, message, part, parts, attempts: attempts + 1, nextAttemptAt }, "e-mail failed");
        return recorded(() => queue.markMailFailed(id, nextAttemptAt, reason));
      }
      if (abandoned) return false;
      relayUp();
      const done = part === parts;
      log.info(
        { reference, part, parts },
        message !== "staff" ? `${message} e-mailed` : done ? "submission e-mailed" : "part of a submission e-mailed",
      );
      if (!recorded(() => queue.markMailPartSent(id, progressAfter, done, mail.messageId))) {
        sentUnrecorded.set(id, { progress: progressAfter, done, messageId: mail.messageId });
        return false;
      }
    }
    return true;
  }

  /**
   * Sends a batch `concurrency` at a time, each group's attempts recorded together before it goes; until
   * the relay has taken a message, one goes alone, so a relay that is down costs one connection.
   * Answers false when it stopped early.
   */
  async function sendBatch(batch: readonly MailDue[]): Promise<boolean> {
    for (let start = 0; start < batch.length;) {
      const group = batch.slice(start, (start += relay === "up" ? concurrency : 1));
      const attempts = group.map(({ id, attempts }) => ({
        id,
        nextAttemptAt: new Date(Date.now() + retryDelay(attempts + 1, retryBaseMs)),
      }));
      if (!recorded(() => queue.markMailAttempted(attempts))) return false;
      const sent = await Promise.all(group.map((entry, index) => send(entry, attempts[index]!.nextAttemptAt)));
      if (sent.includes(false)) return false;
    }
    return true;
  }

  async function sendDue() {
    if (abandoned || Date.now() < pausedUntil) return;
    for (const [id, { progress, done, messageId }] of sentUnrecorded) {
      if (!recorded(() => queue.markMailPartSent(id, progress, done, messageId))) return;
      sentUnrecorded.delete(id);
    }
    if (relay === "down") {
      try {
        await transporter.verify();
      } catch (error) {
        if (!abandoned) relayDown(error);
        return;
      }
      if (abandoned) return;
      relayUp();
    }
    while (!abandoned) {
      const batch = queue.mailDue(new Date(), BATCH_SIZE).filter(({ id }) => !sentUnrecorded.has(id));
      if (batch.length === 0) return;
      if (!(await sendBatch(batch))) return;
      if (batch.length < BATCH_SIZE) return;
      // Let requests in between batches of a long backlog.
      await new Promise((resolve) => setImmediate(resolve));
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
    /**
     * Stops at once, without waiting for the round in flight (a relay that hangs would hold it for
     * minutes): sends in flight are left unrecorded, attempted again after a restart.
     */
    abandon() {
      abandoned = true;
      clearInterval(timer);
      transporter.close();
    },
  };
}
