/**
 * The claim packs sent to insurers (claim-packs.ts): one row a pack, made with the move to "With the insurer" it
 * came with (`version`, the move's). It keeps the insurer's name and addresses as they were when it went (the
 * insurer's details may change after), the documents enclosed by position, how they were split into e-mails under
 * CLAIM_PACK_MAX_BYTES (`parts`: each e-mail's documents, the cover sheet in the first), the officer's covering note,
 * and where its cover sheet's PDF is, under the claim's own documents folder (erased with it).
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
    UNIQUE (submission_id, version)
  );`;

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
