/**
 * The receipt e-mailed to the visitor for each stored submission, after GOV.UK's confirmation pattern: the
 * reference, what happens next and by when (the brokerage's words, data/next-steps.json, as the site shows them),
 * a short record of what was sent, and how to reach the brokerage. It carries nothing the visitor wrote freely
 * (a claim's description, a quote's message): whoever types someone else's address sends them nothing of their
 * own choosing beyond a name. From MAIL_FROM, with Reply-To the claims or quotes inbox, so a reply reaches staff.
 */
import { isRealDate } from "../../form-contract/shared/real-date";
import { printableFileName, printableLine } from "../submissions/safe-text";
import { senderName } from "../storage/submissions/sender-name";
import { type StoredSubmission } from "../storage/submissions/submission-store";
import type { Brokerage } from "./brokerage";
import { claimOnline } from "./claim-online";
import { contactUs } from "./contact-us";
import { documentSize } from "./document-size";
import { bulletList, detailsTable, heading2, highlight, link, linked, paragraph } from "./email-html";
import { escaped } from "../safe-html";
import { choiceLabel } from "./form-choices";
import { writtenDate } from "./lagos-time";
import { domainOf } from "./mail-domain";
import { letter } from "./letter";
import type { OutgoingMail } from "./message";
import { dialledNumber } from "./phone-number";

interface RecordLine {
  label: string;
  value: string;
  href?: string;
}

const nouns = { claim: "claim", quote: "quote request" } as const;

/** What was sent, in the form's words: never the description or the message. */
function recordOf({ kind, fields, documents }: StoredSubmission): { lines: RecordLine[]; documents: string[] } {
  const text = (field: string) => printableLine(fields[field]);
  const chosen = (field: string) => choiceLabel(field, text(field)) ?? text(field);
  if (kind === "quote") {
    const phone = dialledNumber(text("phone"));
    return {
      lines: [
        { label: "Insurance type", value: chosen("insuranceType") },
        { label: "Phone number we will call", value: phone.national, href: phone.href },
      ],
      documents: [],
    };
  }
  const incidentDate = text("incidentDate");
  return {
    lines: [
      { label: "Claim type", value: chosen("claimType") },
      { label: "Date of the incident", value: isRealDate(incidentDate) ? writtenDate(incidentDate) : incidentDate },
      { label: "Policy number", value: text("policyNumber") },
    ],
    documents: documents.map(
      (document) => `${printableFileName(document.originalName)} (${documentSize(document.size)})`,
    ),
  };
}

/** The receipt for a submission, queued only where its address is one the form accepts (storage/outbox/mail-queueing.ts). */
/** `siteOrigin`: where the service serves the site, whose claim status page a claim's receipt names. */
/** "Your claim CLM-2026-000123 has been received by Ashbourne": the subject a thread with the customer begins with. */
/** The receipt's Message-ID: one per submission, on the service's mail domain. */
export const receiptMessageId = (reference: string, from: string) => `<${reference}.receipt@${domainOf(from)}>`;

export const receiptSubject = (submission: Pick<StoredSubmission, "kind" | "reference">, brokerage: Brokerage) =>
  `Your ${nouns[submission.kind]} ${submission.reference} has been received by ${brokerage.shortName}`;

export function receiptMail(
  submission: StoredSubmission,
  brokerage: Brokerage,
  from: string,
  siteOrigin: string,
): OutgoingMail {
  const { kind, reference } = submission;
  const noun = nouns[kind];
  const name = printableLine(senderName(submission));
  const contact = contactUs(kind, brokerage);
  const { inbox } = contact;
  const steps = brokerage.nextSteps[kind];
  const record = recordOf(submission);
  const online = kind === "claim" ? claimOnline(siteOrigin, reference) : undefined;
  const heading = `We have received your ${noun}`;
  const keep = `Please keep it: we quote it in every message about your ${noun}.`;
  const notYou = "If you did not send this, tell us at";

  const { text, html } = letter({
    title: `Your ${noun} ${reference}`,
    heading,
    name,
    text: [
      `Thank you for your ${noun}. Your reference is:`,
      "",
      `    ${reference}`,
      "",
      keep,
      "",
      "What happens next",
      "",
      ...steps.map((step) => `- ${step}`),
      "",
      ...(online ? [...online.text, ""] : []),
      "What you sent",
      "",
      ...record.lines.map(({ label, value }) => `${label}: ${value}`),
      ...(record.documents.length > 0 ? ["Documents:", ...record.documents.map((document) => `- ${document}`)] : []),
      "",
      ...contact.text,
      "",
      `${notYou} ${inbox}.`,
    ],
    html: [
      paragraph(`Thank you for your ${noun}.`),
      highlight("Your reference is", reference),
      paragraph(keep),
      heading2("What happens next"),
      bulletList(steps),
      online?.html,
      heading2("What you sent"),
      detailsTable([
        ...record.lines.map(({ label, value, href }) => ({ label, value: linked(value, href) })),
        ...(record.documents.length > 0
          ? [
              {
                label: "Documents",
                value: bulletList(
                  record.documents.map((document) => escaped`${document}`),
                  { spaced: false },
                ),
              },
            ]
          : []),
      ]),
      contact.html,
    ],
    footer: [paragraph(notYou, " ", link(`mailto:${inbox}`, inbox), ".")],
    signature: brokerage.name,
  });

  return {
    // nodemailer quotes or encodes the name itself, so no name can add a header.
    to: { name, address: String(submission.fields.email).trim() },
    replyTo: inbox,
    subject: receiptSubject(submission, brokerage),
    text,
    html,
    messageId: receiptMessageId(reference, from),
    attachments: [],
  };
}
