/**
 * Every message about a submission (claim-messages.ts): read from the claims mailbox (`mailbox`, with where it was
 * found: the folder, its UIDVALIDITY and the message's UID), written by staff on the desk to the customer or the
 * insurer (`desk`), or by the customer on their claim page (`claim-page`). `sender` is a label only (a mailbox
 * message's From can be forged): the claim's customer, an insurer, someone else, or staff. A mailbox message no
 * submission was found for has no `submission_id` until staff file it ("Unfiled mail") or set it aside.
 * `message_id` is the RFC 5322 Message-ID, one row per id whatever folder or copy it came in; `opened_at` is when
 * staff first opened the submission after it came (the queue's "New message" until then).
 * Each attachment is kept under DATA_DIR/messages/ (message-files.ts) once it passed the checks every document
 * passes, or listed with why it was refused; one marked as a document the claim was waiting for is copied to the
 * claim's documents at `document_position`.
 * The service's own e-mails about a submission are remembered by their Message-ID (`sent_messages`), so that a
 * reply naming one in In-Reply-To or References finds its submission.
 */
export const MESSAGE_TABLES = `
  CREATE TABLE IF NOT EXISTS claim_messages (
    id INTEGER PRIMARY KEY,
    submission_id INTEGER REFERENCES submissions (id),
    channel TEXT NOT NULL CHECK (channel IN ('mailbox', 'desk', 'claim-page')),
    sender TEXT NOT NULL CHECK (sender IN ('customer', 'insurer', 'other', 'staff')),
    recipient TEXT CHECK (recipient IN ('customer', 'insurer')),
    staff_id INTEGER REFERENCES staff (id),
    from_address TEXT,
    from_name TEXT,
    recipients TEXT NOT NULL DEFAULT '[]',
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    quoted TEXT NOT NULL DEFAULT '',
    message_id TEXT NOT NULL UNIQUE,
    in_reply_to TEXT,
    refs TEXT NOT NULL DEFAULT '[]',
    folder TEXT,
    uid_validity TEXT,
    uid INTEGER,
    auto_reply INTEGER NOT NULL DEFAULT 0,
    left_out TEXT,
    written_at TEXT,
    arrived_at TEXT NOT NULL,
    opened_at TEXT,
    set_aside_at TEXT,
    set_aside_by INTEGER REFERENCES staff (id),
    UNIQUE (folder, uid_validity, uid),
    CHECK ((channel = 'mailbox') = (folder IS NOT NULL AND uid_validity IS NOT NULL AND uid IS NOT NULL)),
    CHECK ((channel = 'desk') = (sender = 'staff' AND staff_id IS NOT NULL AND recipient IS NOT NULL)),
    CHECK (channel = 'mailbox' OR submission_id IS NOT NULL)
  );
  CREATE INDEX IF NOT EXISTS claim_messages_by_submission ON claim_messages (submission_id);
  CREATE INDEX IF NOT EXISTS claim_messages_new ON claim_messages (submission_id)
    WHERE opened_at IS NULL AND sender <> 'staff';
  CREATE INDEX IF NOT EXISTS claim_messages_unfiled ON claim_messages (id)
    WHERE submission_id IS NULL AND set_aside_at IS NULL;
  CREATE TABLE IF NOT EXISTS message_attachments (
    id INTEGER PRIMARY KEY,
    claim_message_id INTEGER NOT NULL REFERENCES claim_messages (id),
    position INTEGER NOT NULL,
    original_name TEXT NOT NULL,
    media_type TEXT,
    size INTEGER,
    sha256 TEXT,
    stored_path TEXT,
    refused TEXT,
    document_position INTEGER,
    UNIQUE (claim_message_id, position),
    CHECK ((refused IS NULL) = (stored_path IS NOT NULL))
  );
  CREATE TABLE IF NOT EXISTS sent_messages (
    message_id TEXT PRIMARY KEY,
    submission_id INTEGER NOT NULL REFERENCES submissions (id),
    sent_at TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS sent_messages_by_submission ON sent_messages (submission_id);`;
