/** Waiting for a connection: what failed on the way (a chunk, a submission) is tried again once the phone is back. */

/** Resolves when the browser reports that it is back online, or after `ms`, whichever comes first. */
export function onlineOrAfter(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const go = () => {
      window.clearTimeout(timer);
      window.removeEventListener("online", go);
      resolve();
    };
    const timer = window.setTimeout(go, ms);
    window.addEventListener("online", go);
  });
}

/** Resolves the next time the browser reports that it is back online. */
export function nextOnline(): Promise<void> {
  return new Promise((resolve) => window.addEventListener("online", () => resolve(), { once: true }));
}
