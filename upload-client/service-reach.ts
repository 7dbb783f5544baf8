/** Reaching the submissions service (server/) from a browser: where it is, and what no answer means. */

/**
 * The service could not be reached (no connection, a proxy that cannot reach it) or has not finished storing
 * the same submission: nothing was refused, so the same request is sent again later with the same key.
 */
export class ServiceUnreachable extends Error {
  constructor(reason: string) {
    super(`The service could not be reached: ${reason}`);
  }
}

/** Same origin by default; GATSBY_API_URL (read at build time) points at a separately hosted service. */
export function apiUrl(path: string): string {
  return `${process.env.GATSBY_API_URL ?? ""}${path}`;
}

/**
 * A fetch that gets no answer may be a lost connection, an answer lost on its way back, or a service on another
 * origin refusing this site (CORS), which a script cannot tell apart from the first. The service's health check
 * tells: answered, the service is there and the post may go again; answered only without CORS (an opaque
 * answer), it refuses this site, and no retry will change that; not answered at all, the phone is offline.
 */
export async function whyNoAnswer(): Promise<Error> {
  const health = apiUrl("/api/health");
  const answers = async (mode: RequestMode) => {
    try {
      await fetch(health, { mode, cache: "no-store" });
      return true;
    } catch {
      return false;
    }
  };
  if (await answers("cors")) return new ServiceUnreachable("no answer");
  if (await answers("no-cors")) return new Error("The service refused this site's origin");
  return new ServiceUnreachable("no connection");
}
