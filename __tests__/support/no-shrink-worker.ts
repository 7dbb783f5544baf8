/**
 * Stands in for upload-client/photos/start-shrink-worker.ts in Jest (see jest.config.js), which cannot load that
 * file's `import.meta`. jsdom has no Worker or OffscreenCanvas, so preparePhoto never asks for one there; a test of
 * the worker's use replaces this with a fake worker through jest.mock.
 */
export function startShrinkWorker(): Worker {
  throw new Error("jsdom has no Worker: mock start-shrink-worker in the test that needs one");
}
