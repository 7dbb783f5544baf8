/**
 * The e-mail telling a person on the desk that a passkey was added to or removed from their account
 * (storage/desk-people/passkey-changes.ts): what happened, when (Lagos time), from which device, and the brokerage's main line
 * to call if it was not them. It carries no link: a message that asks staff to click something about their sign-in
 * is what a phishing e-mail would look like.
 */
import type { PasskeyChange } from "../storage/desk-people/passkey-changes";
import type { StaffMember } from "../storage/desk-people/staff";
import { printableLine } from "../submissions/safe-text";
import type { Brokerage } from "./brokerage";
import { linked, paragraph } from "./email-html";
import { lagosTime } from "./lagos-time";
import { letter } from "./letter";
import { domainOf } from "./mail-domain";
import type { OutgoingMail } from "./message";
import { dialledNumber } from "./phone-number";

const subjects = {
  added: "A passkey was added to your desk account",
  removed: "A passkey was removed from your desk account",
} as const;

export function passkeyChangeMail(
  person: StaffMember,
  change: PasskeyChange,
  brokerage: Brokerage,
  from: string,
): OutgoingMail {
  const name = printableLine(person.name);
  const subject = subjects[change.change];
  const what = `${change.change === "added" ? "A passkey was added to" : "A passkey was removed from"} your account on the ${brokerage.shortName} desk on ${lagosTime(change.at)}, from ${change.device}.`;
  const line = dialledNumber(brokerage.mainLine);
  const notYou = "If this was not you, call";
  const now =
    change.change === "added"
      ? "Whoever holds it can sign in to the desk as you until it is removed."
      : "That passkey no longer signs anyone in, and the sessions it opened have ended.";
  const { text, html } = letter({
    heading: subject,
    name,
    text: [what, "", now, "", `${notYou} ${line.national} at once.`],
    html: [paragraph(what), paragraph(now), paragraph(`${notYou} `, linked(line.national, line.href), " at once.")],
    signature: brokerage.name,
  });
  return {
    to: { name, address: person.email },
    subject,
    text,
    html,
    messageId: `<staff-${person.id}.passkey-change-${change.id}@${domainOf(from)}>`,
    attachments: [],
  };
}
