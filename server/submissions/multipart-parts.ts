/** What reading a multipart body's parts needs, for a claim and for a document sent from a claim's page. */
import type { FastifyRequest } from "fastify";
import type { Readable } from "node:stream";
import { multipartWithoutBoundary } from "./client-errors";

/** Refuses a multipart body without a boundary, which no part can be read from. */
export function requireBoundary(request: FastifyRequest): void {
  if (!/;\s*boundary=/i.test(request.headers["content-type"] ?? "")) throw multipartWithoutBoundary();
}

/**
 * An upload stream that failed because the body did not arrive whole, rather than because of our disk. The
 * multipart plugin ends a file it gave up on (body cut short, a limit hit) before it is handed over; piping such a
 * stream would wait forever.
 */
export const endedEarly = (file: Readable) => file.errored !== null || (file.destroyed && !file.readableEnded);
