/** preparePhoto's use of its worker, with a fake worker in place of the real one (jsdom has none). */
import type { preparePhoto as PreparePhoto } from "../photos/prepare-photo";
import type { ShrinkReply } from "../photos/shrink-photo.worker";

/** A worker that records what it is sent and answers when the test says. */
class FakeWorker extends EventTarget {
  sent: unknown[] = [];
  terminated = false;
  postMessage(message: unknown) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer(reply: ShrinkReply) {
    this.dispatchEvent(new MessageEvent("message", { data: reply }));
  }
  crash() {
    this.dispatchEvent(new Event("error"));
  }
}

let workers: FakeWorker[];
const mockStartShrinkWorker = jest.fn(() => {
  const worker = new FakeWorker();
  workers.push(worker);
  return worker;
});
jest.mock("../photos/start-shrink-worker", () => ({
  startShrinkWorker: () => mockStartShrinkWorker(),
}));

const MB = 1024 * 1024;
let preparePhoto: typeof PreparePhoto;

/** A file reporting `size` bytes without allocating them. */
function fileOfSize(name: string, type: string, size: number): File {
  const file = new File(["x"], name, { type, lastModified: 1_700_000_000_000 });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

const photo = (name = "IMG_0042.jpg") => fileOfSize(name, "image/jpeg", 5.6 * MB);
const reencoding = (size: number) => new Blob([new Uint8Array(size)], { type: "image/jpeg" });
/** Lets the worker's pending answers and preparePhoto's awaits run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(async () => {
  workers = [];
  mockStartShrinkWorker.mockClear();
  // The browser APIs preparePhoto looks for before it starts a worker.
  Object.assign(globalThis, { Worker: FakeWorker, OffscreenCanvas: class {} });
  // Each test starts with no worker running and no photo in the queue.
  jest.resetModules();
  ({ preparePhoto } = await import("../photos/prepare-photo"));
});

afterEach(() => {
  delete (globalThis as Partial<typeof globalThis>).Worker;
  delete (globalThis as Partial<typeof globalThis>).OffscreenCanvas;
});

it("sends a photo the worker made smaller, with the size it was chosen at", async () => {
  const chosen = photo("scan.png");
  const prepared = preparePhoto(chosen);
  await settle();
  expect(workers).toHaveLength(1);
  expect(workers[0]!.sent).toEqual([chosen]);
  workers[0]!.answer(reencoding(900 * 1024));
  const { file, originalSize } = await prepared;
  expect([file.name, file.type, file.size, originalSize]).toEqual(["scan.jpg", "image/jpeg", 900 * 1024, 5.6 * MB]);
});

it("sends the photo as chosen when the worker has no smaller one", async () => {
  const chosen = photo();
  const prepared = preparePhoto(chosen);
  await settle();
  workers[0]!.answer(null);
  expect(await prepared).toEqual({ file: chosen, originalSize: chosen.size });
});

it("sends the photo as chosen when the worker fails, and starts a new worker for the next photo", async () => {
  const broken = photo("broken.jpg");
  const prepared = preparePhoto(broken);
  await settle();
  workers[0]!.crash();
  expect(await prepared).toEqual({ file: broken, originalSize: broken.size });
  expect(workers[0]!.terminated).toBe(true);

  const next = preparePhoto(photo());
  await settle();
  expect(workers).toHaveLength(2);
  workers[1]!.answer(reencoding(MB));
  expect((await next).file.size).toBe(MB);
});

it("sends the photo as chosen when no worker can be started", async () => {
  mockStartShrinkWorker.mockImplementationOnce(() => {
    throw new Error("Refused by the page's Content-Security-Policy");
  });
  const chosen = photo();
  expect(await preparePhoto(chosen)).toEqual({ file: chosen, originalSize: chosen.size });
});

it("prepares one photo at a time in one worker, in the order chosen", async () => {
  const first = photo("first.jpg");
  const second = photo("second.jpg");
  const prepared = [preparePhoto(first), preparePhoto(second)];
  await settle();
  expect(workers).toHaveLength(1);
  expect(workers[0]!.sent).toEqual([first]);
  workers[0]!.answer(reencoding(MB));
  await settle();
  expect(workers[0]!.sent).toEqual([first, second]);
  workers[0]!.answer(reencoding(2 * MB));
  expect((await Promise.all(prepared)).map(({ file }) => [file.name, file.size])).toEqual([
    ["first.jpg", MB],
    ["second.jpg", 2 * MB],
  ]);
});

it("passes PDF and Word files through untouched, without a worker", async () => {
  for (const document of [
    fileOfSize("police-report.pdf", "application/pdf", 6 * MB),
    fileOfSize("estimate.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", MB),
  ]) {
    expect(await preparePhoto(document)).toEqual({ file: document, originalSize: document.size });
  }
  expect(mockStartShrinkWorker).not.toHaveBeenCalled();
});

it("sends photos as chosen, without a worker, in a browser without OffscreenCanvas", async () => {
  delete (globalThis as Partial<typeof globalThis>).OffscreenCanvas;
  const chosen = photo();
  expect(await preparePhoto(chosen)).toEqual({ file: chosen, originalSize: chosen.size });
  expect(mockStartShrinkWorker).not.toHaveBeenCalled();
});
