/**
 * `submission_queue`, where each submission stands (queue-rows.ts): written with the submission and with each
 * change, in their transactions, deleted with it on erasure, and filled from the timelines for a database made
 * before it.
 */
import assert from "node:assert/strict";
import Database from "better-sqlite3";
import path from "node:path";
import { describe, it } from "node:test";
import { eraseSubmissions } from "../data-lifecycle/erase";
import { DATABASE_FILE, openDatabase, type Db } from "../storage/database/database";
import { createStaffStore } from "../storage/desk-people/staff";
import { createSubmissionProgress } from "../storage/desk-progress/submission-progress";
import { createSubmissionStore } from "../storage/submissions/submission-store";
import { OPERATOR, tempDir, validClaimFields, validQuote } from "./helpers";

const NOW = new Date("2026-11-26T12:00:00Z");
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

function withClaim() {
  const dataDir = tempDir("queue-table-");
  const db = openDatabase(dataDir);
  const store = createSubmissionStore(db, dataDir);
  const ada = createStaffStore(db).add("ada@cowryshield.com.ng", "Ada Okafor", NOW)!;
  const progress = createSubmissionProgress(db);
  const reference = store.save(
    "claim",
    { ...validClaimFields, fullName: "Ngozi  Eze-Bello", phone: "0809 111 2222" },
    [],
    NOW,
  );
  return { dataDir, db, store, ada, actor: { staffId: ada.id, address: "192.0.2.10" }, progress, reference };
}

const rowOf = (db: Db, reference: string) =>
  db
    .prepare(
      `SELECT kind, received_at, step, stepped_at, closed_at, owner_staff_id, version, search_text, phone
       FROM submission_queue WHERE submission_id = (SELECT id FROM submissions WHERE reference = ?)`,
    )
    .get(reference);

const allRows = (db: Db) => db.prepare("SELECT * FROM submission_queue ORDER BY submission_id").all();

describe("submission_queue", () => {
  it("gains a row with the submission: its first step, nobody's, version 0, and its search keys", () => {
    const { db, reference } = withClaim();
    assert.deepEqual(rowOf(db, reference), {
      kind: "claim",
      received_at: NOW.toISOString(),
      step: "received",
      stepped_at: null,
      closed_at: null,
      owner_staff_id: null,
      version: 0,
      search_text: `${reference.toLowerCase()} ngozieze-bello chinedu@example.com pol-2026-0042`,
      phone: "+2348091112222",
    });
  });

  it("follows each move, assignment and note, and a close and a reopening", () => {
    const { db, progress, reference, ada, actor } = withClaim();
    const row = () => {
      const { step, stepped_at, closed_at, owner_staff_id, version } = rowOf(db, reference) as Record<string, unknown>;
      return { step, stepped_at, closed_at, owner_staff_id, version };
    };
    assert.ok(progress.assign(reference, ada.id, 0, actor, later(1)).ok);
    assert.deepEqual(row(), {
      step: "received",
      stepped_at: null,
      closed_at: null,
      owner_staff_id: ada.id,
      version: 1,
    });
    assert.ok(progress.moveStep(reference, "in-review", {}, undefined, 1, actor, later(2)).ok);
    const inReview = { step: "in-review", stepped_at: later(2).toISOString(), closed_at: null, owner_staff_id: ada.id };
    assert.deepEqual(row(), { ...inReview, version: 2 });
    assert.ok(progress.addNote(reference, "Called the customer", 2, actor, later(3)).ok);
    assert.deepEqual(row(), { ...inReview, version: 3 });
    assert.ok(progress.moveStep(reference, "declined", { reason: "Not covered" }, undefined, 3, actor, later(4)).ok);
    const declinedAt = later(4).toISOString();
    assert.deepEqual(row(), {
      step: "declined",
      stepped_at: declinedAt,
      closed_at: declinedAt,
      owner_staff_id: ada.id,
      version: 4,
    });
    assert.ok(
      progress.moveStep(reference, "in-review", { reopenReason: "New evidence" }, undefined, 4, actor, later(5)).ok,
    );
    assert.deepEqual(row(), { ...inReview, stepped_at: later(5).toISOString(), version: 5 });
    assert.ok(progress.assign(reference, null, 5, actor, later(6)).ok);
    assert.deepEqual(row(), { ...inReview, stepped_at: later(5).toISOString(), owner_staff_id: null, version: 6 });
    // The view the purge and the desk's changes read says the same.
    assert.deepEqual(db.prepare("SELECT step, closed_at, owner_staff_id, version FROM submission_states").get(), {
      step: "in-review",
      closed_at: null,
      owner_staff_id: null,
      version: 6,
    });
  });

  it("is not changed by a refused change", () => {
    const { db, progress, reference, ada, actor } = withClaim();
    const before = rowOf(db, reference);
    assert.equal(progress.assign(reference, ada.id, 3, actor, later(1)).ok, false);
    assert.equal(progress.moveStep(reference, "settled", {}, undefined, 0, actor, later(1)).ok, false);
    assert.deepEqual(rowOf(db, reference), before);
  });

  it("loses the submission's row when it is erased", () => {
    const { db, dataDir, store, reference } = withClaim();
    const kept = store.save("quote", validQuote, [], NOW);
    eraseSubmissions(db, dataDir, () => [reference], "the person's request", OPERATOR);
    assert.equal(rowOf(db, reference), undefined);
    assert.notEqual(rowOf(db, kept), undefined);
    assert.equal((db.prepare("SELECT COUNT(*) AS count FROM submission_queue").get() as { count: number }).count, 1);
  });

  it("is filled from the timelines for a database made before it, and its closes set again where they are wrong", () => {
    const { dataDir, db, store, progress, reference, ada, actor } = withClaim();
    const quote = store.save("quote", { ...validQuote, phone: "+44 20 7946 0958" }, [], later(1));
    assert.ok(progress.moveStep(reference, "withdrawn", {}, undefined, 0, actor, later(2)).ok);
    assert.ok(progress.assign(quote, ada.id, 0, actor, later(3)).ok);
    assert.ok(progress.addNote(quote, "Wants a call back", 1, actor, later(4)).ok);
    const written = allRows(db);
    // As a version before the table left its database: no table, the view worked out from the timeline.
    db.exec("DROP VIEW submission_states; DROP TABLE submission_queue");
    db.close();

    const upgraded = openDatabase(dataDir);
    assert.deepEqual(allRows(upgraded), written);
    // A row whose close no longer matches its step (the steps that close one changed) is set again at start.
    upgraded.exec("UPDATE submission_queue SET closed_at = NULL");
    upgraded.close();
    const reopened = openDatabase(dataDir);
    assert.deepEqual(allRows(reopened), written);
    reopened.close();
  });

  it("is filled for a database from before the desk, whose submissions have no timeline", () => {
    const dataDir = tempDir("queue-table-earliest-");
    const earliest = new Database(path.join(dataDir, DATABASE_FILE));
    earliest.exec(`
      CREATE TABLE submissions (
        id INTEGER PRIMARY KEY, reference TEXT NOT NULL UNIQUE, kind TEXT NOT NULL CHECK (kind IN ('quote', 'claim')),
        received_at TEXT NOT NULL, fields TEXT NOT NULL
      );
      INSERT INTO submissions VALUES (7, 'QTE-2024-000003', 'quote', '2024-11-02T08:00:00.000Z',
        '{"name":"Musa Bello","email":"Musa@Example.com","phone":"2348091112222"}');
    `);
    earliest.close();
    const db = openDatabase(dataDir);
    assert.deepEqual(allRows(db), [
      {
        submission_id: 7,
        kind: "quote",
        received_at: "2024-11-02T08:00:00.000Z",
        step: "new",
        stepped_at: null,
        closed_at: null,
        owner_staff_id: null,
        version: 0,
        search_text: "qte-2024-000003 musabello musa@example.com ",
        phone: "+2348091112222",
      },
    ]);
    db.close();
  });
});
