/**
 * Writing and reading the desk's record (record-table.ts): the desk's pages call `viewed` and `documentOpened`,
 * the sign-in route `signedIn`, the submission's progress (submission-progress.ts) `changed` in the same
 * transaction as the change, erasure `erased`, and a document from the customer's claim page (customer-documents.ts)
 * `customerSent` in the transaction that stores it. Nothing here takes what a customer wrote.
 */
import type { Db } from "./database";

/** A person on the desk, and the address their request came from. */
export interface DeskActor {
  staffId: number;
  address: string;
}

/** Who erased: the command line (naming the person with `--by`, when given) or the service's retention purge. */
export type Eraser = { actor: "command line"; staffId?: number } | { actor: "service" };

export type RecordAction = "signed in" | "viewed" | "opened a document" | "changed" | "erased" | "sent a document";

export interface RecordEntry {
  at: string;
  actor: "desk" | "command line" | "service" | "customer";
  staffId: number | null;
  action: RecordAction;
  reference: string | null;
  /** The document's position in its submission, from 0. */
  document: number | null;
  what: string | null;
  address: string | null;
}

export type DeskRecord = ReturnType<typeof createDeskRecord>;

export function createDeskRecord(db: Db) {
  const insert = db.prepare<
    [
      string,
      RecordEntry["actor"],
      number | null,
      RecordAction,
      string | null,
      number | null,
      string | null,
      string | null,
    ]
  >(
    `INSERT INTO desk_record (at, actor, staff_id, action, reference, document, what, address)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const entries = db.prepare<{ since: string | null; reference: string | null }, RecordEntry>(
    `SELECT at, actor, staff_id AS staffId, action, reference, document, what, address FROM desk_record
     WHERE (:since IS NULL OR at >= :since) AND (:reference IS NULL OR reference = :reference)
     ORDER BY id`,
  );

  const onDesk = (
    { staffId, address }: DeskActor,
    action: RecordAction,
    now: Date,
    { reference = null, document = null, what = null }: Partial<Pick<RecordEntry, "reference" | "document" | "what">>,
  ) => insert.run(now.toISOString(), "desk", staffId, action, reference, document, what, address);

  return {
    signedIn: (by: DeskActor, now: Date) => onDesk(by, "signed in", now, {}),
    /** A submission's page was shown. */
    viewed: (reference: string, by: DeskActor, now: Date) => onDesk(by, "viewed", now, { reference }),
    /** A document was opened or downloaded: its position in the submission, from 0. */
    documentOpened: (reference: string, document: number, by: DeskActor, now: Date) =>
      onDesk(by, "opened a document", now, { reference, document }),
    /** `what`: the service's words for the change ("moved to Settled"), never what staff or the customer wrote. */
    changed: (reference: string, what: string, by: DeskActor, now: Date) =>
      onDesk(by, "changed", now, { reference, what }),
    /** `reason`: the erasure's, checked to name nobody (data-lifecycle/erase.ts). */
    erased(reference: string, reason: string, by: Eraser, now: Date) {
      const staffId = by.actor === "command line" ? (by.staffId ?? null) : null;
      insert.run(now.toISOString(), by.actor, staffId, "erased", reference, null, reason, null);
    },
    /** The customer sent a document asked for (`askedFor`, the desk's own words for it) from their claim's page. */
    customerSent(reference: string, document: number, askedFor: string, now: Date) {
      insert.run(now.toISOString(), "customer", null, "sent a document", reference, document, `sent ${askedFor}`, null);
    },
    /** In the order written; `since` an instant (ISO 8601). */
    entries: ({ since, reference }: { since?: string; reference?: string } = {}) =>
      entries.all({ since: since ?? null, reference: reference ?? null }),
  };
}
