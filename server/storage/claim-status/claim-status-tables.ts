/**
 * The customer's claim status page's tables (server/claim-status/): the lookups made at /claims/status/, the links
 * e-mailed on a match, and the sessions a link opens. Tokens are kept as their SHA-256; a link's token is also kept
 * in clear in `mail_token` only until its e-mail has gone (the outbox composes each e-mail when it sends it), and
 * the trigger forgets it then. Erasing a claim deletes its links and sessions with it (ON DELETE CASCADE).
 */
import { statusLinkMessages } from "./status-link-message";

export const CLAIM_STATUS_TABLES = `
  -- A reference's hash and when it was looked up, whether or not it matched: the write every lookup makes, so that a
  -- miss takes as long as a match, which writes its link; kept an hour.
  CREATE TABLE IF NOT EXISTS status_lookups (
    id INTEGER PRIMARY KEY,
    reference_sha256 TEXT NOT NULL,
    at TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS status_lookups_by_reference ON status_lookups (reference_sha256, at);
  CREATE TABLE IF NOT EXISTS status_links (
    id INTEGER PRIMARY KEY,
    token_sha256 TEXT NOT NULL UNIQUE,
    submission_id INTEGER NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    used_at TEXT,
    mail_token TEXT
  );
  -- What the hourly cap on a claim's links counts.
  CREATE INDEX IF NOT EXISTS status_links_by_claim ON status_links (submission_id, created_at);
  CREATE TABLE IF NOT EXISTS claim_sessions (
    token_sha256 TEXT PRIMARY KEY,
    submission_id INTEGER NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
    created_at TEXT NOT NULL,
    last_seen_at TEXT NOT NULL
  );
  CREATE TRIGGER IF NOT EXISTS status_link_mail_done AFTER UPDATE OF sent_at, failed_at ON outbox
  WHEN NEW.message LIKE '${statusLinkMessages.prefix}%' AND (NEW.sent_at IS NOT NULL OR NEW.failed_at IS NOT NULL)
  BEGIN
    UPDATE status_links SET mail_token = NULL
    WHERE id = CAST(substr(NEW.message, ${statusLinkMessages.prefix.length + 1}) AS INTEGER);
  END;
`;
