/**
 * The insurers the brokerage places business with, kept by staff on the desk (/desk/insurers): where a claim goes
 * (its claims addresses, one or more, as a JSON array) and the days its Service Charter gives it, to acknowledge a
 * claim (working days) and to make an offer (calendar days). A name is on the list once, whatever its case.
 */
export const INSURER_TABLES = `
  CREATE TABLE IF NOT EXISTS insurers (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE COLLATE NOCASE,
    claims_emails TEXT NOT NULL,
    phone TEXT NOT NULL,
    acknowledge_working_days INTEGER NOT NULL CHECK (acknowledge_working_days > 0),
    offer_days INTEGER NOT NULL CHECK (offer_days > 0),
    added_at TEXT NOT NULL,
    changed_at TEXT NOT NULL
  );`;
