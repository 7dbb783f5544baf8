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
