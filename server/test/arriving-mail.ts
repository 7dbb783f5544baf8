/**
 * A mailbox message as the reader stores it (ArrivingMail), for service and browser tests alike: the claim sample's
 * customer writing to the claims mailbox, unfiled, plain text, nothing attached. Each call has a Message-ID and a place
 * in the mailbox of its own, so two never count as one message. Only the type is imported: the browser tests load
 * this too, and must not load the service (helpers.ts does).
 */
import { randomInt, randomUUID } from "node:crypto";
import type { ArrivingMail } from "../storage/messages/claim-messages";

/** The mailbox's UIDVALIDITY, one for the process as a real folder keeps one, and the UIDs given in it so far. */
const uidValidity = String(randomInt(1, 2 ** 31));
let lastUid = 0;

export function arrivingMail(overrides: Partial<ArrivingMail> = {}): ArrivingMail {
  lastUid += 1;
  return {
    messageId: `<${randomUUID()}@mail.example.com>`,
    place: { folder: "INBOX", uidValidity, uid: lastUid },
    reference: null,
    sender: "customer",
    fromAddress: "chinedu@example.com",
    fromName: "Chinedu Eze",
    recipients: ["claims@cowryshield.com.ng"],
    subject: "About my claim",
    body: "",
    quoted: "",
    inReplyTo: null,
    references: [],
    writtenAt: null,
    autoReply: false,
    leftOut: null,
    attachments: [],
    ...overrides,
  };
}
