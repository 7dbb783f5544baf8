/**
 * The copy of an unfinished form kept on the visitor's phone, in IndexedDB (through idb-keyval), so that nothing
 * typed or chosen is lost when Android reloads the tab or the visitor closes it. Files are kept as the Blobs they
 * are (IndexedDB stores them whole). A copy is erased after the service has the submission, by 'Start again', and
 * DRAFT_DAYS after it was last saved (draft-lifetime.ts); nothing of it goes into an address or to the service.
 */
import { createStore, del, promisifyRequest, set } from "idb-keyval";
import { hasExpired } from "./draft-lifetime";

export type FormName = "claim" | "quote";

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
export function readDraft<Values, Extra>(form: FormName, now = Date.now()): Promise<Draft<Values, Extra> | undefined> {
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

export function writeDraft<Values, Extra>(form: FormName, draft: Draft<Values, Extra>): Promise<void> {
  return set(form, draft, drafts());
}

export function eraseDraft(form: FormName): Promise<void> {
  return del(form, drafts());
}
