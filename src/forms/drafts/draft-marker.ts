/**
 * A note in localStorage of which forms have a copy kept on this phone, read without loading any code: the
 * IndexedDB code (draft-store.ts) is fetched only when a form is used, or when this says there is a copy to
 * bring back. It holds when each copy was saved, nothing the visitor typed.
 */
import type { FormName } from "./draft-store";

const MARKER = "cowry-shield-drafts";

type Marks = Partial<Record<FormName, number>>;

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

export function hasDraftMark(form: FormName): boolean {
  return readMarks()[form] !== undefined;
}

export function markDraft(form: FormName, savedAt: number | undefined) {
  const marks = readMarks();
  if (savedAt === undefined) delete marks[form];
  else marks[form] = savedAt;
  writeMarks(marks);
}
