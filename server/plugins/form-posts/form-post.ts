/**
 * Tells a browser's own form post (scripts off, or never arrived) from the enhanced form's request, so that the
 * first is answered with a page and the second with JSON.
 *
 * A form post is a request whose body is a form's (application/x-www-form-urlencoded or multipart/form-data) and
 * whose Accept header asks for text/html. A browser submitting a form navigates, and every browser sends an Accept
 * that lists text/html when it navigates. The enhanced forms send JSON with `Accept: application/json`, and
 * fetch, curl and other clients send `*\/*` or nothing unless told otherwise: none of them is ever answered
 * with a page. A client that asks for HTML gets what it asked for.
 */
import type { FastifyRequest } from "fastify";
import type { FormKind } from "../../../form-contract/shared/form-post";

const formBody = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/** Whether an Accept header lists text/html with a weight above zero. */
export function acceptsHtml(accept: string | undefined): boolean {
  return (accept ?? "").split(",").some((range) => {
    const [type, ...parameters] = range.split(";").map((part) => part.trim().toLowerCase());
    const weight = parameters.find((parameter) => parameter.startsWith("q="));
    return type === "text/html" && (weight === undefined || Number(weight.slice(2)) > 0);
  });
}

export function isFormPost(request: FastifyRequest): boolean {
  return (
    request.method === "POST" &&
    formBody.test(request.headers["content-type"] ?? "") &&
    acceptsHtml(request.headers.accept)
  );
}

/** The form a route receives. */
const formOfRoute: Record<string, FormKind> = { "/api/quote-requests": "quote", "/api/claims": "claim" };

/** The form a browser posted itself to its route, or undefined for anything else. */
export function postedForm(request: FastifyRequest): FormKind | undefined {
  const form = formOfRoute[request.routeOptions.url ?? ""];
  return form && isFormPost(request) ? form : undefined;
}
