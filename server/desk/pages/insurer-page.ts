/**
 * An insurer's form on the desk: "Add an insurer" (its Service Charter's days the usual ones), or an insurer's page
 * to change its details. Sent back with problems, it comes with GOV.UK's error summary, each problem beside its
 * field too, and what was typed. The products are the products file's, each a tick box; when that file cannot be
 * read the form says so, and the products the insurer is the usual insurer of stay as they were.
 */
import { escaped, type SafeHtml } from "../../safe-html";
import type { StaffMember } from "../../storage/desk-people/staff";
import { INSURER_FIELDS, INSURER_LIMITS, type InsurerFormValues } from "../insurer-form";
import { DESK_PATHS, insurerPath } from "../desk-paths";
import type { ProductName } from "../products-file";
import { deskPage } from "./desk-page";
import { errorSummary, type ProblemLink } from "./error-summary";

export interface InsurerPage {
  person: StaffMember;
  /** The insurer being changed, by its id and name as listed; none for "Add an insurer". */
  insurer?: { id: number; name: string };
  values: InsurerFormValues;
  /** The products to tick; undefined when the products file could not be read. */
  products: readonly ProductName[] | undefined;
  problems: readonly ProblemLink[];
}

type Field = keyof typeof INSURER_FIELDS;

/** The markup that ties a field to its hint and its problem, and the problem's line. */
function described(field: Field, problems: readonly ProblemLink[], hint: boolean) {
  const id = INSURER_FIELDS[field];
  const problem = problems.find((one) => one.field === id);
  const ids = [hint && `${id}-hint`, problem && `${id}-problem`].filter(Boolean).join(" ");
  return {
    attributes: escaped`${ids !== "" && escaped` aria-describedby="${ids}"`}${problem && escaped` aria-invalid="true"`}`,
    message: problem && escaped`<p class="field-problem" id="${id}-problem">${problem.text}</p>`,
  };
}

function textField(field: Field, label: string, value: string, problems: readonly ProblemLink[], extra: SafeHtml) {
  const id = INSURER_FIELDS[field];
  const { attributes, message } = described(field, problems, false);
  return escaped`<label for="${id}">${label}</label>${message}
<input id="${id}" name="${field}" value="${value}"${extra}${attributes}>`;
}

function daysField(field: Field, label: string, hint: string, value: string, problems: readonly ProblemLink[]) {
  const id = INSURER_FIELDS[field];
  const { attributes, message } = described(field, problems, true);
  return escaped`<label for="${id}">${label}</label>
<p class="quiet-text" id="${id}-hint">${hint}</p>${message}
<input id="${id}" name="${field}" class="days" inputmode="numeric" value="${value}"${attributes}>`;
}

function productBoxes(products: readonly ProductName[] | undefined, ticked: readonly string[]) {
  if (products === undefined) {
    return escaped`<p class="status problem">The products could not be read, so they are not shown here: the products this insurer is the usual insurer of stay as they were.</p>`;
  }
  return escaped`<fieldset aria-describedby="insurer-products-hint"><legend>The usual insurer of</legend>
<p class="quiet-text" id="insurer-products-hint">A claim on a product ticked here offers this insurer first.</p>
${products.map(
  ({ key, title }, index) =>
    escaped`<label class="tick"><input type="checkbox" name="products" value="${key}" id="insurer-product-${String(index + 1)}"${ticked.includes(key) && escaped` checked`}> ${title}</label>`,
)}</fieldset>`;
}

export function insurerPage({ person, insurer, values, products, problems }: InsurerPage) {
  const heading = insurer === undefined ? "Add an insurer" : insurer.name;
  const emails = described("claimsEmails", problems, true);
  return deskPage({
    title: `${problems.length > 0 ? "Error: " : ""}${heading}`,
    signedIn: person,
    body: escaped`<p><a href="${DESK_PATHS.insurers}">Back to the insurers</a></p>
<h1>${heading}</h1>
${problems.length > 0 && errorSummary(problems)}
<form method="post" action="${insurer === undefined ? DESK_PATHS.addInsurer : insurerPath(insurer.id)}" class="change insurer" novalidate>
${textField("name", "Name", values.name, problems, escaped` maxlength="${String(INSURER_LIMITS.nameMax)}" autocomplete="off" spellcheck="false"`)}
<label for="${INSURER_FIELDS.claimsEmails}">Claims e-mail addresses</label>
<p class="quiet-text" id="${INSURER_FIELDS.claimsEmails}-hint">One a line, or separated by commas. The first is the main one.</p>${emails.message}
<textarea id="${INSURER_FIELDS.claimsEmails}" name="claimsEmails" rows="3" autocomplete="off" spellcheck="false"${emails.attributes}>${values.claimsEmails}</textarea>
${textField("phone", "Phone", values.phone, problems, escaped` type="tel" autocomplete="off"`)}
<fieldset><legend>Service Charter</legend>
${daysField("acknowledgeWorkingDays", "Days to acknowledge a claim", `Working days, from 1 to ${INSURER_LIMITS.acknowledgeWorkingDaysMax}.`, values.acknowledgeWorkingDays, problems)}
${daysField("offerDays", "Days to make an offer", `Days, from 1 to ${INSURER_LIMITS.offerDaysMax}.`, values.offerDays, problems)}
</fieldset>
${productBoxes(products, values.products)}
<button type="submit">${insurer === undefined ? "Add the insurer" : "Save the changes"}</button>
</form>`,
  });
}
