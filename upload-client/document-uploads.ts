/**
 * Each supporting document travels as soon as it is chosen, while the visitor goes on typing, with the tus
 * resumable upload protocol (tus-js-client, fetched only once a document is chosen). A cut connection, a stall
 * (no progress for STALL_MS) or a reload resumes from the bytes the service already holds; an upload that
 * cannot reach the service waits and tries again by itself. The claim then names its uploads
 * (form-contract/claim/uploads.ts). A document the service refuses is told with the service's message.
 *
 * A document brought back from the form's copy without its bytes (the browser would not store the file) is named by
 * its upload once the service says, asked with a HEAD, that it still holds all of it; otherwise the visitor is asked
 * to choose it again.
 */
import type { DetailedError, Upload } from "tus-js-client";
import {
  documentProblem,
  holdsBytes,
  type DocumentWithoutBytes,
  type ListedDocument,
} from "../form-contract/claim/documents";
import {
  CLAIM_KEY_HEADER,
  UPLOADS_PATH,
  uploadIdOf,
  uploadMessages,
  uploadMetadataKeys,
} from "../form-contract/claim/uploads";
import { newIdempotencyKey } from "../form-contract/shared/idempotency";
import { apiUrl, ServiceUnreachable, whyNoAnswer } from "./service-reach";
import { RETRY_MS } from "./delivery";
import { keptDocumentTexts } from "./kept-document-texts";

/** Long enough for a congested cell to recover, short enough that a dead connection does not hold a claim for minutes. */
export const STALL_MS = 20_000;
/**
 * Bytes per PATCH: a connection cut mid-request costs at most this much again, and each request costs a round
 * trip (300 ms on congested 3G), so a shrunk photo of about 1 MB goes in two.
 */
export const CHUNK_BYTES = 512 * 1024;

export type UploadState =
  /** A document without its bytes, while the service is asked whether it holds its upload whole. */
  | { status: "checking" }
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
    readonly file: ListedDocument,
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
  /** For a document without its bytes: asks the service again whether it holds the upload whole. */
  check?: () => void;
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

/** A 4xx other than tus's "try again" answers: the service has refused the document, or has none, for good. */
const isRefusalStatus = (status: number) =>
  status >= 400 && status < 500 && status !== 409 && status !== 423 && status !== 429;

function isRefusal(error: Error | DetailedError): error is DetailedError {
  const status = statusOf(error);
  return status !== undefined && isRefusalStatus(status);
}

/** The tus version tus-js-client speaks, which the requests this file makes itself name too. */
const TUS_VERSION = "1.0.0";

export class DocumentUploads {
  claimKey = newIdempotencyKey();
  private readonly entries = new Map<ListedDocument, Entry>();
  private readonly listeners = new Set<() => void>();
  private readonly addressListeners = new Set<() => void>();
  private version = 0;

  constructor(private readonly options: Options = { stallMs: STALL_MS, retryMs: RETRY_MS, chunkSize: CHUNK_BYTES }) {}

  /** Starts an upload for each new sendable document, and stops and deletes those no longer listed. */
  sync(documents: readonly ListedDocument[]) {
    for (const [document, entry] of this.entries) {
      if (!documents.includes(document)) this.drop(document, entry, true);
    }
    for (const document of documents) {
      if (this.entries.has(document)) continue;
      if (!holdsBytes(document)) this.name(document, null);
      else if (isSendable(document)) this.begin(document, null);
    }
  }

  stateOf(document: ListedDocument): UploadState | undefined {
    return this.entries.get(document)?.state;
  }

  /** For useSyncExternalStore: a number that changes whenever any upload's state does. */
  readonly getVersion = () => this.version;

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** Tells `listener` each time an upload gets its address, which the form's copy on the phone must keep. */
  readonly subscribeToAddresses = (listener: () => void) => {
    this.addressListeners.add(listener);
    return () => void this.addressListeners.delete(listener);
  };

  keep(documents: readonly ListedDocument[]): KeptUploads {
    return {
      claimKey: this.claimKey,
      uploadUrls: documents.map((document) => this.entries.get(document)?.url ?? null),
    };
  }

  /**
   * Resumes the uploads of a form brought back from the phone, and asks the service about those of documents
   * brought back without their bytes; call before its documents render.
   */
  restore({ claimKey, uploadUrls }: KeptUploads, documents: readonly ListedDocument[]) {
    this.forget();
    this.claimKey = claimKey;
    documents.forEach((document, index) => {
      const url = uploadUrls[index] ?? null;
      if (!holdsBytes(document)) this.name(document, url);
      else if (isSendable(document)) this.begin(document, url);
    });
  }

  /**
   * Asks the service again about the uploads of documents without their bytes, after a claim was answered that one
   * of its uploads is not there: each one it no longer holds whole asks to be chosen again.
   */
  checkAgain() {
    for (const [document, entry] of this.entries) {
      if (!holdsBytes(document)) this.name(document, entry.url);
    }
  }

  /**
   * The upload ids of `documents`, in order, once every one has arrived; `onWaiting` is told while one waits for
   * a connection. Rejects with UploadRefused for a document the service refused, and with another Error when the
   * service refuses this site's origin.
   */
  async whenUploaded(documents: readonly ListedDocument[], onWaiting: () => void): Promise<string[]> {
    this.sync(documents);
    const tellIfWaiting = () => {
      if (documents.some((document) => this.entries.get(document)?.state.status === "waiting")) onWaiting();
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
    for (const [document, entry] of this.entries) this.drop(document, entry, false);
    this.claimKey = newIdempotencyKey();
  }

  /** 'Start again': every upload is stopped and deleted from the service. */
  discard() {
    for (const [document, entry] of this.entries) this.drop(document, entry, true);
    this.claimKey = newIdempotencyKey();
  }

  private changed() {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  private addEntry(document: ListedDocument, url: string | null, state: UploadState): Entry {
    let settle!: Entry["settle"];
    const uploaded = new Promise<string>((resolve, reject) => (settle = { resolve, reject }));
    // Nobody may be waiting for it yet; the rejection is read by whenUploaded.
    uploaded.catch(() => undefined);
    const previous = this.entries.get(document);
    if (previous) this.stopTimers(previous);
    const entry: Entry = { url, state, uploaded, settle };
    this.entries.set(document, entry);
    this.changed();
    return entry;
  }

  private begin(file: File, url: string | null) {
    const entry = this.addEntry(file, url, { status: "uploading", sent: 0, total: file.size });
    void this.start(file, entry);
  }

  /** A document without its bytes: named in the claim by its upload, once the service says it holds all of it. */
  private name(document: DocumentWithoutBytes, url: string | null) {
    const entry = this.addEntry(document, url, { status: "checking" });
    if (url === null) {
      this.refuse(document, entry, keptDocumentTexts.chooseAgain);
      return;
    }
    entry.check = () => void this.check(document, entry, url);
    entry.check();
  }

  private async check(document: DocumentWithoutBytes, entry: Entry, url: string) {
    let answer: Response;
    try {
      answer = await fetch(url, {
        method: "HEAD",
        cache: "no-store",
        headers: { "Tus-Resumable": TUS_VERSION, [CLAIM_KEY_HEADER]: this.claimKey },
      });
    } catch {
      if (this.entries.get(document) === entry) this.waitForConnection(entry);
      return;
    }
    if (this.entries.get(document) !== entry) return;
    const offset = answer.headers.get("Upload-Offset");
    if (answer.ok && offset !== null && offset === answer.headers.get("Upload-Length")) {
      this.setState(entry, { status: "uploaded", total: document.size });
      entry.settle.resolve(uploadIdOf(url));
    } else if (answer.ok || isRefusalStatus(answer.status)) {
      // Gone (swept, or taken by a claim), or not whole, which it can never be without the bytes.
      this.refuse(document, entry, keptDocumentTexts.chooseAgain);
    } else {
      this.waitForConnection(entry, true);
    }
  }

  private refuse(document: ListedDocument, entry: Entry, message: string) {
    this.setState(entry, { status: "refused", message });
    entry.settle.reject(new UploadRefused(document, message));
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
        for (const listener of this.addressListeners) listener();
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
          this.refuse(file, entry, refusalMessage(error));
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
    if (entry.check) {
      entry.check();
      return;
    }
    this.watchForStall(entry);
    entry.upload?.start();
  }

  private stopTimers(entry: Entry) {
    window.clearTimeout(entry.stallTimer);
    window.clearTimeout(entry.retryTimer);
  }

  private drop(document: ListedDocument, entry: Entry, deleteFromService: boolean) {
    this.stopTimers(entry);
    this.entries.delete(document);
    // An upload that has arrived needs stopping only to be deleted.
    if (entry.state.status !== "uploaded" || deleteFromService) {
      void entry.upload?.abort(deleteFromService).catch(() => undefined);
    }
    // Without the bytes there is no tus upload here to abort: the service is asked to delete it directly.
    if (deleteFromService && !entry.upload && entry.url) this.deleteFromService(entry.url);
    this.changed();
  }

  /** Asks the service to delete an upload; one it does not answer is swept within UNCLAIMED_UPLOAD_HOURS anyway. */
  private deleteFromService(url: string) {
    void fetch(url, {
      method: "DELETE",
      headers: { "Tus-Resumable": TUS_VERSION, [CLAIM_KEY_HEADER]: this.claimKey },
    }).catch(() => undefined);
  }
}
