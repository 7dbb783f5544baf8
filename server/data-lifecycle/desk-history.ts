/**
 * A submission's life on the desk, as `export` and `export-person` write it: the step it is at (in staff's words
 * and the customer's), when it closed, its owner, its timeline (every move with what staff gave, the message for the
 * customer and whether they were e-mailed; every note; every assignment), the claim packs sent to insurers (to whom,
 * what, the covering note, when their e-mails went), the insurer's answers (of which kind, the day, what it said,
 * the move it made), the chases of the insurer (to whom, the insurer's claim number and the days they gave, when
 * their e-mails went), the follow-up date with the insurer, and the desk's record of it (views,
 * documents opened, changes, the customer's claim sessions). People on the desk are named by name and e-mail (in
 * the record, as they were when it was written); the record's network addresses are left to `audit`, since they are
 * staff's own data, not the submission's (and the customer's in a claim session's line).
 */
import type { Db } from "../storage/database/database";
import { createDeskRecord, type RecordEntry } from "../storage/desk-progress/desk-record";
import type { StaffMember } from "../storage/desk-people/staff";
import { createSubmissionProgress, type TimelineEntry } from "../storage/desk-progress/submission-progress";
import { readClaimPacks, type ClaimPack } from "../storage/claim-packs/claim-packs";
import { readInsurerAnswers, type InsurerAnswer } from "../storage/claim-packs/insurer-answers";
import { readInsurerChases, type InsurerChase } from "../storage/claim-packs/insurer-chases";
import { followUpsOf } from "../storage/claim-packs/follow-ups";

interface Person {
  name: string;
  email: string;
}

const named = ({ name, email }: StaffMember): Person => ({ name, email });

function exportedEntry({ version, at, by, ...change }: TimelineEntry) {
  const common = { version, at, by: named(by) };
  switch (change.kind) {
    case "step":
      return {
        ...common,
        kind: change.kind,
        step: change.step.staffSee,
        details: change.details,
        detailLines: change.detailLines,
        messageForCustomer: change.message,
        customerEmailed: change.customerTold,
      };
    case "note":
      return { ...common, kind: change.kind, note: change.note };
    case "assignment":
      return { ...common, kind: change.kind, owner: change.owner && named(change.owner) };
  }
}

/** A claim pack as exported: its documents numbered from 1, as the desk numbers them, its cover sheet's file. */
const exportedPack = (pack: ClaimPack) => ({
  at: pack.madeAt,
  by: pack.staffName,
  insurer: pack.insurerName,
  sentTo: pack.recipients,
  documents: pack.documents.map((position) => position + 1),
  coveringNote: pack.coveringNote,
  coverSheet: pack.coverSheetPath,
  emailedAt: pack.sentAt,
});

/** An insurer's answer as exported: amounts in kobo as its step keeps them, the voucher numbered from 1. */
const exportedAnswer = (answer: InsurerAnswer) => ({
  at: answer.recordedAt,
  by: answer.staffName,
  insurer: answer.insurerName,
  kind: answer.kind.key,
  answeredOn: answer.answeredOn,
  details: answer.details,
  ...(answer.document !== null && { dischargeVoucher: answer.document + 1 }),
  movedTo: answer.version === null ? null : answer.kind.step.staffSee,
});

/** A chase as exported: the pack whose thread it answered, none for a fresh e-mail. */
const exportedChase = (chase: InsurerChase) => ({
  at: chase.chasedAt,
  by: chase.staffName,
  insurer: chase.insurerName,
  sentTo: chase.recipients,
  inThreadOfPack: chase.packId,
  insurerClaimNumber: chase.claimNumber,
  daysWithInsurer: chase.daysWithInsurer,
  followUpOn: chase.followUpOn,
  emailedAt: chase.sentAt,
});

export type DeskHistoryOf = ReturnType<typeof deskHistoryOf>;

/** The history of the submission a reference names, stored in `db`. */
export function deskHistoryOf(db: Db) {
  const progress = createSubmissionProgress(db);
  const record = createDeskRecord(db);
  const packs = readClaimPacks(db);
  const answers = readInsurerAnswers(db);
  const chases = readInsurerChases(db);
  const followUps = followUpsOf(db);
  const submissionId = db.prepare<[string], { id: number }>("SELECT id FROM submissions WHERE reference = ?");
  /** A person by their name and e-mail as the record kept them; otherwise the command line, service or customer. */
  const actor = ({ actor, staffId, staffName, staffEmail }: RecordEntry) =>
    staffId === null ? actor : { name: staffName!, email: staffEmail! };
  return (reference: string) => {
    const state = progress.currentState(reference)!;
    return {
      step: state.step.staffSee,
      customerSees: state.step.customerSees,
      closedAt: state.closedAt,
      owner: state.owner && named(state.owner),
      timeline: progress.timeline(reference)!.map(exportedEntry),
      claimPacks: packs.of(reference).map(exportedPack),
      insurerAnswers: answers.of(reference).map(exportedAnswer),
      insurerChases: chases.of(reference).map(exportedChase),
      followUpWithInsurer: followUps.of(submissionId.get(reference)!.id) ?? null,
      record: record.entries({ reference }).map((entry) => ({
        at: entry.at,
        by: actor(entry),
        action: entry.action,
        ...(entry.document !== null && { document: entry.document + 1 }),
        ...(entry.what !== null && { what: entry.what }),
      })),
    };
  };
}
