/**
 * Code split off the app's own scripts, fetched with import(), fails to arrive often enough on congested mobile
 * data: a dropped connection, a phone between cells. webpack forgets a chunk that failed, so calling the import
 * again fetches it again.
 */

/** How long to wait after each failed try before the next: four tries in all, about 7 s. */
const PAUSES_MS = [1000, 2000, 4000];

/** Ends after `ms`, or sooner when the browser reports that it is back online. */
function pause(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    addEventListener("online", done);
    function done() {
      clearTimeout(timer);
      removeEventListener("online", done);
      resolve();
    }
  });
}

/** Calls `load` until it succeeds, pausing longer after each failure; rejects with the last try's error. */
export async function retryImport<T>(load: () => Promise<T>): Promise<T> {
  for (const ms of PAUSES_MS) {
    try {
      return await load();
    } catch {
      await pause(ms);
    }
  }
  return load();
}

/** Resolves the next time the browser reports that it is back online. */
export function nextOnline(): Promise<void> {
  return new Promise((resolve) => addEventListener("online", () => resolve(), { once: true }));
}
