/** Talking to the submissions service (server/): where it is, and what its answers mean. */

/** What the service returns for a stored submission. */
export interface Receipt {
  reference: string;
}

/** The service refused some fields; each message belongs under its field. */
export class FieldErrorsFromServer extends Error {
  constructor(readonly fields: Record<string, string>) {
    super("The service refused some fields");
  }
}

/** Same origin by default; GATSBY_API_URL (read at build time) points at a separately hosted service. */
export function apiUrl(path: string): string {
  return `${process.env.GATSBY_API_URL ?? ""}${path}`;
}

function isFieldMap(value: unknown): value is Record<string, string> {
  return typeof value === "object" && value !== null && Object.values(value).every((item) => typeof item === "string");
}

/**
 * Reads an answer: 201 gives the receipt; a refusal naming fields throws FieldErrorsFromServer; anything
 * else (a network error page, a 5xx, a rate limit) throws a plain Error, which the form reports as failed.
 */
export function readAnswer(status: number, body: unknown): Receipt {
  const answer = (typeof body === "object" && body !== null ? body : {}) as { reference?: unknown; fields?: unknown };
  if (status === 201 && typeof answer.reference === "string") return { reference: answer.reference };
  if ((status === 400 || status === 413) && isFieldMap(answer.fields)) throw new FieldErrorsFromServer(answer.fields);
  throw new Error(`The service answered ${status}`);
}
