import type { ColumnsAdded } from "../database/table-upgrades";

/**
 * The claim packs sent to insurers (claim-packs.ts): one row a pack, made with the move to "With the insurer" it
 * came with (`version`, the move's). It keeps the insurer's name and addresses as they were when it went (the
 * insurer's details may change after), the documents enclosed by position, how they were split into e-mails under
 * CLAIM_PACK_MAX_BYTES (`parts`: each e-mail's documents, the cover sheet in the first), the officer's covering note,
 * where its cover sheet's PDF is, under the claim's own documents folder (erased with it), and how it went
 * (`delivery`): e-mailed, or downloaded by staff for an insurer that takes claims on a portal (no e-mail at all).
 */
export const CLAIM_PACK_TABLES = `
  CREATE TABLE IF NOT EXISTS claim_packs (
    id INTEGER PRIMARY KEY,
    submission_id INTEGER NOT NULL REFERENCES submissions (id),
    version INTEGER NOT NULL,
    insurer_id INTEGER REFERENCES insurers (id),
    insurer_name TEXT NOT NULL,
    recipients TEXT NOT NULL,
    documents TEXT NOT NULL,
    parts TEXT NOT NULL,
    covering_note TEXT NOT NULL,
    cover_sheet_path TEXT NOT NULL,
    cover_sheet_size INTEGER NOT NULL,
    cover_sheet_sha256 TEXT NOT NULL,
    staff_id INTEGER NOT NULL REFERENCES staff (id),
    made_at TEXT NOT NULL,
    delivery TEXT NOT NULL DEFAULT 'email' CHECK (delivery IN ('email', 'portal')),
    UNIQUE (submission_id, version)
  );`;

/** Columns added to the claim packs since they were first made, for databases made before them. */
export const CLAIM_PACK_COLUMNS_ADDED: ColumnsAdded = {
  claim_packs: { delivery: "TEXT NOT NULL DEFAULT 'email' CHECK (delivery IN ('email', 'portal'))" },
};

/**
 * The insurer's answers to a claim (insurer-answers.ts), recorded by staff: one row an answer, with the pack it
 * answers (none for a claim moved to "With the insurer" by hand) and the insurer's name as it was, its kind
 * (answer-kinds.ts), the day the insurer answered, what it said as the step it belongs to keeps it (`details`: the
 * step's own fields, amounts in kobo), the discharge voucher among the claim's documents (an offer's), and the
 * move it made (`version`; null for an answer that left the claim at its step, whose facts the customer's page
 * shows with that step's).
 */
export const INSURER_ANSWER_TABLES = `
  CREATE TABLE IF NOT EXISTS insurer_answers (
    id INTEGER PRIMARY KEY,
    submission_id INTEGER NOT NULL REFERENCES submissions (id),
    pack_id INTEGER REFERENCES claim_packs (id),
    insurer_name TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('acknowledged', 'query', 'adjuster', 'offer', 'paid', 'declined')),
    answered_on TEXT NOT NULL,
    details TEXT NOT NULL,
    document INTEGER,
    version INTEGER,
    staff_id INTEGER NOT NULL REFERENCES staff (id),
    recorded_at TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS insurer_answers_by_submission ON insurer_answers (submission_id);`;

/**
 * The insurer's clock on a claim (insurer-clock.ts). `claim_follow_ups`: each claim's follow-up date with its insurer
 * (a Lagos date), one row a claim, and what set it last: its sending (`sent`, the charter's days), an answer of the
 * insurer's (`answered`), staff (`staff`) or a chase (`chased`); the queue's "Chase today" reads it beside the
 * claim's step. `insurer_chases`: each reminder e-mailed to an insurer (outbox `chase-ID`), with the pack whose
 * thread it answers (none for a claim sent by hand or for a portal), to whom it went, the insurer's claim number and
 * the days since sending as it said them, and the follow-up date it moved on to.
 */
export const INSURER_CLOCK_TABLES = `
  CREATE TABLE IF NOT EXISTS claim_follow_ups (
    submission_id INTEGER PRIMARY KEY REFERENCES submissions (id),
    follow_up_on TEXT NOT NULL,
    set_by TEXT NOT NULL CHECK (set_by IN ('sent', 'answered', 'staff', 'chased')),
    staff_id INTEGER REFERENCES staff (id),
    set_at TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS insurer_chases (
    id INTEGER PRIMARY KEY,
    submission_id INTEGER NOT NULL REFERENCES submissions (id),
    pack_id INTEGER REFERENCES claim_packs (id),
    insurer_name TEXT NOT NULL,
    recipients TEXT NOT NULL,
    claim_number TEXT,
    days_with_insurer INTEGER NOT NULL,
    follow_up_on TEXT NOT NULL,
    staff_id INTEGER NOT NULL REFERENCES staff (id),
    chased_at TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS insurer_chases_by_submission ON insurer_chases (submission_id);`;
