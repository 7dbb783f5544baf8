/**
 * Where sign-in sends an officer who was on their way somewhere: the desk page they opened signed out (a claim's
 * "On the desk" link in a staff e-mail). It rides in the sign-in page's address as `?next=`, which the log never
 * keeps (server-options.ts), and is only ever a desk page's path: no query (a search may hold a customer's name),
 * no other origin (`//host`, `https:`), no `..`; anything else signs in to the queue.
 */
import { DESK_PATHS } from "./desk-paths";

/** The sign-in address's parameter naming the page to go on to. */
export const NEXT_PARAMETER = "next";

/** `/desk/` and then path segments of letters, digits, `-` and `_`: a reference, `documents`, a position. */
const DESK_PAGE = /^\/desk\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]*$/;

/** The desk page to go on to after sign-in, or undefined when `value` is none (or the queue itself). */
export function returnPath(value: unknown): string | undefined {
  if (typeof value !== "string" || !DESK_PAGE.test(value) || value === DESK_PATHS.home) return undefined;
  return value;
}

/** The sign-in page's address for someone who opened `url` (a request's, with any query) signed out. */
export function signInPathFrom(url: string): string {
  const path = returnPath(url.split("?")[0]);
  return path === undefined ? DESK_PATHS.signIn : `${DESK_PATHS.signIn}?${NEXT_PARAMETER}=${encodeURIComponent(path)}`;
}
