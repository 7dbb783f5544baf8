/**
 * How a stored submission is answered. The enhanced form's request gets 201 and the reference as JSON, with
 * the address a copy is e-mailed to (`emailedCopy`, none while mail is off), whether it is or the day's limit
 * held it back (storage/submissions/emailed-copies.ts). A browser's own form post gets 303 to its sent page
 * (routes/sent-pages/), named by the submission's receipt:
 * the page the visitor sees is then fetched with a GET, so reloading it, or coming Back to it, never posts the
 * form again, and what it shows can be seen again until the submission is erased.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FormKind } from "../../../form-contract/shared/form-post";
import { isFormPost } from "./form-post";
import type { EmailedCopyOf } from "../../storage/submissions/emailed-copies";
import type { Receipts } from "../../storage/submissions/receipts";

/** Where each form's sent page is asked for, with `?receipt=` and, from a separately hosted site, `&site=`. */
export const sentPageAddresses: Record<FormKind, string> = {
  quote: "/api/quote-requests/sent",
  claim: "/api/claims/sent",
};

/** The query parameter naming the separately hosted site (one of ALLOWED_ORIGINS) the form was posted from. */
export const SITE_PARAMETER = "site";

export function createStoredAnswer(
  receipts: Receipts,
  emailedCopyOf: EmailedCopyOf,
  siteOriginOf: (request: FastifyRequest) => string | undefined,
) {
  return (request: FastifyRequest, reply: FastifyReply, form: FormKind, reference: string) => {
    if (!isFormPost(request)) {
      const emailedCopy = emailedCopyOf(reference);
      return reply.code(201).send({ reference, ...(emailedCopy && { emailedCopy }) });
    }
    const query = new URLSearchParams({ receipt: receipts.issue(reference) });
    const site = siteOriginOf(request);
    if (site) query.set(SITE_PARAMETER, site);
    return reply.redirect(`${sentPageAddresses[form]}?${query}`, 303);
  };
}

export type AnswerStored = ReturnType<typeof createStoredAnswer>;
