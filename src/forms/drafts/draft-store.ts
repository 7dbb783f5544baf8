/**
 * The copy of an unfinished form kept on the visitor's phone, in IndexedDB (through idb-keyval), so that nothing
 * typed or chosen is lost when Android reloads the tab or the visitor closes it. Files are kept as the Blobs they
 * are (IndexedDB stores them whole). A copy is erased after the service has the submission, by 'Start again', and
 * DRAFT_DAYS after it was last saved; nothing of it goes into an address or to the service.
 */
import { createStore, del, get, set } from "idb-keyval";

export const DRAFT_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

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

export async function readDraft<Values, Extra>(
  form: FormName,
  now = Date.now(),
): Promise<Draft<Values, Extra> | undefined> {
  const draft = await get<Draft<Values, Extra>>(form, drafts());
  if (draft && now - draft.savedAt > DRAFT_DAYS * DAY_MS) {
    await eraseDraft(form);
    return undefined;
  }
  return draft;
}

export function writeDraft<Values, Extra>(form: FormName, draft: Draft<Values, Extra>): Promise<void> {
  return set(form, draft, drafts());
}

export function eraseDraft(form: FormName): Promise<void> {
  return del(form, drafts());
}
