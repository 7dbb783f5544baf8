/**
 * The claim status page's copy on the phone (draft-store.ts, IndexedDB): for each document being sent, its file
 * (a Blob where the browser keeps one) and its upload's key and address, so that a reload, or the page that opens
 * after one document is attached, resumes the others by itself. One copy, of the claim whose page saved last;
 * written in order, and erased when nothing is left to send.
 */
import type { ListedDocument } from "../../../form-contract/claim/documents";
import type { KeptUploads } from "../../../upload-client/document-uploads";
import { markDraft } from "../../../upload-client/kept/draft-marker";
import { eraseDraft, readDraft, writeDraft } from "../../../upload-client/kept/draft-store";
import { KEPT_SENDS_COPY } from "../kept-sends-copy";

const COPY = KEPT_SENDS_COPY;

export interface KeptSend {
  document: ListedDocument;
  uploads: KeptUploads;
}

/**
 * In lists side by side, as draft-store keeps files only in a list of the values (and, where the browser will not
 * store them, keeps what each was in its place).
 */
interface Values {
  /** The upload forms' action, which names the claim. */
  action: string;
  askedFor: string[];
  documents: ListedDocument[];
}

export class KeptSends {
  private readonly sends = new Map<string, KeptSend>();
  private saving: Promise<unknown> = Promise.resolve();

  constructor(private readonly action: string) {}

  /** The sends this claim's page left unfinished; none when the copy is of another claim, or cannot be read. */
  async read(): Promise<ReadonlyMap<string, KeptSend>> {
    const copy = await readDraft<Values, KeptUploads[]>(COPY).catch(() => undefined);
    if (copy?.values.action === this.action) {
      copy.values.askedFor.forEach((askedFor, index) => {
        const document = copy.values.documents[index];
        const uploads = copy.extra?.[index];
        if (document && uploads) this.sends.set(askedFor, { document, uploads });
      });
    }
    return this.sends;
  }

  keep(askedFor: string, send: KeptSend): Promise<void> {
    this.sends.set(askedFor, send);
    return this.save();
  }

  forget(askedFor: string): Promise<void> {
    this.sends.delete(askedFor);
    return this.save();
  }

  /** A copy the browser refuses costs only the resuming after a reload: the upload itself goes on. */
  private save(): Promise<void> {
    const sends = [...this.sends];
    const savedAt = Date.now();
    markDraft(COPY, sends.length === 0 ? undefined : savedAt);
    const write = async () => {
      if (sends.length === 0) {
        await eraseDraft(COPY);
        return;
      }
      await writeDraft<Values, KeptUploads[]>(COPY, {
        values: {
          action: this.action,
          askedFor: sends.map(([askedFor]) => askedFor),
          documents: sends.map(([, { document }]) => document),
        },
        extra: sends.map(([, { uploads }]) => uploads),
        savedAt,
      });
    };
    const saved = this.saving.then(write).then(
      () => undefined,
      () => undefined,
    );
    this.saving = saved;
    return saved;
  }
}
