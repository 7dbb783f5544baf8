/**
 * The e-mail telling the customer that staff moved their claim (or sent their quote) on the desk: the reference in
 * the subject, where it stands in the customer's words (form-contract/steps/steps.ts) with what staff gave at the
 * step in those words (step-facts.ts: "Offered: ₦1,250,000"), staff's message if they wrote one, what happens next
 * (the documents asked for and the date to send them by, when they are), and for a claim the site's
 * `/claims/status/` page with the reference filled in, where the customer asks for a link to it with their
 * address: never a token. As with the receipt (receipt.ts), it carries nothing anyone wrote freely but staff's own message, goes
 * only to the address stored with the submission, and replies reach the claims or quotes inbox.
 */
import { stepOf } from "../../form-contract/steps/steps";
import { printableLine } from "../submissions/safe-text";
import { senderName } from "../storage/submissions/sender-name";
import { type StoredSubmission } from "../storage/submissions/submission-store";
import type { Brokerage } from "./brokerage";
import { claimOnline } from "./claim-online";
import { contactUs } from "./contact-us";
import { escaped } from "../safe-html";
import { blocks, bulletList, detailsTable, heading2, highlight, paragraph, preformatted, unbroken } from "./email-html";
import { domainOf } from "./mail-domain";
import { letter } from "./letter";
import type { OutgoingMail } from "./message";
import type { StepMove } from "./outbox-queue";
import { customerDue, customerFacts } from "./step-facts";

const nouns = { claim: "claim", quote: "quote request" } as const;

/** `siteOrigin`: where the service serves the site (PUBLIC_ORIGIN), for the claim's page. */
export function stepMail(
  submission: StoredSubmission,
  move: StepMove,
  brokerage: Brokerage,
  from: string,
  siteOrigin: string,
): OutgoingMail {
  const { kind, reference } = submission;
  const step = stepOf(kind, move.step);
  if (step?.customerMail === undefined || step.customerNext === undefined) {
    throw new Error(`${reference}'s move to ${move.step} is not one the customer is e-mailed of`);
  }
  const noun = nouns[kind];
  const name = printableLine(senderName(submission));
  const contact = contactUs(kind, brokerage);
  const heading = `Your ${noun} ${reference}`;
  const standing = `Where your ${noun} stands now:`;
  const message = move.message ?? "";
  const documents = step.details.some((field) => field.type === "documents")
    ? ((move.details.documents as string[] | undefined) ?? [])
    : [];
  const facts = customerFacts(step, move.details);
  const due = customerDue(step, move.details);
  const online = kind === "claim" ? claimOnline(siteOrigin, reference) : undefined;

  const { text, html } = letter({
    title: `Your ${noun} ${reference}`,
    heading,
    headingHtml: escaped`Your ${noun} ${unbroken(reference)}`,
    name,
    text: [
      standing,
      "",
      `    ${step.customerSees}`,
      "",
      ...(facts.length > 0 ? [...facts.map(({ label, value }) => `${label}: ${value}`), ""] : []),
      ...(message ? ["Our message", "", message, ""] : []),
      "What happens next",
      "",
      step.customerNext,
      ...(documents.length > 0 ? ["", ...documents.map((document) => `- ${document}`)] : []),
      ...(due ? ["", due] : []),
      "",
      ...(online ? [...online.text, ""] : []),
      ...contact.text,
    ],
    html: [
      highlight(standing, step.customerSees, { words: true }),
      facts.length > 0 && detailsTable(facts.map(({ label, value }) => ({ label, value: escaped`${value}` }))),
      message !== "" && blocks(heading2("Our message"), paragraph(preformatted(message))),
      heading2("What happens next"),
      paragraph(step.customerNext),
      documents.length > 0 && bulletList(documents),
      due !== undefined && paragraph(due),
      online?.html,
      contact.html,
    ],
    signature: brokerage.name,
  });

  return {
    // nodemailer quotes or encodes the name itself, so no name can add a header.
    to: { name, address: String(submission.fields.email).trim() },
    replyTo: contact.inbox,
    subject: `Your ${noun} ${reference}: ${step.customerSees}`,
    text,
    html,
    messageId: `<${reference}.step-${move.version}@${domainOf(from)}>`,
    attachments: [],
  };
}
