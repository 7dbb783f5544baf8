/**
 * The way to a claim's status page, which the receipt of a claim and each step's e-mail give: the site's lookup
 * page (STATUS_LOOKUP_PAGE), where the customer asks for a link with their reference and address. Never a token.
 */
import { STATUS_LOOKUP_PAGE } from "../../form-contract/claim-status/lookup";
import { addressLink, blocks, heading2, paragraph } from "./email-html";

const online = "To see where your claim stands online, go to";
const asked = "and give your reference and this e-mail address.";

/** `siteOrigin`: where the service serves the site (PUBLIC_ORIGIN). */
export function claimOnline(siteOrigin: string) {
  const page = `${siteOrigin}${STATUS_LOOKUP_PAGE}`;
  return {
    text: ["Your claim online", "", `${online} ${page} ${asked}`],
    html: blocks(heading2("Your claim online"), paragraph(`${online} `, addressLink(page), ` ${asked}`)),
  };
}
