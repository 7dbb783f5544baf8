/**
 * The copy of an unfinished form kept on the visitor's phone, in IndexedDB (through idb-keyval), so that nothing
 * typed or chosen is lost when Android reloads the tab or the visitor closes it. Files are kept as the Blobs they
 * are (IndexedDB stores them whole), where the browser lets it: WebKit's private browsing refuses any value holding
 * a Blob ("Error preparing Blob/File data to be stored in object store"), and a copy is then kept with each file
 * replaced by what it was (name, size, type, date), so that what was typed is never lost with it. A copy is erased after the service has the submission, by 'Start again', and
 * DRAFT_DAYS after it was last saved (draft-lifetime.ts); nothing of it goes into an address or to the service.
 */
import { createStore, del, promisifyRequest, set } from "idb-keyval";
import { hasExpired } from "./draft-lifetime";

export type FormName = "claim" | "quote";

/** The copies kept: the site's two forms', and the claim status page's uploads (server/claim-status/browser/). */
export type DraftName = FormName | "claim-status";

export interface Draft<Values, Extra = undefined> {
  values: Values;
  /** What else the form keeps beside its values: a claim's uploads. */
  extra?: Extra;
  /** The key and body of the submission pressed and not yet received, which is sent again with the same key. */
  pending?: PendingSubmission;
  savedAt: number;
}

export interface PendingSubmission {
  key: string;
  body: string;
}

let store: ReturnType<typeof createStore> | undefined;
const drafts = () => (store ??= createStore("cowry-shield-forms", "drafts"));

/** Opens the database ahead of the first save, so a save as the page goes away needs no wait. */
export function openDrafts(): void {
  drafts();
}

/**
 * The form's copy, or undefined when there is none or it has outlived its time, which erases it. Read and erased in
 * one transaction: a copy saved meanwhile (the form in use) is never erased in its predecessor's stead.
 */
export function readDraft<Values, Extra>(form: DraftName, now = Date.now()): Promise<Draft<Values, Extra> | undefined> {
  return drafts()(
    "readwrite",
    (store) =>
      new Promise((resolve, reject) => {
        const request = store.get(form) as IDBRequest<Draft<Values, Extra> | undefined>;
        request.onsuccess = () => {
          const draft = request.result;
          if (draft && hasExpired(draft.savedAt, now)) {
            store.delete(form);
            resolve(promisifyRequest(store.transaction).then(() => undefined));
          } else {
            resolve(draft);
          }
        };
        request.onerror = () => reject(request.error ?? new Error(`The copy of the ${form} form could not be read`));
      }),
  );
}

/** What a save kept: the whole form, or the form with each file replaced by what it was. */
export type KeptCopy = "whole" | "without-files";

/** A file's name, size, type and date, without its bytes. */
function withoutBytes(value: unknown): unknown {
  if (!(value instanceof File)) return value;
  const { name, size, type, lastModified } = value;
  return { name, size, type, lastModified };
}

/** The values with each file in a list (the only place forms hold files) replaced by what it was. */
function valuesWithoutFiles<Values>(values: Values): Values {
  return Object.fromEntries(
    Object.entries(values as object).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.map(withoutBytes) : value,
    ]),
  ) as Values;
}

const holdsFiles = (values: unknown) =>
  Object.values(values as object).some((value) => Array.isArray(value) && value.some((item) => item instanceof File));

/**
 * Whether this browser has refused a copy with files, and taken it without: later copies go without at once, in one
 * transaction, since the save made as the page goes away has no time for a second.
 */
let filesRefused = false;

/**
 * Saves the form's copy, whole if the browser will store its files, else without them. Rejects when not even that
 * can be stored (storage full, or refused).
 */
export async function writeDraft<Values, Extra>(form: DraftName, draft: Draft<Values, Extra>): Promise<KeptCopy> {
  if (!holdsFiles(draft.values)) {
    await set(form, draft, drafts());
    return "whole";
  }
  if (!filesRefused) {
    try {
      await set(form, draft, drafts());
      return "whole";
    } catch {
      // Tried again below without the files; a refusal of that too is the caller's to tell.
    }
  }
  await set(form, { ...draft, values: valuesWithoutFiles(draft.values) }, drafts());
  filesRefused = true;
  return "without-files";
}

export function eraseDraft(form: DraftName): Promise<void> {
  return del(form, drafts());
}
