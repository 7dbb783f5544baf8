/**
 * The insurers the brokerage places business with, kept by staff on the desk (/desk/insurers): where a claim goes
 * (its claims addresses, one or more, as a JSON array) and the days its Service Charter gives it, to acknowledge a
 * claim (working days) and to make an offer (calendar days). A name is on the list once, whatever its case.
 * `insurer_products`: the products (by their `id` in the site's products file) whose usual insurer each one is, so
 * that a claim on a product offers those insurers first. A product taken off the site leaves its rows, harmless.
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
  );
  CREATE TABLE IF NOT EXISTS insurer_products (
    insurer_id INTEGER NOT NULL REFERENCES insurers (id),
    product TEXT NOT NULL,
    PRIMARY KEY (insurer_id, product)
  ) WITHOUT ROWID;
  CREATE INDEX IF NOT EXISTS insurer_products_by_product ON insurer_products (product);`;
