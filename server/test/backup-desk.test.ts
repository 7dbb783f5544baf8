/**
 * `backup` and `restore` with the desk's tables: the people on it and their passkeys, each submission's timeline
 * and state, the insurers and the products each is the usual insurer of, and the record, which stays append-only; sessions, the desk's and the customers', and open
 * registration and status links do not come back.
 */
import assert from "node:assert/strict";
import path from "node:path";
import { describe, it } from "node:test";
import { run } from "../cli-commands";
import { openDatabase, type Db } from "../storage/database/database";
import { createDeskRecord } from "../storage/desk-progress/desk-record";
import { createPasskeyStore } from "../storage/desk-people/passkeys";
import { createRegistrationLinks } from "../storage/desk-people/registration-links";
import { createClaimSessions } from "../storage/claim-status/claim-sessions";
import { createStaffSessions } from "../storage/desk-people/staff-sessions";
import { createStatusLinks } from "../storage/claim-status/status-links";
import { createStaffStore } from "../storage/desk-people/staff";
import { createSubmissionProgress } from "../storage/desk-progress/submission-progress";
import { createSubmissionStore } from "../storage/submissions/submission-store";
import { CHARTER_DEFAULTS, createInsurers } from "../storage/insurers/insurers";
import { pdfBytes, storeClaim, tempDir, validClaimFields } from "./helpers";

const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 9, minute));

/** What the desk holds about its people and the claim, read the way the desk reads it. */
function deskOf(db: Db, reference: string) {
  const staff = createStaffStore(db);
  const progress = createSubmissionProgress(db);
  return {
    staff: staff.all(),
    passkeys: staff.all().map(({ id }) => createPasskeyStore(db).of(id)),
    state: progress.currentState(reference),
    timeline: progress.timeline(reference),
    record: createDeskRecord(db).entries(),
    insurers: createInsurers(db)
      .list()
      .map((insurer) => ({ ...insurer, usualFor: createInsurers(db).productsOf(insurer.id) })),
  };
}

describe("backup and restore, with the desk", () => {
  it("carry the staff, their passkeys, the timeline and the record; sessions and open links end", async () => {
    const dataDir = tempDir("desk-backup-");
    const db = openDatabase(dataDir);
    const staff = createStaffStore(db);
    const ada = staff.add("ada@cowryshield.com.ng", "Ada Okafor", at(0))!;
    staff.add("bayo@cowryshield.com.ng", "Bayo Cole", at(0));
    staff.remove("bayo@cowryshield.com.ng", at(1));
    const passkey = { id: "Y3JlZGVudGlhbC0x", staffId: ada.id, counter: 3, transports: ["internal"], backedUp: true };
    createPasskeyStore(db).add({ ...passkey, publicKey: new Uint8Array([1, 2, 3]) }, "Chrome on Android", at(2));
    const claim = storeClaim(createSubmissionStore(db, dataDir), dataDir, [{ name: "report.pdf", bytes: pdfBytes }]);
    const onDesk = { staffId: ada.id, address: "192.0.2.10" };
    const record = createDeskRecord(db);
    const progress = createSubmissionProgress(db);
    record.signedIn(onDesk, at(3));
    record.viewed(claim, onDesk, at(4));
    assert.ok(progress.assign(claim, ada.id, 0, onDesk, at(5)).ok);
    assert.ok(
      progress.moveStep(claim, "declined", { reason: "Not covered" }, { message: "We are sorry." }, 1, onDesk, at(6))
        .ok,
    );
    assert.ok(progress.addNote(claim, "Told her by phone.", 2, onDesk, at(7)).ok);
    const now = new Date();
    const session = createStaffSessions(db).start(ada.id, now, {
      credential_id: passkey.id,
      device: "Chrome on Android",
    });
    const links = createRegistrationLinks(db);
    const openLink = links.create(ada.id, now);
    const usedLink = links.create(ada.id, now);
    assert.ok(links.use(usedLink, now));
    const claimSession = createClaimSessions(db).start(1, now);
    const statusLinks = createStatusLinks(db, { queueMail: true });
    statusLinks.lookUp(claim, validClaimFields.email!, now);
    const { linkId } = db.prepare<[], { linkId: number }>("SELECT MAX(id) AS linkId FROM status_links").get()!;
    const statusLink = statusLinks.mailToken(linkId)!;
    assert.deepEqual(statusLinks.check(statusLink, now), { submissionId: 1 });
    const insurers = createInsurers(db);
    const leadway = insurers.add(
      {
        name: "Leadway Assurance",
        claimsEmails: ["claims@leadway.example"],
        phone: "+234 201 280 0700",
        ...CHARTER_DEFAULTS,
      },
      at(8),
    );
    assert.ok(typeof leadway === "object");
    insurers.setProducts(leadway.id, ["motor-insurance"], ["motor-insurance"]);
    const before = deskOf(db, claim);
    db.close();

    const backupDir = path.join(tempDir("backups-"), "with-desk");
    assert.equal((await run(["backup", backupDir], dataDir)).exitCode, 0);
    const restoredDir = tempDir("restored-");
    assert.equal((await run(["restore", backupDir], restoredDir)).exitCode, 0);

    const restored = openDatabase(restoredDir);
    try {
      const after = deskOf(restored, claim);
      assert.deepEqual(after, before);
      assert.equal(after.state?.step.staffSee, "Declined");
      assert.equal(after.timeline?.length, 3);
      assert.equal(after.record.length, 5);
      assert.deepEqual(
        after.insurers.map(({ name, usualFor }) => [name, usualFor]),
        [["Leadway Assurance", ["motor-insurance"]]],
      );
      assert.equal(createStaffSessions(restored).resume(session, now), undefined, "the session ended");
      assert.equal(createRegistrationLinks(restored).check(openLink, now), "not usable", "the open link closed");
      assert.equal(createClaimSessions(restored).resume(claimSession, now), undefined, "the customer's session ended");
      const restoredLinks = createStatusLinks(restored, { queueMail: true });
      assert.equal(restoredLinks.check(statusLink, now), "not usable", "the status link closed");
      const linkMail = restored.prepare("SELECT COUNT(*) AS count FROM outbox WHERE message LIKE 'status-link-%'");
      assert.deepEqual(linkMail.get(), { count: 0 }, "its e-mail, which would carry a dead link, is not sent");
      assert.throws(() => restored.prepare("DELETE FROM desk_record").run(), {
        message: "desk_record is append-only: a row cannot be deleted",
      });
      assert.throws(() => restored.prepare("UPDATE desk_record SET address = NULL").run(), {
        message: "desk_record is append-only: a row cannot be changed",
      });
    } finally {
      restored.close();
    }
    // The service's own DATA_DIR keeps its session: only a restore ends them.
    const original = openDatabase(dataDir);
    assert.equal(createStaffSessions(original).resume(session, now), ada.id);
    assert.equal(createClaimSessions(original).resume(claimSession, now), 1);
    original.close();
  });
});
