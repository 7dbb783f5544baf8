/**
 * The e-mail with a link to a claim's status page, sent on a lookup that matched (storage/claim-status/status-links.ts): the
 * reference, the link and how long it works, and what to do if the customer did not ask. Like the receipt it
 * carries nothing the customer wrote freely, and nothing remote.
 */
import { statusLinkUrl } from "../claim-status/claim-status-paths";
import { printableLine } from "../submissions/safe-text";
import { senderName } from "../storage/submissions/sender-name";
import { type StoredSubmission } from "../storage/submissions/submission-store";
import { STATUS_LINK_HOURS } from "../storage/claim-status/status-links";
import type { Brokerage } from "./brokerage";
import { link, paragraph } from "./email-html";
import { domainOf } from "./mail-domain";
import { letter } from "./letter";
import type { OutgoingMail } from "./message";

export function statusLinkMail(
  submission: StoredSubmission,
  { linkId, token, origin }: { linkId: number; token: string; origin: string },
  brokerage: Brokerage,
  from: string,
): OutgoingMail {
  const { reference } = submission;
  const name = printableLine(senderName(submission));
  const url = statusLinkUrl(origin, token);
  const heading = `Your link to claim ${reference}`;
  const works = `The link works once, for ${STATUS_LINK_HOURS} hours. Open it, then press "Show my claim".`;
  const notYou = "If you did not ask for it, you can ignore this e-mail: nobody can use the link without it.";
  const inbox = brokerage.claimsEmail;

  const { text, html } = letter({
    heading,
    name,
    text: [
      `Here is the link to see where your claim ${reference} stands:`,
      "",
      url,
      "",
      works,
      "",
      notYou,
      "",
      `Questions: ${inbox}, or reply to this e-mail.`,
    ],
    html: [
      paragraph(`Here is the link to see where your claim ${reference} stands:`),
      paragraph(link(url, "See my claim")),
      paragraph(works),
      paragraph(notYou),
    ],
    footer: [paragraph("Questions: ", link(`mailto:${inbox}`, inbox), ", or reply to this e-mail.")],
    signature: brokerage.name,
  });
  return {
    to: { name, address: String(submission.fields.email).trim() },
    replyTo: inbox,
    subject: `Your link to claim ${reference}`,
    text,
    html,
    messageId: `<${reference}.status-link-${linkId}@${domainOf(from)}>`,
    attachments: [],
  };
}
