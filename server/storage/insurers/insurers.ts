/**
 * The insurers on the desk (insurer-tables.ts): listed by name, read one by one, added and changed by staff, each
 * with the products whose usual insurer it is, and offered for a claim on a product with its usual insurers first.
 * The desk's record of each change is the caller's, in the same transaction (insurer-changes.ts).
 */
import type Database from "better-sqlite3";

/** The days a Service Charter gives when staff have not said otherwise: 2 working days to acknowledge, 30 to offer. */
export const CHARTER_DEFAULTS = { acknowledgeWorkingDays: 2, offerDays: 30 } as const;

export interface InsurerDetails {
  name: string;
  /** Where a claim pack goes: one address or more, the first the main one. */
  claimsEmails: string[];
  phone: string;
  acknowledgeWorkingDays: number;
  offerDays: number;
}

export interface Insurer extends InsurerDetails {
  id: number;
  addedAt: string;
  changedAt: string;
}

interface InsurerRow {
  id: number;
  name: string;
  claims_emails: string;
  phone: string;
  acknowledge_working_days: number;
  offer_days: number;
  added_at: string;
  changed_at: string;
}

const insurerOf = (row: InsurerRow): Insurer => ({
  id: row.id,
  name: row.name,
  claimsEmails: JSON.parse(row.claims_emails) as string[],
  phone: row.phone,
  acknowledgeWorkingDays: row.acknowledge_working_days,
  offerDays: row.offer_days,
  addedAt: row.added_at,
  changedAt: row.changed_at,
});

type Columns = Omit<InsurerRow, "id" | "added_at" | "changed_at"> & { at: string };

const columnsOf = (details: InsurerDetails, now: Date): Columns => ({
  name: details.name,
  claims_emails: JSON.stringify(details.claimsEmails),
  phone: details.phone,
  acknowledge_working_days: details.acknowledgeWorkingDays,
  offer_days: details.offerDays,
  at: now.toISOString(),
});

/** An insurer offered for a claim on some products: `usual` when it is the usual insurer of one of them. */
export interface InsurerChoice extends Insurer {
  usual: boolean;
}

/** What `setProducts` did: the products it became the usual insurer of, and those it no longer is. */
export interface ProductsChanged {
  added: string[];
  removed: string[];
}

export type Insurers = ReturnType<typeof createInsurers>;

export function createInsurers(db: Database.Database) {
  const all = db.prepare<[], InsurerRow>("SELECT * FROM insurers ORDER BY name COLLATE NOCASE");
  const byId = db.prepare<[number], InsurerRow>("SELECT * FROM insurers WHERE id = ?");
  const byName = db.prepare<[string], InsurerRow>("SELECT * FROM insurers WHERE name = ?");
  const insert = db.prepare<Columns>(
    `INSERT INTO insurers (name, claims_emails, phone, acknowledge_working_days, offer_days, added_at, changed_at)
     VALUES (:name, :claims_emails, :phone, :acknowledge_working_days, :offer_days, :at, :at)`,
  );
  const update = db.prepare<Columns & { id: number }>(
    `UPDATE insurers SET name = :name, claims_emails = :claims_emails, phone = :phone,
       acknowledge_working_days = :acknowledge_working_days, offer_days = :offer_days, changed_at = :at
     WHERE id = :id`,
  );
  const productsOf = db.prepare<[number], { product: string }>(
    "SELECT product FROM insurer_products WHERE insurer_id = ? ORDER BY product",
  );
  const usualFor = db.prepare<[string], { insurer_id: number }>(
    "SELECT insurer_id FROM insurer_products WHERE product IN (SELECT value FROM json_each(?))",
  );
  const link = db.prepare<[number, string]>("INSERT INTO insurer_products (insurer_id, product) VALUES (?, ?)");
  const unlink = db.prepare<[number, string]>("DELETE FROM insurer_products WHERE insurer_id = ? AND product = ?");
  return {
    /** Every insurer, by name. */
    list: (): Insurer[] => all.all().map(insurerOf),
    byId: (id: number): Insurer | undefined => {
      const row = byId.get(id);
      return row && insurerOf(row);
    },
    /** Adds an insurer; "name taken" when one of that name (any case) is on the list. */
    add(details: InsurerDetails, now = new Date()): Insurer | "name taken" {
      if (byName.get(details.name)) return "name taken";
      const { lastInsertRowid } = insert.run(columnsOf(details, now));
      return this.byId(Number(lastInsertRowid))!;
    },
    /** Changes an insurer's details; "name taken" when another insurer has the new name, "unknown" for no such id. */
    change(id: number, details: InsurerDetails, now = new Date()): Insurer | "name taken" | "unknown" {
      if (!byId.get(id)) return "unknown";
      const other = byName.get(details.name);
      if (other && other.id !== id) return "name taken";
      update.run({ ...columnsOf(details, now), id });
      return this.byId(id)!;
    },
    /** The keys of the products whose usual insurer it is (each product's `id` in the products file), sorted. */
    productsOf: (id: number): string[] => productsOf.all(id).map(({ product }) => product),
    /**
     * Makes it the usual insurer of the `ticked` products among those `offered` (the products file's, as the form
     * showed them), and of no other offered one; a product the form did not offer keeps its row as it was.
     */
    setProducts(id: number, ticked: readonly string[], offered: readonly string[]): ProductsChanged {
      const had = new Set(this.productsOf(id));
      const wanted = new Set(ticked.filter((product) => offered.includes(product)));
      const added = offered.filter((product) => wanted.has(product) && !had.has(product));
      const removed = offered.filter((product) => !wanted.has(product) && had.has(product));
      added.forEach((product) => link.run(id, product));
      removed.forEach((product) => unlink.run(id, product));
      return { added, removed };
    },
    /**
     * The insurers to offer for a claim on these products (their keys): the usual insurers of any of them first,
     * then the rest, each group by name.
     */
    forProducts(products: readonly string[]): InsurerChoice[] {
      const usual = new Set(usualFor.all(JSON.stringify(products)).map((row) => row.insurer_id));
      const choices = all.all().map((row) => ({ ...insurerOf(row), usual: usual.has(row.id) }));
      return [...choices.filter((choice) => choice.usual), ...choices.filter((choice) => !choice.usual)];
    },
  };
}
