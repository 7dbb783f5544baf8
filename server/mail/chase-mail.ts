/**
 * A chase's e-mail to an insurer (storage/claim-packs/insurer-chases.ts, outbox message `chase-ID`): a reminder in
 * the thread of the claim pack the claim went with, under the pack's own subject, In-Reply-To and References its
 * first e-mail, to the addresses the pack went to; or, for a claim sent by hand or for a portal, a fresh e-mail to
 * the insurer's claims addresses under the same subject. It gives the insurer's claim number when known, the days
 * since the claim was sent, what the pack enclosed, the officer and the brokerage's claims contact. Replies go to
 * the brokerage's claims inbox.
 */
import type { ClaimPack } from "../storage/claim-packs/claim-packs";
import type { InsurerChase } from "../storage/claim-packs/insurer-chases";
import type { StoredSubmission } from "../storage/submissions/submission-store";
import type { Brokerage } from "./brokerage";
import { claimPackSubject, claimsContact, packEnclosures, packMessageId } from "./claim-pack-mail";
import { blocks, bulletList, detailsTable, emailDocument, heading1, paragraph } from "./email-html";
import { domainOf } from "./mail-domain";
import type { OutgoingMail } from "./message";

const daysWords = (days: number) => (days <= 0 ? "today" : `${days} ${days === 1 ? "day" : "days"} ago`);

export function chaseMail(
  submission: StoredSubmission,
  chase: InsurerChase,
  pack: ClaimPack | undefined,
  { brokerage, from }: { brokerage: Brokerage; from: string },
): OutgoingMail {
  const { reference } = submission;
  const subject = claimPackSubject(submission);
  const thread = pack && packMessageId(reference, pack.id, 1, pack.parts.length, from);
  const ask = `${brokerage.name} sent you this claim ${daysWords(chase.daysWithInsurer)}, and asks where it stands: please tell us what you have decided, or what you need from us to decide.`;
  const details = [
    ...(chase.claimNumber === null ? [] : [{ label: "Your claim number", value: chase.claimNumber }]),
    { label: "Broker's reference", value: reference },
    { label: "Sent to you", value: daysWords(chase.daysWithInsurer) },
    { label: "Claims officer", value: chase.staffName },
    { label: "Claims contact", value: claimsContact(brokerage) },
  ];
  const enclosed = pack ? packEnclosures(submission, pack) : [];
  return {
    to: [...chase.recipients],
    replyTo: brokerage.claimsEmail,
    subject,
    text: [
      ask,
      "",
      ...details.map(({ label, value }) => `${label}: ${value}`),
      ...(enclosed.length === 0 ? [] : ["", "The claim pack enclosed:", ...enclosed.map((line) => `- ${line}`)]),
      "",
      chase.staffName,
      brokerage.name,
      "",
    ].join("\n"),
    html: emailDocument(
      subject,
      blocks(
        heading1(subject),
        paragraph(ask),
        detailsTable(details.map(({ label, value }) => ({ label, value: blocks(value) }))),
        enclosed.length > 0 && paragraph("The claim pack enclosed:"),
        enclosed.length > 0 && bulletList(enclosed),
        paragraph(chase.staffName),
      ),
      blocks(brokerage.name),
    ),
    messageId: `<${reference}.chase-${chase.id}@${domainOf(from)}>`,
    ...(thread && { inReplyTo: thread, references: [thread] }),
    attachments: [],
  };
}
