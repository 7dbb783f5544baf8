/**
 * The customer's way to their claim's status page: a lookup by reference and e-mail address, and on a match a link
 * e-mailed through the outbox, usable once within 24 hours. Every lookup does the same work, a match or not: a new
 * token is made, the lookup is recorded and committed (one write, one sync to disk), so neither what it answers nor
 * how long it takes tells whether the reference and the address belong together. Only a match also writes the
 * link and its e-mail, in that same transaction, up to STATUS_LINKS_PER_HOUR of one claim: a match past them is
 * answered alike and sends nothing new. Only links e-mailed count, so lookups with a wrong address, however many,
 * never keep the owner's link from going; and a guessed address gains its guesser nothing, since the link goes to
 * the claim's own address.
 */
import type { Db } from "../database/database";
import { mailboxKey } from "../outbox/mailbox-key";
import { newToken, tokenHash } from "../tokens/secret-tokens";
import { statusLinkMessages } from "./status-link-message";
import { writeTransaction } from "../database/write-transaction";

export const STATUS_LINK_HOURS = 24;

/** Links e-mailed for one claim within LINKS_WINDOW_MS: a customer asking again, never an inbox flooded. */
export const STATUS_LINKS_PER_HOUR = 5;
const LINKS_WINDOW_MS = 60 * 60_000;

/** What a link opens while it can still be used, or "not usable" whether used or expired: all one to its holder. */
export type StatusLinkState = { submissionId: number } | "not usable";

/** A reference as typed: trimmed, any case. */
const normalReference = (reference: string) => reference.trim().toUpperCase();
/** An address as the claim form keeps it, compared without regard to case or surrounding spaces. */
const normalAddress = (address: string) => address.trim().toLowerCase();

export type StatusLinks = ReturnType<typeof createStatusLinks>;

/** `queueMail`: whether e-mail goes out at all (SMTP_URL); without it no link is made, since none could arrive. */
export function createStatusLinks(db: Db, { queueMail }: { queueMail: boolean }) {
  const recordLookup = db.prepare<[string, string]>("INSERT INTO status_lookups (reference_sha256, at) VALUES (?, ?)");
  const forgetLookups = db.prepare<[string]>("DELETE FROM status_lookups WHERE at <= ?");
  const linksSince = db.prepare<[number, string], { count: number }>(
    "SELECT COUNT(*) AS count FROM status_links WHERE submission_id = ? AND created_at > ?",
  );
  const claimOf = db.prepare<[string], { id: number; fields: string }>(
    "SELECT id, fields FROM submissions WHERE reference = ? AND kind = 'claim'",
  );
  const insertLink = db.prepare<[string, number, string, string, string]>(
    `INSERT INTO status_links (token_sha256, submission_id, created_at, expires_at, mail_token)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const queue = db.prepare<[number, string, string, string]>(
    "INSERT INTO outbox (submission_id, message, recipient, next_attempt_at) VALUES (?, ?, ?, ?)",
  );
  const usable = db.prepare<[string, string], { submission_id: number }>(
    "SELECT submission_id FROM status_links WHERE token_sha256 = ? AND used_at IS NULL AND expires_at > ?",
  );
  const markUsed = db.prepare<[string, string, string], { submission_id: number }>(
    `UPDATE status_links SET used_at = ? WHERE token_sha256 = ? AND used_at IS NULL AND expires_at > ?
     RETURNING submission_id`,
  );
  const claimOfLink = db.prepare<[string], { submission_id: number }>(
    "SELECT submission_id FROM status_links WHERE token_sha256 = ?",
  );
  const mailTokenOf = db.prepare<[number], { mail_token: string | null }>(
    "SELECT mail_token FROM status_links WHERE id = ?",
  );

  const lookUp = writeTransaction(db, (reference: string, address: string, now: Date, token: string) => {
    const at = now.toISOString();
    const windowStart = new Date(now.getTime() - LINKS_WINDOW_MS).toISOString();
    // The write a miss makes as a match does; kept for the window, then forgotten.
    forgetLookups.run(windowStart);
    recordLookup.run(tokenHash(reference), at);
    const claim = claimOf.get(reference);
    const claimAddress = claim && (JSON.parse(claim.fields) as { email?: unknown }).email;
    const matches = typeof claimAddress === "string" && normalAddress(claimAddress) === address;
    if (matches && queueMail && linksSince.get(claim!.id, windowStart)!.count < STATUS_LINKS_PER_HOUR) {
      const expires = new Date(now.getTime() + STATUS_LINK_HOURS * 3_600_000).toISOString();
      const link = insertLink.run(tokenHash(token), claim!.id, at, expires, token);
      queue.run(claim!.id, statusLinkMessages.nameFor(link.lastInsertRowid), mailboxKey(address), at);
    }
  });

  return {
    /** Looks the claim up and, on a match under the claim's hourly links, queues its link's e-mail; tells nothing. */
    lookUp(reference: string, address: string, now = new Date()): void {
      lookUp(normalReference(reference), normalAddress(address), now, newToken());
    },
    /** The claim a link opens while it can still be used; opening it does not spend it. */
    check(token: string, now = new Date()): StatusLinkState {
      const row = usable.get(tokenHash(token), now.toISOString());
      return row ? { submissionId: row.submission_id } : "not usable";
    },
    /** The claim a link was made for, used or expired as well: undefined for a token no link has. */
    claimOf(token: string): number | undefined {
      return claimOfLink.get(tokenHash(token))?.submission_id;
    },
    /** Spends a link: the claim it opens, or undefined when it had been spent or had expired. */
    use(token: string, now = new Date()): number | undefined {
      const iso = now.toISOString();
      return markUsed.get(iso, tokenHash(token), iso)?.submission_id;
    },
    /** The token of a link whose e-mail has yet to go, for the outbox to write into it. */
    mailToken(linkId: number): string | undefined {
      return mailTokenOf.get(linkId)?.mail_token ?? undefined;
    },
  };
}
