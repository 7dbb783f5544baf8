/**
 * Starts the photo worker. Webpack 5 recognises exactly this `new Worker(new URL(…, import.meta.url))` and bundles
 * the worker as a script of its own, fetched only when the worker starts; kept alone in this file so that tests can
 * put a worker of their own in its place (Jest cannot run `import.meta`).
 */
export function startShrinkWorker(): Worker {
  return new Worker(new URL("./shrink-photo.worker.ts", import.meta.url));
}
