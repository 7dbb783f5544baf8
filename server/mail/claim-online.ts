/**
 * The way to a claim's status page, which the receipt of a claim and each step's e-mail give: the site's lookup
 * page with the claim's reference filled in (statusLookupPageFor), where the customer asks for a link with their
 * address. Never a token. Without scripts the page opens with the field empty, so the words give the reference too.
 */
import { statusLookupPageFor } from "../../form-contract/claim-status/lookup";
import { addressLink, blocks, heading2, paragraph, unbroken } from "./email-html";

const online = "To see where your claim stands online, go to";

/** `siteOrigin`: where the service serves the site (PUBLIC_ORIGIN). */
export function claimOnline(siteOrigin: string, reference: string) {
  const page = `${siteOrigin}${statusLookupPageFor(reference)}`;
  const [give, then] = [" and give your reference, ", ", and this e-mail address."];
  return {
    text: ["Your claim online", "", `${online} ${page}${give}${reference}${then}`],
    html: blocks(
      heading2("Your claim online"),
      paragraph(`${online} `, addressLink(page), give, unbroken(reference), then),
    ),
  };
}
