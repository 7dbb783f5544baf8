/**
 * A submission pressed while the phone is offline, or while the service cannot be reached, is not a failure: it is
 * kept (on the phone, by the form's draft) and sent again by itself when the browser says it is back online, or
 * every RETRY_MS in case it never says so, until the service answers. Each try carries the same idempotency key,
 * so an answer lost on the way back never stores the submission twice.
 */
import { onlineOrAfter } from "./online";
import { ServiceUnreachable } from "./service-reach";

export const RETRY_MS = 15_000;

/** Runs `attempt` until it gives an answer; `onWaiting` is told each time it has to wait for a connection. */
export async function deliverWhenReachable<T>(
  attempt: () => Promise<T>,
  onWaiting: () => void,
  retryMs = RETRY_MS,
): Promise<T> {
  for (;;) {
    if (navigator.onLine) {
      try {
        return await attempt();
      } catch (error) {
        if (!(error instanceof ServiceUnreachable)) throw error;
      }
    }
    onWaiting();
    await onlineOrAfter(retryMs);
  }
}
