/**
 * Writing and reading the desk's record (record-table.ts): the desk's pages call `viewed`, `documentOpened`,
 * `queueViewed`; the sign-in, registration, passkeys and sign-out routes `signedIn`, `signInRefused`,
 * `passkeyRegistered`, `passkeyRemoved` and `signedOut`; the submission's progress (submission-progress.ts)
 * `changed` in the same transaction as the change, erasure `erased`, a document from the customer's claim page
 * (customer-documents.ts) `customerSent` in the transaction that stores it, one staff add from the desk `staffAdded`
 * likewise, the claim's status link `claimPageOpened`, the staff's command line `staffCommand`, and the insurers'
 * page (insurer-changes.ts) `insurerAdded` and `insurerChanged` in the transaction of the change, an insurer's answer (insurer-answers.ts)
 * `insurerAnswered` in the transaction that records it, "Unfiled mail" (unfiled-mail.ts) `messageFiled` and
 * `messageSetAside` in the transaction of the change, an attachment of a message opened `attachmentOpened`, a message
 * staff wrote (desk-messages.ts) `messageWritten` in the transaction that stores it. Each row takes the
 * names and e-mails of its people from `staff` as it is written. Nothing here takes what a customer wrote.
 */
import type { Db } from "../database/database";
import type { RECORD_ACTIONS } from "./record-table";

/** A person on the desk, and the address their request came from. */
export interface DeskActor {
  staffId: number;
  address: string;
}

/** Who ran a command: the person on the desk `--by EMAIL` names, or else the operating-system user. */
export type CommandRunner = { staffId: number } | { osUser: string };

/** Who erased: the command line (and who ran it) or the service's retention purge. */
export type Eraser = ({ actor: "command line" } & CommandRunner) | { actor: "service" };

export type RecordAction = (typeof RECORD_ACTIONS)[number];

/** Why a sign-in was refused, in the record's words. */
export type SignInRefusal = "unknown passkey" | "person removed" | "counter went back" | "did not verify";

/** What a command of `staff …` did to a person. */
export type StaffCommandAction = "added a person" | "made a registration link" | "removed a person";

export interface RecordEntry {
  at: string;
  actor: "desk" | "command line" | "service" | "customer";
  staffId: number | null;
  /** The person's name and e-mail when the row was written. */
  staffName: string | null;
  staffEmail: string | null;
  /** The operating-system user who ran a command that named no one on the desk. */
  osUser: string | null;
  action: RecordAction;
  reference: string | null;
  /** The document's position in its submission, from 0. */
  document: number | null;
  what: string | null;
  address: string | null;
  /** A passkey's credential id (base64url): the one registered, removed, or sent to a refused sign-in. */
  credential: string | null;
  /** The person a command acted on, or whose passkey a refused sign-in held, as they were. */
  aboutId: number | null;
  aboutName: string | null;
  aboutEmail: string | null;
}

type Written = Pick<RecordEntry, "actor" | "action"> &
  Partial<
    Pick<RecordEntry, "staffId" | "osUser" | "reference" | "document" | "what" | "address" | "credential" | "aboutId">
  >;

export type DeskRecord = ReturnType<typeof createDeskRecord>;

export function createDeskRecord(db: Db) {
  const insert = db.prepare<Required<Written> & { at: string }>(
    `INSERT INTO desk_record (at, actor, staff_id, staff_name, staff_email, os_user, action, reference, document, what,
       address, credential, about_staff_id, about_name, about_email)
     VALUES (:at, :actor, :staffId, (SELECT name FROM staff WHERE id = :staffId),
       (SELECT email FROM staff WHERE id = :staffId), :osUser, :action, :reference, :document, :what, :address,
       :credential, :aboutId, (SELECT name FROM staff WHERE id = :aboutId), (SELECT email FROM staff WHERE id = :aboutId))`,
  );
  const entries = db.prepare<{ since: string | null; reference: string | null }, RecordEntry>(
    `SELECT at, actor, staff_id AS staffId, staff_name AS staffName, staff_email AS staffEmail, os_user AS osUser,
       action, reference, document, what, address, credential, about_staff_id AS aboutId, about_name AS aboutName,
       about_email AS aboutEmail
     FROM desk_record
     WHERE (:since IS NULL OR at >= :since) AND (:reference IS NULL OR reference = :reference)
     ORDER BY id`,
  );

  const write = (row: Written, now: Date) =>
    insert.run({
      staffId: null,
      osUser: null,
      reference: null,
      document: null,
      what: null,
      address: null,
      credential: null,
      aboutId: null,
      ...row,
      at: now.toISOString(),
    });
  const onDesk = (
    { staffId, address }: DeskActor,
    action: RecordAction,
    now: Date,
    details: Partial<Pick<RecordEntry, "reference" | "document" | "what" | "credential">> = {},
  ) => write({ actor: "desk", staffId, address, action, ...details }, now);

  return {
    signedIn: (by: DeskActor, now: Date) => onDesk(by, "signed in", now),
    /**
     * A sign-in refused, from `address`: the credential id the browser sent, if any, and whose passkey it is, when
     * the desk knows it.
     */
    signInRefused: (
      why: SignInRefusal,
      { credential, ownerId, address }: { credential: string | null; ownerId: number | null; address: string },
      now: Date,
    ) => write({ actor: "desk", action: "sign-in refused", what: why, credential, aboutId: ownerId, address }, now),
    signedOut: (by: DeskActor, now: Date) => onDesk(by, "signed out", now),
    passkeyRegistered: (credential: string, by: DeskActor, now: Date) =>
      onDesk(by, "registered a passkey", now, { credential }),
    passkeyRemoved: (credential: string, by: DeskActor, now: Date) =>
      onDesk(by, "removed a passkey", now, { credential }),
    /** The queue was shown: `searched` when a search narrowed it, whose words are never kept. */
    queueViewed: (searched: boolean, by: DeskActor, now: Date) =>
      onDesk(by, searched ? "searched the queue" : "viewed the queue", now),
    /** A submission's page was shown. */
    viewed: (reference: string, by: DeskActor, now: Date) => onDesk(by, "viewed", now, { reference }),
    /** Something of a submission's other than its page or a document was looked at: `what`, in the service's words. */
    lookedAt: (reference: string, what: string, by: DeskActor, now: Date) =>
      onDesk(by, "viewed", now, { reference, what }),
    /** A document was opened or downloaded: its position in the submission, from 0. */
    documentOpened: (reference: string, document: number, by: DeskActor, now: Date) =>
      onDesk(by, "opened a document", now, { reference, document }),
    /** `what`: the service's words for the change ("moved to Settled"), never what staff or the customer wrote. */
    changed: (reference: string, what: string, by: DeskActor, now: Date) =>
      onDesk(by, "changed", now, { reference, what }),
    /** An unfiled message from the claims mailbox filed to a submission: `what` names the message by its number. */
    messageFiled: (reference: string, messageId: number, by: DeskActor, now: Date) =>
      onDesk(by, "filed a message", now, { reference, what: `message ${messageId}` }),
    /** "Unfiled mail" was shown with these messages (by number): who read mail that names no claim. */
    unfiledViewed: (messageIds: readonly number[], by: DeskActor, now: Date) =>
      onDesk(by, "viewed unfiled mail", now, { what: `messages ${messageIds.join(", ")}` }),
    /** An unfiled message set aside: about no submission, kept out of "Unfiled mail". */
    messageSetAside: (messageId: number, by: DeskActor, now: Date) =>
      onDesk(by, "set a message aside", now, { what: `message ${messageId}` }),
    /** `reason`: the erasure's, checked to name nobody (data-lifecycle/erase.ts). */
    erased: (reference: string, reason: string, by: Eraser, now: Date) =>
      write({ ...by, action: "erased", reference, what: reason }, now),
    /** The customer sent a document asked for (`askedFor`, the desk's own words for it) from their claim's page. */
    customerSent: (reference: string, document: number, askedFor: string, now: Date) =>
      write({ actor: "customer", action: "sent a document", reference, document, what: `sent ${askedFor}` }, now),
    /**
     * Staff added a document to the claim from its desk page: `what` says where it came from and the document asked
     * for it answers, if any, in the desk's own words ("from WhatsApp for Police report"); never its file's name.
     */
    staffAdded: (reference: string, document: number, what: string, by: DeskActor, now: Date) =>
      onDesk(by, "added a document", now, { reference, document, what }),
    /** A status link opened a claim session, from `address` (never the link's token). */
    claimPageOpened: (reference: string, address: string, now: Date) =>
      write({ actor: "customer", action: "opened the claim page", reference, address }, now),
    /** A `staff …` command's change to the person `aboutId`, and who ran it. */
    staffCommand: (action: StaffCommandAction, aboutId: number, by: CommandRunner, now: Date) =>
      write({ actor: "command line", action, aboutId, ...by }, now),
    /** `what`: the insurer's name and details as added, in the service's words (insurer-changes.ts). */
    insurerAdded: (what: string, by: DeskActor, now: Date) => onDesk(by, "added an insurer", now, { what }),
    /** `what`: the insurer's name and each detail changed, from what to what. */
    insurerChanged: (what: string, by: DeskActor, now: Date) => onDesk(by, "changed an insurer", now, { what }),
    /**
     * `what`: the answer's number, the insurer, its day and kind, and the move it made, in the service's words
     * (insurer-answers.ts): "answer 3 from Leadway Assurance of 2026-11-27 (An offer), and moved it to Offer made".
     */
    insurerAnswered: (reference: string, what: string, by: DeskActor, now: Date) =>
      onDesk(by, "recorded an answer from an insurer", now, { reference, what }),
    /** An attachment of a message about the submission was opened: `what` names the message and the attachment. */
    attachmentOpened: (reference: string | null, what: string, by: DeskActor, now: Date) =>
      onDesk(by, "opened an attachment", now, { reference, what }),
    /** Staff wrote to the customer or the insurer: `what` says the message's number and to whom, never what it says. */
    messageWritten: (reference: string, what: string, by: DeskActor, now: Date) =>
      onDesk(by, "wrote a message", now, { reference, what }),
    /** In the order written; `since` an instant (ISO 8601). */
    entries: ({ since, reference }: { since?: string; reference?: string } = {}) =>
      entries.all({ since: since ?? null, reference: reference ?? null }),
  };
}
