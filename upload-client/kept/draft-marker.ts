/**
 * A note in localStorage of which forms have a copy kept on this phone, read without loading any code: the
 * IndexedDB code (draft-store.ts) is fetched only when a form is used, when this says there is a copy to bring
 * back, or when it says a copy has outlived its time (expire-drafts.ts). It holds when each copy was saved,
 * nothing the visitor typed.
 */
import { hasExpired } from "./draft-lifetime";
import type { DraftName } from "./draft-store";

/** Its localStorage key; the claim status page's upload loader reads it too (server/claim-status/pages/upload-script.ts). */
export const MARKER = "cowry-shield-drafts";

type Marks = Partial<Record<DraftName, number>>;

function readMarks(): Marks {
  try {
    return JSON.parse(window.localStorage.getItem(MARKER) ?? "{}") as Marks;
  } catch {
    return {};
  }
}

function writeMarks(marks: Marks) {
  try {
    if (Object.keys(marks).length === 0) window.localStorage.removeItem(MARKER);
    else window.localStorage.setItem(MARKER, JSON.stringify(marks));
  } catch {
    // Storage refused (private browsing, a full disk): the form is then simply not brought back.
  }
}

export function hasDraftMark(form: DraftName): boolean {
  return readMarks()[form] !== undefined;
}

export function markDraft(form: DraftName, savedAt: number | undefined) {
  const marks = readMarks();
  if (savedAt === undefined) delete marks[form];
  else marks[form] = savedAt;
  writeMarks(marks);
}

/** The forms whose copy was saved, as noted, too long before `now`, each with the time noted. */
export function expiredDraftMarks(now: number): [DraftName, number][] {
  return (Object.entries(readMarks()) as [DraftName, number][]).filter(([, savedAt]) => hasExpired(savedAt, now));
}

/** Removes a form's mark if it still notes `savedAt`: a save since then has noted a newer copy, which stays noted. */
export function unmarkDraft(form: DraftName, savedAt: number) {
  if (readMarks()[form] === savedAt) markDraft(form, undefined);
}
