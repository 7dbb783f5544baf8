/**
 * The insurers' page on the desk: each insurer the brokerage places business with, its claims e-mail addresses,
 * phone, Service Charter days and the products it is the usual insurer of, its name leading to its page; "Add an
 * insurer"; and what the form just sent did.
 */
import { dialledNumber } from "../../mail/phone-number";
import { escaped } from "../../safe-html";
import type { StaffMember } from "../../storage/desk-people/staff";
import type { Insurer } from "../../storage/insurers/insurers";
import { DESK_PATHS, insurerPath } from "../desk-paths";
import { deskPage } from "./desk-page";

/** An insurer on the list: its details and the titles of the products it is the usual insurer of. */
export interface ListedInsurer {
  insurer: Insurer;
  usualFor: string[];
}

/** The Service Charter's days in a few words: "2 working days to acknowledge, 30 days to make an offer". */
export const charterDays = ({ acknowledgeWorkingDays, offerDays }: Insurer) =>
  `${acknowledgeWorkingDays} working day${acknowledgeWorkingDays === 1 ? "" : "s"} to acknowledge, ${offerDays} day${offerDays === 1 ? "" : "s"} to make an offer`;

function row({ insurer, usualFor }: ListedInsurer) {
  const phone = dialledNumber(insurer.phone);
  const dialled = phone.href === undefined ? phone.national : escaped`<a href="${phone.href}">${phone.national}</a>`;
  return escaped`<tr><th scope="row" data-label="Name"><a href="${insurerPath(insurer.id)}">${insurer.name}</a></th>
<td data-label="Claims e-mail">${insurer.claimsEmails.map((email, index) => escaped`${index > 0 && escaped`<br>`}<a href="mailto:${email}">${email}</a>`)}</td>
<td data-label="Phone">${dialled}</td>
<td data-label="Service Charter">${charterDays(insurer)}</td>
<td data-label="Usual insurer of">${usualFor.length === 0 ? escaped`<span class="quiet-text">No product</span>` : usualFor.join(", ")}</td></tr>`;
}

export function insurersPage(person: StaffMember, listed: readonly ListedInsurer[], done: string | undefined) {
  const table =
    listed.length === 0
      ? escaped`<p>No insurers yet: add each insurer the brokerage places business with, so that a claim can be sent to it.</p>`
      : escaped`<table class="insurers" aria-labelledby="insurers-heading">
<thead><tr><th scope="col">Name</th><th scope="col">Claims e-mail</th><th scope="col">Phone</th><th scope="col">Service Charter</th><th scope="col">Usual insurer of</th></tr></thead>
<tbody>${listed.map(row)}</tbody></table>`;
  return deskPage({
    title: "Insurers",
    signedIn: person,
    body: escaped`<h1 id="insurers-heading">Insurers</h1>
${done !== undefined && escaped`<p class="status" id="done" role="status" tabindex="-1">${done}</p>`}
<p><a class="button" href="${DESK_PATHS.addInsurer}">Add an insurer</a></p>
${table}`,
  });
}
