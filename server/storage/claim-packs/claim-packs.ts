/**
 * Claim packs (claim-pack-tables.ts): a claim handed to an insurer. Sending one is one transaction: the move to
 * "With the insurer" with the insurer's name (submission-progress.ts, refused as any move is on a stale page), the
 * cover sheet's file written under the claim's documents folder, the pack's row, its e-mail in the outbox (`pack-ID`,
 * one row whatever the number of messages it goes in, so the outbox's UNIQUE pair sends it once; none for a pack
 * downloaded for an insurer's portal), the claim's follow-up date with the insurer (follow-ups.ts) and the desk's
 * record of what went where. A file written for a transaction that then failed is removed.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Db } from "../database/database";
import { makePrivateFolder, PRIVATE_FILE_MODE } from "../database/private-files";
import { writeTransaction } from "../database/write-transaction";
import { createDeskRecord, type DeskActor } from "../desk-progress/desk-record";
import type { ChangeOutcome, SubmissionProgress } from "../desk-progress/submission-progress";
import { documentsDir, syncToDisk } from "../documents/documents";
import type { Insurer } from "../insurers/insurers";
import { numberedMessages } from "../outbox/numbered-messages";
import { followUpsOf } from "./follow-ups";

/** The outbox's name for a pack's e-mail: "pack-ID". */
export const packMessages = numberedMessages("pack-");

/** The step a pack moves its claim to. */
export const PACK_STEP = "with-insurer";

/** A cover sheet's file under DATA_DIR's documents folder: its claim's reference, then the move's version. */
export const COVER_SHEET_PATH = /^(CLM-\d{4}-\d{6,})\/cover-sheet-([1-9]\d*)\.pdf$/;

export function coverSheetFile(dataDir: string, coverSheetPath: string): string {
  if (!COVER_SHEET_PATH.test(coverSheetPath)) {
    throw new Error(`${JSON.stringify(coverSheetPath)} is not a cover sheet's path`);
  }
  return path.join(documentsDir(dataDir), coverSheetPath);
}

/** How a pack reaches the insurer: e-mailed to its claims addresses, or downloaded by staff for its portal. */
export type PackDelivery = "email" | "portal";

export interface ClaimPack {
  id: number;
  reference: string;
  /** The move to "With the insurer" it came with. */
  version: number;
  insurerId: number | null;
  insurerName: string;
  recipients: string[];
  /** The claim's documents enclosed, by position. */
  documents: number[];
  /** Each e-mail's documents, by position; the cover sheet goes in the first. */
  parts: number[][];
  coveringNote: string;
  coverSheetPath: string;
  coverSheetSize: number;
  coverSheetSha256: string;
  staffId: number;
  /** The officer who sent it, as the desk names them now. */
  staffName: string;
  madeAt: string;
  delivery: PackDelivery;
  /** When its last e-mail went; null while any is still in the outbox, and for a pack for a portal. */
  sentAt: string | null;
}

/** What the officer chose, with the cover sheet made for it and the split the size limit gives. */
export interface PackToSend {
  insurer: Insurer;
  documents: number[];
  parts: number[][];
  coveringNote: string;
  coverSheet: Buffer;
  /** Whether to e-mail the customer of the move, as a move's own box asks. */
  tellCustomer: boolean;
  delivery: PackDelivery;
}

interface PackRow {
  id: number;
  reference: string;
  version: number;
  insurer_id: number | null;
  insurer_name: string;
  recipients: string;
  documents: string;
  parts: string;
  covering_note: string;
  cover_sheet_path: string;
  cover_sheet_size: number;
  cover_sheet_sha256: string;
  staff_id: number;
  staff_name: string;
  made_at: string;
  delivery: PackDelivery;
  sent_at: string | null;
}

const packOf = (row: PackRow): ClaimPack => ({
  id: row.id,
  reference: row.reference,
  version: row.version,
  insurerId: row.insurer_id,
  insurerName: row.insurer_name,
  recipients: JSON.parse(row.recipients) as string[],
  documents: JSON.parse(row.documents) as number[],
  parts: JSON.parse(row.parts) as number[][],
  coveringNote: row.covering_note,
  coverSheetPath: row.cover_sheet_path,
  coverSheetSize: row.cover_sheet_size,
  coverSheetSha256: row.cover_sheet_sha256,
  staffId: row.staff_id,
  staffName: row.staff_name,
  madeAt: row.made_at,
  delivery: row.delivery,
  sentAt: row.sent_at,
});

const SELECT_PACKS = `
  SELECT claim_packs.*, submissions.reference, outbox.sent_at, staff.name AS staff_name
  FROM claim_packs JOIN submissions ON submissions.id = claim_packs.submission_id
    JOIN staff ON staff.id = claim_packs.staff_id
    LEFT JOIN outbox ON outbox.submission_id = claim_packs.submission_id AND outbox.message = 'pack-' || claim_packs.id`;

export type PackOutcome = ChangeOutcome & { packId?: number };

/** "the cover sheet and 3 documents in 2 e-mails"; for a portal, "the cover sheet and 3 documents in a zip". */
function contents(pack: Pick<PackToSend, "documents" | "parts" | "delivery">) {
  const documents = `${pack.documents.length} ${pack.documents.length === 1 ? "document" : "documents"}`;
  const mails = pack.parts.length === 1 ? "one e-mail" : `${pack.parts.length} e-mails`;
  return `the cover sheet and ${documents} in ${pack.delivery === "email" ? mails : "a zip"}`;
}

/** Reading packs: a claim's, and one by its id (the outbox's). */
export function readClaimPacks(db: Db) {
  const ofReference = db.prepare<[string], PackRow>(`${SELECT_PACKS} WHERE submissions.reference = ? ORDER BY id`);
  const byId = db.prepare<[number], PackRow>(`${SELECT_PACKS} WHERE claim_packs.id = ?`);
  return {
    /** A claim's packs, oldest first. */
    of: (reference: string): ClaimPack[] => ofReference.all(reference).map(packOf),
    byId(id: number): ClaimPack | undefined {
      const row = byId.get(id);
      return row && packOf(row);
    },
  };
}

export type ClaimPacks = ReturnType<typeof createClaimPacks>;

export function createClaimPacks(db: Db, dataDir: string, progress: SubmissionProgress) {
  const record = createDeskRecord(db);
  const submissionId = db.prepare<[string], { id: number }>("SELECT id FROM submissions WHERE reference = ?");
  const followUps = followUpsOf(db);
  const insert = db.prepare<
    [
      number,
      number,
      number,
      string,
      string,
      string,
      string,
      string,
      string,
      number,
      string,
      number,
      string,
      PackDelivery,
    ]
  >(
    `INSERT INTO claim_packs (submission_id, version, insurer_id, insurer_name, recipients, documents, parts,
       covering_note, cover_sheet_path, cover_sheet_size, cover_sheet_sha256, staff_id, made_at, delivery)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const queueMail = db.prepare<[number, string, string]>(
    "INSERT INTO outbox (submission_id, message, next_attempt_at) VALUES (?, ?, ?)",
  );

  /** Writes the cover sheet's file (private, synced); answers its path under the documents folder. */
  function writeCoverSheet(reference: string, version: number, bytes: Buffer): string {
    const stored = `${reference}/cover-sheet-${version}.pdf`;
    const file = coverSheetFile(dataDir, stored);
    makePrivateFolder(path.dirname(file));
    fs.writeFileSync(file, bytes, { mode: PRIVATE_FILE_MODE, flag: "wx" });
    syncToDisk(file);
    return stored;
  }

  const send = writeTransaction(
    db,
    (reference: string, pack: PackToSend, expectedVersion: number, by: DeskActor, now: Date): PackOutcome => {
      const moved = progress.moveStep(
        reference,
        PACK_STEP,
        { insurer: pack.insurer.name },
        { tell: pack.tellCustomer },
        expectedVersion,
        by,
        now,
      );
      if (!moved.ok) return moved;
      const { version } = moved.state;
      const { id } = submissionId.get(reference)!;
      const stored = writeCoverSheet(reference, version, pack.coverSheet);
      try {
        const { lastInsertRowid } = insert.run(
          id,
          version,
          pack.insurer.id,
          pack.insurer.name,
          JSON.stringify(pack.insurer.claimsEmails),
          JSON.stringify(pack.documents),
          JSON.stringify(pack.parts),
          pack.coveringNote,
          stored,
          pack.coverSheet.length,
          createHash("sha256").update(pack.coverSheet).digest("hex"),
          by.staffId,
          now.toISOString(),
          pack.delivery,
        );
        const packId = Number(lastInsertRowid);
        followUps.sent(id, now);
        if (pack.delivery === "email") {
          queueMail.run(id, packMessages.nameFor(packId), now.toISOString());
          const to = pack.insurer.claimsEmails.join(", ");
          record.changed(
            reference,
            `sent claim pack ${packId} to ${pack.insurer.name} (${to}): ${contents(pack)}`,
            by,
            now,
          );
        } else {
          record.changed(
            reference,
            `made claim pack ${packId} for ${pack.insurer.name}'s portal, not e-mailed: ${contents(pack)}`,
            by,
            now,
          );
        }
        return { ...moved, packId };
      } catch (error) {
        fs.rmSync(coverSheetFile(dataDir, stored), { force: true });
        throw error;
      }
    },
  );

  return {
    ...readClaimPacks(db),
    /**
     * Sends a pack: moves the claim to "With the insurer" at the version the officer saw, and queues the pack's
     * e-mail (none for a portal's), all or nothing.
     */
    send(reference: string, pack: PackToSend, expectedVersion: number, by: DeskActor, now = new Date()): PackOutcome {
      return send(reference, pack, expectedVersion, by, now);
    },
  };
}
