/**
 * Each supporting document travels as soon as it is chosen, while the visitor goes on typing, with the tus
 * resumable upload protocol (tus-js-client, fetched only once a document is chosen). A cut connection, a stall
 * (no progress for STALL_MS) or a reload resumes from the bytes the service already holds; an upload that
 * cannot reach the service waits and tries again by itself. The claim then names its uploads
 * (form-contract/claim/uploads.ts). A document the service refuses is told with the service's message.
 */
import type { DetailedError, Upload } from "tus-js-client";
import { documentProblem } from "../../../../form-contract/claim/schema";
import {
  CLAIM_KEY_HEADER,
  UPLOADS_PATH,
  uploadIdOf,
  uploadMessages,
  uploadMetadataKeys,
} from "../../../../form-contract/claim/uploads";
import { newIdempotencyKey } from "../../../../form-contract/shared/idempotency";
import { apiUrl, ServiceUnreachable, whyNoAnswer } from "../../shared/api";
import { RETRY_MS } from "../../shared/delivery";

/** Long enough for a congested cell to recover, short enough that a dead connection does not hold a claim for minutes. */
export const STALL_MS = 20_000;
/**
 * Bytes per PATCH: a connection cut mid-request costs at most this much again, and each request costs a round
 * trip (300 ms on congested 3G), so a shrunk photo of about 1 MB goes in two.
 */
export const CHUNK_BYTES = 512 * 1024;

export type UploadState =
  | { status: "uploading"; sent: number; total: number }
  /** `busy`: the service answered "not now" (no room, a limit, a proxy without it) rather than nothing at all. */
  | { status: "waiting"; sent: number; total: number; busy?: true }
  | { status: "uploaded"; total: number }
  | { status: "refused"; message: string }
  | { status: "failed" };

/** What the form's copy on the phone keeps of its uploads: the claim key, and each document's upload address. */
export interface KeptUploads {
  claimKey: string;
  uploadUrls: (string | null)[];
}

/** A document the service would not take; `message` names it. */
export class UploadRefused extends Error {
  constructor(
    readonly file: File,
    message: string,
  ) {
    super(message);
  }
}

interface Entry {
  url: string | null;
  state: UploadState;
  upload?: Upload;
  uploaded: Promise<string>;
  settle: { resolve(id: string): void; reject(error: Error): void };
  stallTimer?: number;
  retryTimer?: number;
}

interface Options {
  stallMs: number;
  retryMs: number;
  chunkSize: number;
}

const loadTus = () => import(/* webpackChunkName: "tus" */ "tus-js-client");

/** Whether the document passes the form's own checks; one that does not is never sent. */
const isSendable = (file: File) => documentProblem(file) === undefined;

/** The service's message for a refused upload, from its JSON answer. */
function refusalMessage(error: DetailedError): string {
  try {
    const body = JSON.parse(error.originalResponse?.getBody() ?? "") as {
      fields?: { documents?: unknown };
      message?: unknown;
    };
    if (typeof body.fields?.documents === "string") return body.fields.documents;
    if (typeof body.message === "string") return body.message;
  } catch {
    // Not JSON: a proxy's page.
  }
  return uploadMessages.unknownUpload;
}

/** The status the service (or a proxy before it) answered with; undefined when nothing answered. */
const statusOf = (error: Error | DetailedError) =>
  "originalResponse" in error ? error.originalResponse?.getStatus() : undefined;

/** A 4xx other than tus's "try again" answers: the service has refused the document for good. */
function isRefusal(error: Error | DetailedError): error is DetailedError {
  const status = statusOf(error);
  return status !== undefined && status >= 400 && status < 500 && status !== 409 && status !== 423 && status !== 429;
}

export class DocumentUploads {
  claimKey = newIdempotencyKey();
  private readonly entries = new Map<File, Entry>();
  private readonly listeners = new Set<() => void>();
  private version = 0;

  constructor(private readonly options: Options = { stallMs: STALL_MS, retryMs: RETRY_MS, chunkSize: CHUNK_BYTES }) {}

  /** Starts an upload for each new sendable document, and stops and deletes those no longer listed. */
  sync(documents: readonly File[]) {
    for (const [file, entry] of this.entries) {
      if (!documents.includes(file)) this.drop(file, entry, true);
    }
    for (const file of documents) {
      if (!this.entries.has(file) && isSendable(file)) this.begin(file, null);
    }
  }

  stateOf(file: File): UploadState | undefined {
    return this.entries.get(file)?.state;
  }

  /** For useSyncExternalStore: a number that changes whenever any upload's state does. */
  readonly getVersion = () => this.version;

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  keep(documents: readonly File[]): KeptUploads {
    return { claimKey: this.claimKey, uploadUrls: documents.map((file) => this.entries.get(file)?.url ?? null) };
  }

  /** Resumes the uploads of a form brought back from the phone; call before its documents render. */
  restore({ claimKey, uploadUrls }: KeptUploads, documents: readonly File[]) {
    this.forget();
    this.claimKey = claimKey;
    documents.forEach((file, index) => {
      if (isSendable(file)) this.begin(file, uploadUrls[index] ?? null);
    });
  }

  /**
   * The upload ids of `documents`, in order, once every one has arrived; `onWaiting` is told while one waits for
   * a connection. Rejects with UploadRefused for a document the service refused, and with another Error when the
   * service refuses this site's origin.
   */
  async whenUploaded(documents: readonly File[], onWaiting: () => void): Promise<string[]> {
    this.sync(documents);
    const tellIfWaiting = () => {
      if (documents.some((file) => this.entries.get(file)?.state.status === "waiting")) onWaiting();
    };
    tellIfWaiting();
    const unsubscribe = this.subscribe(tellIfWaiting);
    try {
      return await Promise.all(
        documents.map(
          (file) =>
            this.entries.get(file)?.uploaded ??
            Promise.reject(new UploadRefused(file, documentProblem(file) ?? uploadMessages.unknownUpload)),
        ),
      );
    } finally {
      unsubscribe();
    }
  }

  /** The claim has been stored: its uploads are the service's now, and the next claim gets a new key. */
  forget() {
    for (const [file, entry] of this.entries) this.drop(file, entry, false);
    this.claimKey = newIdempotencyKey();
  }

  /** 'Start again': every upload is stopped and deleted from the service. */
  discard() {
    for (const [file, entry] of this.entries) this.drop(file, entry, true);
    this.claimKey = newIdempotencyKey();
  }

  private changed() {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  private begin(file: File, url: string | null) {
    let settle!: Entry["settle"];
    const uploaded = new Promise<string>((resolve, reject) => (settle = { resolve, reject }));
    // Nobody may be waiting for it yet; the rejection is read by whenUploaded.
    uploaded.catch(() => undefined);
    const entry: Entry = { url, state: { status: "uploading", sent: 0, total: file.size }, uploaded, settle };
    this.entries.set(file, entry);
    this.changed();
    void this.start(file, entry);
  }

  private async start(file: File, entry: Entry) {
    const { Upload } = await loadTus();
    if (this.entries.get(file) !== entry) return;
    const upload = new Upload(file, {
      endpoint: apiUrl(UPLOADS_PATH),
      uploadUrl: entry.url,
      chunkSize: this.options.chunkSize,
      retryDelays: [0, 1000, 3000],
      // The address is kept with the form's copy on the phone instead (keep/restore), never in localStorage.
      storeFingerprintForResuming: false,
      metadata: { [uploadMetadataKeys.name]: file.name, [uploadMetadataKeys.type]: file.type },
      // On every request, the DELETE of 'Start again' included: the service shows an upload only to its own key.
      headers: { [CLAIM_KEY_HEADER]: this.claimKey },
      onUploadUrlAvailable: () => {
        entry.url = upload.url;
        this.changed();
      },
      onProgress: (sent, total) => {
        this.watchForStall(entry);
        this.setState(entry, { status: "uploading", sent, total });
      },
      onSuccess: () => {
        window.clearTimeout(entry.stallTimer);
        this.setState(entry, { status: "uploaded", total: file.size });
        entry.settle.resolve(uploadIdOf(upload.url ?? ""));
      },
      onError: (error) => {
        window.clearTimeout(entry.stallTimer);
        if (isRefusal(error)) {
          const message = refusalMessage(error);
          this.setState(entry, { status: "refused", message });
          entry.settle.reject(new UploadRefused(file, message));
          return;
        }
        // An answer that says "not now" (507 for room, 429, a proxy's 5xx) came through, so the origin is allowed.
        if (statusOf(error) !== undefined) {
          this.waitForConnection(entry, true);
          return;
        }
        void whyNoAnswer().then((reason) => {
          if (reason instanceof ServiceUnreachable) {
            this.waitForConnection(entry);
            return;
          }
          // The service refuses this site's origin: no retry will change that, and the claim fails.
          this.setState(entry, { status: "failed" });
          entry.settle.reject(reason);
        });
      },
    });
    entry.upload = upload;
    this.watchForStall(entry);
    upload.start();
  }

  private setState(entry: Entry, state: UploadState) {
    entry.state = state;
    this.changed();
  }

  /** No progress for stallMs: the request is dropped and the upload resumes from what the service holds. */
  private watchForStall(entry: Entry) {
    window.clearTimeout(entry.stallTimer);
    entry.stallTimer = window.setTimeout(() => {
      const upload = entry.upload;
      if (!upload) return;
      void upload.abort(false).then(() => {
        if ([...this.entries.values()].includes(entry)) this.resume(entry);
      });
    }, this.options.stallMs);
  }

  private waitForConnection(entry: Entry, busy = false) {
    // Failing again while already waiting, it keeps what it had sent: the service still holds those bytes.
    const { status } = entry.state;
    const { sent, total } = status === "uploading" || status === "waiting" ? entry.state : { sent: 0, total: 0 };
    this.setState(entry, busy ? { status: "waiting", sent, total, busy } : { status: "waiting", sent, total });
    const retry = () => {
      window.clearTimeout(entry.retryTimer);
      window.removeEventListener("online", retry);
      if ([...this.entries.values()].includes(entry)) this.resume(entry);
    };
    entry.retryTimer = window.setTimeout(retry, this.options.retryMs);
    window.addEventListener("online", retry);
  }

  private resume(entry: Entry) {
    this.watchForStall(entry);
    entry.upload?.start();
  }

  private drop(file: File, entry: Entry, deleteFromService: boolean) {
    window.clearTimeout(entry.stallTimer);
    window.clearTimeout(entry.retryTimer);
    this.entries.delete(file);
    // An upload that has arrived needs stopping only to be deleted.
    if (entry.state.status !== "uploaded" || deleteFromService) {
      void entry.upload?.abort(deleteFromService).catch(() => undefined);
    }
    this.changed();
  }
}
