/** Requests the visitor's side got wrong or gave up on: answered 4xx and logged quietly, never as our failure. */

/** The body stopped before it was whole: cut short, or the visitor closed the connection mid-upload. */
export class IncompleteBody extends Error {
  readonly code = "ERR_INCOMPLETE_BODY";
  readonly statusCode = 400;
  constructor() {
    super("The request ended before it was complete");
  }
}

export class MultipartWithoutBoundary extends Error {
  readonly code = "ERR_MULTIPART_WITHOUT_BOUNDARY";
  readonly statusCode = 400;
  constructor() {
    super("The multipart body has no boundary");
  }
}

/** More text fields than any form sends: refused as soon as the first one too many arrives. */
export class TooManyFields extends Error {
  readonly code = "FST_FIELDS_LIMIT";
  readonly statusCode = 413;
  constructor() {
    super("The request has too many fields");
  }
}

/** A document declared bigger than MAX_DOCUMENT_BYTES before its bytes are sent: answered as multipart's limit is. */
export class DocumentTooLarge extends Error {
  readonly code = "FST_REQ_FILE_TOO_LARGE";
  readonly statusCode = 413;
  constructor() {
    super("The document is larger than allowed");
  }
}

/** One document more than MAX_DOCUMENTS for a claim: answered as multipart's limit is. */
export class TooManyDocuments extends Error {
  readonly code = "FST_FILES_LIMIT";
  readonly statusCode = 413;
  constructor() {
    super("The claim has too many documents");
  }
}

/** A refusal that carries its own answer: the status and the JSON body to send. */
export class RequestRefused extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: { error: string; message: string },
  ) {
    super(body.message);
  }
}
