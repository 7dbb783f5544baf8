/** Requests the visitor's side got wrong or gave up on: answered 4xx and logged quietly, never as our failure. */

/** Refused by its code, which app.ts answers as it answers Fastify's and multipart's own limits of that code. */
export class ClientError extends Error {
  constructor(
    readonly code: string,
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** The body stopped before it was whole: cut short, or the visitor closed the connection mid-upload. */
export const incompleteBody = () =>
  new ClientError("ERR_INCOMPLETE_BODY", 400, "The request ended before it was complete");

export const multipartWithoutBoundary = () =>
  new ClientError("ERR_MULTIPART_WITHOUT_BOUNDARY", 400, "The multipart body has no boundary");

/** More than the claim form's own fields, honeypot included. */
export const MAX_TEXT_FIELDS = 20;

/** More text fields than any form sends: refused as soon as the first one too many arrives. */
export const tooManyFields = () => new ClientError("FST_FIELDS_LIMIT", 413, "The request has too many fields");

/** A document declared bigger than MAX_DOCUMENT_BYTES before its bytes are sent: answered as multipart's limit is. */
export const documentTooLarge = () =>
  new ClientError("FST_REQ_FILE_TOO_LARGE", 413, "The document is larger than allowed");

/** One document more than MAX_DOCUMENTS for a claim: answered as multipart's limit is. */
export const tooManyDocuments = () => new ClientError("FST_FILES_LIMIT", 413, "The claim has too many documents");

/** A refusal that carries its own answer: the status and the JSON body to send. */
export class RequestRefused extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: { error: string; message: string },
  ) {
    super(body.message);
  }
}

/**
 * Documents would leave the data folder's disk under MIN_FREE_DISK_MB once every upload under way is whole, or
 * the uploads waiting for their claims hold as much as the service allows: a claim or an upload waits for room.
 */
export const lowDiskSpace = () =>
  new RequestRefused(507, {
    error: "low_disk_space",
    message: "Documents cannot be received just now. Please try again later.",
  });

/** One address holds as many bytes of unclaimed uploads as it may: the phone's claim takes them, or a sweep does. */
export const tooManyUnclaimedBytes = () =>
  new RequestRefused(429, {
    error: "too_many_waiting_uploads",
    message: "Too many documents sent from this connection are waiting for their claim. Please try again later.",
  });
