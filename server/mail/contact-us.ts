/**
 * How the customer reaches the brokerage about their claim or quote request, as the e-mails to them say it: the
 * claims hotline and inbox for a claim, the main line and inbox for a quote request, or a reply to the e-mail.
 */
import type { SubmissionKind } from "../storage/submissions/references";
import type { Brokerage } from "./brokerage";
import { blocks, heading2, link, linked, paragraph } from "./email-html";
import { dialledNumber } from "./phone-number";

export function contactUs(kind: SubmissionKind, brokerage: Brokerage) {
  const inbox = kind === "claim" ? brokerage.claimsEmail : brokerage.email;
  const line = dialledNumber(kind === "claim" ? brokerage.claimsHotline : brokerage.mainLine);
  const lineLabel = kind === "claim" ? "Claims hotline" : "Phone";
  return {
    /** Where a reply goes, and where to write. */
    inbox,
    text: ["Contact us", "", `${lineLabel}: ${line.national}`, `E-mail: ${inbox}`, "Or reply to this e-mail."],
    html: blocks(
      heading2("Contact us"),
      paragraph(`${lineLabel}: `, linked(line.national, line.href)),
      paragraph("E-mail: ", link(`mailto:${inbox}`, inbox), ", or reply to this e-mail."),
    ),
  };
}
