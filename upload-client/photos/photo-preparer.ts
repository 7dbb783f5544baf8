/**
 * Makes a chosen document ready to send: `photoPreparer(startWorker)` gives a `preparePhoto(file)` that resolves to
 * `{ file, originalSize }`, where `file` is what to send and `originalSize` the size of the file as chosen. It never
 * rejects. `startWorker` starts shrink-photo.worker.ts as the bundle that carries it can: the site's webpack by
 * prepare-photo.ts, the claim status page's esbuild script from the worker's address on its script tag.
 *
 * - A JPEG or PNG that is larger than it needs to be (see shrinkTarget) is re-encoded off the main thread as a JPEG
 *   at most MAX_LONG_EDGE pixels long, the right way up, without its metadata; a PNG is renamed .jpg.
 * - Every other file, and a photo whose re-encoding fails or would not be smaller, is `file` itself.
 *
 * The worker is a script of its own, fetched when the first photo is prepared.
 */
import { fileToSend, isShrinkablePhoto } from "./photo-rules";
import type { ShrinkReply } from "./shrink-photo.worker";

export interface PreparedDocument {
  /** What to send. */
  file: File;
  /** The size in bytes of the file as chosen, for "5.6 MB → 0.9 MB". */
  originalSize: number;
}

export type PreparePhoto = (file: File) => Promise<PreparedDocument>;

/** Old browsers (Safari before 16.4) have workers but no OffscreenCanvas: their photos go as chosen. */
function canReencodeHere(): boolean {
  return typeof Worker !== "undefined" && typeof OffscreenCanvas !== "undefined";
}

export function photoPreparer(startWorker: () => Worker): PreparePhoto {
  let worker: Worker | undefined;
  let lastTask: Promise<unknown> = Promise.resolve();

  /** A decoded 12 MP photo takes 48 MB: a phone decodes one at a time, however many are chosen at once. */
  function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
    const result = lastTask.then(task);
    lastTask = result.catch(() => undefined);
    return result;
  }

  /** The worker's JPEG, or undefined when there is none; a worker that failed is replaced for the next photo. */
  const reencode = (photo: File): Promise<Blob | undefined> =>
    new Promise((resolve) => {
      let current: Worker;
      try {
        current = worker ??= startWorker();
      } catch {
        resolve(undefined);
        return;
      }
      const settle = (reencoded: Blob | undefined) => {
        current.removeEventListener("message", answered);
        current.removeEventListener("error", failed);
        current.removeEventListener("messageerror", failed);
        resolve(reencoded);
      };
      const answered = ({ data }: MessageEvent<ShrinkReply>) => settle(data ?? undefined);
      const failed = () => {
        current.terminate();
        if (worker === current) worker = undefined;
        settle(undefined);
      };
      current.addEventListener("message", answered);
      current.addEventListener("error", failed);
      current.addEventListener("messageerror", failed);
      current.postMessage(photo);
    });

  return async (file) => {
    const reencoded = isShrinkablePhoto(file) && canReencodeHere() ? await oneAtATime(() => reencode(file)) : undefined;
    return { file: fileToSend(file, reencoded), originalSize: file.size };
  };
}
