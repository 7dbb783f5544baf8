/**
 * tus-js-client for Jest (jsdom has no network): each upload gets an address when started and, unless a test
 * holds it (`FakeUpload.hold = true`), arrives at once. Tests drive held uploads with progress, succeed and fail.
 */
import type { UploadOptions } from "tus-js-client";

let made = 0;

export class Upload {
  static instances: Upload[] = [];
  static hold = false;
  /** Whether a started upload waits for `giveAddress` before it learns its address (and then arrives). */
  static holdAddress = false;
  url: string | null;
  starts = 0;
  aborted: boolean[] = [];

  constructor(
    readonly file: File,
    readonly options: UploadOptions,
  ) {
    this.url = options.uploadUrl ?? null;
    Upload.instances.push(this);
  }

  start() {
    this.starts += 1;
    if (!this.url && Upload.holdAddress) return;
    this.giveAddress();
    if (!Upload.hold) queueMicrotask(() => this.succeed());
  }

  giveAddress() {
    if (this.url) return;
    made += 1;
    this.url = `/api/uploads/fake-upload-${String(made).padStart(4, "0")}-abcdefghijkl`;
    this.options.onUploadUrlAvailable?.();
  }

  abort(shouldTerminate = false): Promise<void> {
    this.aborted.push(shouldTerminate);
    return Promise.resolve();
  }

  progress(sent: number) {
    this.options.onProgress?.(sent, this.file.size);
  }

  succeed() {
    this.options.onProgress?.(this.file.size, this.file.size);
    this.options.onSuccess?.({ lastResponse: undefined as never });
  }

  /** A refusal (`status` 4xx with the service's JSON) or, without a status, a connection that dropped. */
  fail(status?: number, body: unknown = {}) {
    const error = Object.assign(new Error("tus: failed"), {
      originalRequest: {},
      originalResponse: status === undefined ? null : { getStatus: () => status, getBody: () => JSON.stringify(body) },
    });
    this.options.onError?.(error);
  }

  static reset() {
    Upload.instances = [];
    Upload.hold = false;
    Upload.holdAddress = false;
  }
}
