/**
 * Code split off the app's own scripts, fetched with import(), fails to arrive often enough on congested mobile
 * data: a dropped connection, a phone between cells. webpack forgets a chunk that failed, so calling the import
 * again fetches it again.
 */
import { onlineOrAfter } from "../../upload-client/online";

/** How long to wait after each failed try before the next: four tries in all, about 7 s. */
const PAUSES_MS = [1000, 2000, 4000];

/** Calls `load` until it succeeds, pausing longer after each failure; rejects with the last try's error. */
export async function retryImport<T>(load: () => Promise<T>): Promise<T> {
  for (const ms of PAUSES_MS) {
    try {
      return await load();
    } catch {
      await onlineOrAfter(ms);
    }
  }
  return load();
}
