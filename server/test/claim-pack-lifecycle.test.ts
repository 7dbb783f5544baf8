/**
 * Claim packs through backup, restore, export-person and erasure: the cover sheet's file goes into the backup and
 * comes back checked (a database naming one at another path, or one not listed, refused), is copied for the person
 * with the pack in their submissions.json, and is gone with the pack's row and its e-mail once the claim is erased.
 */
import assert from "node:assert/strict";
import Database from "better-sqlite3";
import fs from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { readCompany } from "../mail/brokerage";
import { coverSheetPdf } from "../desk/cover-sheet";
import { backup } from "../data-lifecycle/backup";
import { erase } from "../data-lifecycle/erase";
import { exportPerson } from "../data-lifecycle/person";
import { restore } from "../data-lifecycle/restore";
import { sha256Of } from "../data-lifecycle/files";
import { coverSheetFile, createClaimPacks, readClaimPacks } from "../storage/claim-packs/claim-packs";
import { openDatabase } from "../storage/database/database";
import { createStaffStore } from "../storage/desk-people/staff";
import { createSubmissionProgress } from "../storage/desk-progress/submission-progress";
import { createInsurers } from "../storage/insurers/insurers";
import { createSubmissionStore } from "../storage/submissions/submission-store";
import { pdfBytes, storeClaim, tempDir, validClaimFields } from "./helpers";

const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 9, minute));

describe("A claim pack's data", () => {
  it("is backed up and restored, exported for the person, and erased with the claim, its cover sheet too", async () => {
    const dataDir = tempDir("pack-data-");
    const db = openDatabase(dataDir);
    const store = createSubmissionStore(db, dataDir);
    const ada = createStaffStore(db).add("ada@cowryshield.com.ng", "Ada Okafor", at(0))!;
    const insurer = createInsurers(db).add({
      name: "Leadway Assurance",
      claimsEmails: ["claims@leadway.example"],
      phone: "+2341280000",
      acknowledgeWorkingDays: 2,
      offerDays: 30,
    });
    assert.ok(typeof insurer === "object");
    const reference = storeClaim(store, dataDir, [{ name: "report.pdf", bytes: pdfBytes }], at(1));
    const progress = createSubmissionProgress(db);
    const onDesk = { staffId: ada.id, address: "192.0.2.10" };
    assert.ok(progress.moveStep(reference, "in-review", {}, {}, 0, onDesk, at(2)).ok);
    const coverSheet = await coverSheetPdf({
      brokerage: readCompany("data/company.json"),
      submission: store.byReference(reference)!,
      insurerName: insurer.name,
      enclosed: [0],
      officer: ada,
      coveringNote: "Please register the claim.",
      madeAt: at(3),
    });
    const pack = { insurer, documents: [0], parts: [[0]], coveringNote: "Please register the claim.", coverSheet };
    const sent = createClaimPacks(db, dataDir, progress).send(
      reference,
      { ...pack, tellCustomer: false, delivery: "email" },
      1,
      onDesk,
      at(3),
    );
    assert.ok(sent.ok);
    const [stored] = readClaimPacks(db).of(reference);
    assert.equal(stored!.coverSheetPath, `${reference}/cover-sheet-2.pdf`);
    const file = coverSheetFile(dataDir, stored!.coverSheetPath);
    assert.ok(fs.readFileSync(file).equals(coverSheet));

    const backupDir = tempDir("pack-backup-");
    await backup(db, dataDir, backupDir);
    assert.match(
      fs.readFileSync(path.join(backupDir, "SHA256SUMS"), "utf8"),
      new RegExp(`  documents/${reference}/cover-sheet-2\\.pdf\\n`),
    );
    const restoredDir = path.join(tempDir("pack-restored-"), "data");
    await restore(backupDir, restoredDir);
    assert.ok(fs.readFileSync(coverSheetFile(restoredDir, stored!.coverSheetPath)).equals(coverSheet));
    const restored = openDatabase(restoredDir);
    assert.deepEqual(readClaimPacks(restored).of(reference), readClaimPacks(db).of(reference));
    restored.close();

    // A backup whose database names a cover sheet elsewhere, or one the manifest does not list, is refused, even
    // with its sums brought up to date, before anything is copied.
    for (const [sql, message] of [
      [
        "UPDATE claim_packs SET cover_sheet_path = '../../escaped.pdf'",
        `submissions.sqlite's cover sheet "../../escaped.pdf" is not a path the service writes for its claim`,
      ],
      [
        "UPDATE claim_packs SET version = 3",
        `submissions.sqlite's cover sheet "${reference}/cover-sheet-2.pdf" is not a path the service writes for its claim`,
      ],
      [
        `UPDATE claim_packs SET cover_sheet_path = '${reference}/cover-sheet-3.pdf', version = 3`,
        `submissions.sqlite's cover sheet "${reference}/cover-sheet-3.pdf" is not in SHA256SUMS`,
      ],
    ] as const) {
      const changed = path.join(tempDir("pack-changed-"), "backup");
      fs.cpSync(backupDir, changed, { recursive: true });
      const copy = new Database(path.join(changed, "submissions.sqlite"));
      copy.exec(sql);
      copy.close();
      const listed = fs
        .readFileSync(path.join(changed, "SHA256SUMS"), "utf8")
        .trimEnd()
        .split("\n")
        .map((line) => line.slice(66));
      fs.writeFileSync(
        path.join(changed, "SHA256SUMS"),
        listed.map((listedFile) => `${sha256Of(path.join(changed, listedFile))}  ${listedFile}\n`).join(""),
      );
      await assert.rejects(restore(changed, path.join(tempDir("pack-refused-"), "data")), { message });
    }

    // A backup whose cover sheet differs from the one the database names is refused before anything is copied.
    fs.writeFileSync(path.join(backupDir, "documents", reference, "cover-sheet-2.pdf"), pdfBytes);
    await assert.rejects(restore(backupDir, path.join(tempDir("pack-refused-"), "data")), {
      message: `documents/${reference}/cover-sheet-2.pdf does not match its SHA-256 in SHA256SUMS`,
    });

    const exportDir = path.join(tempDir("pack-export-"), "out");
    await exportPerson(db, store, dataDir, validClaimFields.email!, exportDir);
    assert.ok(fs.readFileSync(path.join(exportDir, "documents", reference, "cover-sheet-2.pdf")).equals(coverSheet));
    const [exported] = JSON.parse(fs.readFileSync(path.join(exportDir, "submissions.json"), "utf8")) as {
      desk: { claimPacks: unknown[] };
    }[];
    assert.deepEqual(exported!.desk.claimPacks, [
      {
        at: at(3).toISOString(),
        by: "Ada Okafor",
        insurer: "Leadway Assurance",
        sentTo: ["claims@leadway.example"],
        documents: [1],
        coveringNote: "Please register the claim.",
        coverSheet: `${reference}/cover-sheet-2.pdf`,
        emailedAt: null,
      },
    ]);

    erase(db, store, dataDir, { reference }, "the person's request", { osUser: "operator" });
    assert.deepEqual(db.prepare("SELECT COUNT(*) AS count FROM claim_packs").get(), { count: 0 });
    assert.deepEqual(db.prepare("SELECT message FROM outbox WHERE message LIKE 'pack-%'").all(), []);
    assert.equal(fs.existsSync(file), false);
    db.close();
  });
});
