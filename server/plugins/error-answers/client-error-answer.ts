/**
 * The answer to a request the client got wrong: limits hit while the body streams in, bodies not as declared,
 * the routes' refusals. Nothing of such a request is kept.
 */
import type { FastifyError, FastifyRequest } from "fastify";
import { STATUS_CODES } from "node:http";
import { claimMessages } from "../../../form-contract/claim/schema";
import { RequestRefused } from "../../submissions/client-errors";
import { SubmissionRejected } from "../../submissions/validation";

declare module "fastify" {
  interface FastifyContextConfig {
    /** What a route's requests are called when its rate limit answers 429: "Too many <this>." */
    rateLimitedWhat?: string;
  }
}

export interface ClientErrorAnswer {
  status: number;
  body: Record<string, unknown>;
}

const tooLarge = (message: string): ClientErrorAnswer => ({ status: 413, body: { error: "too_large", message } });
const unsupportedMediaType = (message: string): ClientErrorAnswer => ({
  status: 415,
  body: { error: "unsupported_media_type", message },
});
const badRequest = (error: string, message: string): ClientErrorAnswer => ({ status: 400, body: { error, message } });

/** Answers by error code, Fastify's and multipart's own and the service's (submissions/client-errors.ts). */
const limitAnswers: Record<string, ClientErrorAnswer> = {
  FST_REQ_FILE_TOO_LARGE: {
    status: 413,
    body: { error: "too_large", fields: { documents: claimMessages.documentSize } },
  },
  FST_FILES_LIMIT: {
    status: 413,
    body: { error: "too_many_files", fields: { documents: claimMessages.documentsTooMany } },
  },
  FST_PARTS_LIMIT: tooLarge("The request has too many parts"),
  FST_FIELDS_LIMIT: tooLarge("The request has too many fields"),
  FST_ERR_CTP_BODY_TOO_LARGE: tooLarge("The request is too large"),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: unsupportedMediaType("Send JSON or multipart/form-data"),
  ERR_UNSUPPORTED_CHARSET: unsupportedMediaType("Send JSON in UTF-8"),
  ERR_INCOMPLETE_BODY: badRequest("incomplete_body", "The request ended before it was complete"),
  ERR_MULTIPART_WITHOUT_BOUNDARY: badRequest("invalid_multipart", "The multipart body has no boundary"),
  FST_PROTO_VIOLATION: badRequest("invalid_multipart", "The request has a field name that is not allowed"),
  FST_ERR_CTP_EMPTY_JSON_BODY: badRequest("invalid_json", "The request body is empty"),
  FST_ERR_CTP_INVALID_JSON_BODY: badRequest("invalid_json", "The request body is not valid JSON"),
};

/** The answer to a request the client got wrong, or undefined when the fault is ours. */
export function clientErrorAnswer(error: FastifyError, request: FastifyRequest): ClientErrorAnswer | undefined {
  if (error instanceof SubmissionRejected) return { status: 400, body: { error: "invalid", fields: error.fields } };
  if (error instanceof RequestRefused) return { status: error.statusCode, body: error.body };
  const known = limitAnswers[error.code];
  if (known) return known;
  if (error.statusCode === 429) {
    const what = request.routeOptions.config?.rateLimitedWhat ?? "submissions";
    return { status: 429, body: { error: "rate_limited", message: `Too many ${what}. Please try again later.` } };
  }
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return undefined;
  return { status, body: { error: "bad_request", message: STATUS_CODES[status] ?? "Bad Request" } };
}
