/** Each form's post to the submissions service (server/), and what its answers mean. */
import type { ClaimWithUploads } from "../../../form-contract/claim/payload";
import type { QuotePayload } from "../../../form-contract/quote/payload";
import { IDEMPOTENCY_HEADER, idempotencyHeaderValue } from "../../../form-contract/shared/idempotency";
import { apiUrl, ServiceUnreachable, whyNoAnswer } from "../../../upload-client/service-reach";
import { isEmailedCopy, type EmailedCopy } from "./emailed-copy";

/** What the service returns for a stored submission. */
export interface Receipt {
  reference: string;
  /** Where a copy is e-mailed, if the service sends mail. */
  emailedCopy?: EmailedCopy;
}

/** The service refused some fields; each message belongs under its field. */
export class FieldErrorsFromServer extends Error {
  constructor(readonly fields: Record<string, string>) {
    super("The service refused some fields");
  }
}

function isFieldMap(value: unknown): value is Record<string, string> {
  return typeof value === "object" && value !== null && Object.values(value).every((item) => typeof item === "string");
}

/**
 * Reads an answer: 201 gives the receipt; a refusal naming fields throws FieldErrorsFromServer; anything
 * else (a 5xx, a rate limit) throws a plain Error, which the form reports as failed.
 */
export function readAnswer(status: number, body: unknown): Receipt {
  const answer = (typeof body === "object" && body !== null ? body : {}) as {
    reference?: unknown;
    emailedCopy?: unknown;
    fields?: unknown;
  };
  if (status === 201 && typeof answer.reference === "string") {
    const { reference, emailedCopy } = answer;
    return isEmailedCopy(emailedCopy) ? { reference, emailedCopy } : { reference };
  }
  if ((status === 400 || status === 413) && isFieldMap(answer.fields)) throw new FieldErrorsFromServer(answer.fields);
  throw new Error(`The service answered ${status}`);
}

/** What a proxy answers when the service behind it is down, and the service's "still storing that key". */
const TRY_AGAIN_STATUSES = [409, 502, 503, 504];

/** Posts a submission as JSON with its idempotency key; throws ServiceUnreachable when it should be sent again. */
export async function postSubmission(path: string, payload: unknown, key: string): Promise<Receipt> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        [IDEMPOTENCY_HEADER]: idempotencyHeaderValue(key),
      },
      body: JSON.stringify(payload),
    });
  } catch {
    throw await whyNoAnswer();
  }
  if (TRY_AGAIN_STATUSES.includes(response.status)) throw new ServiceUnreachable(`status ${response.status}`);
  return readAnswer(response.status, await response.json().catch(() => null));
}

export type SendQuoteRequest = (payload: QuotePayload, key: string) => Promise<Receipt>;

/** Delivers a quote request, as JSON with its idempotency key. */
export const sendQuoteRequest: SendQuoteRequest = (payload, key) => postSubmission("/api/quote-requests", payload, key);

export type SendClaim = (claim: ClaimWithUploads, key: string) => Promise<Receipt>;

/** Delivers a claim whose documents are uploaded: JSON naming its uploads, with its idempotency key. */
export const sendClaim: SendClaim = (claim, key) => postSubmission("/api/claims", claim, key);
