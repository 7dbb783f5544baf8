/**
 * Erases the copies of the forms kept on this phone that have outlived their time (draft-lifetime.ts), as any
 * page of the site starts: on a shared phone, the next person to use the site must not find what the last one
 * typed, whether or not they open a form. Only the note of when each copy was saved is read (draft-marker.ts);
 * the IndexedDB code is fetched when it names a copy past its time, and not otherwise.
 */
import { expiredDraftMarks, markDraft, unmarkDraft } from "../../../upload-client/kept/draft-marker";

export async function eraseExpiredDrafts(now = Date.now()): Promise<void> {
  const expired = expiredDraftMarks(now);
  if (expired.length === 0) return;
  const store = await import(/* webpackChunkName: "form-drafts" */ "../../../upload-client/kept/draft-store");
  await Promise.all(
    expired.map(async ([form, notedAt]) => {
      // A copy saved again since it was noted (its form in use on this page) is kept, and noted anew.
      const kept = await store.readDraft(form, now);
      if (kept) markDraft(form, kept.savedAt);
      else unmarkDraft(form, notedAt);
    }),
  );
}
