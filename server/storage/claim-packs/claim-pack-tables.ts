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
