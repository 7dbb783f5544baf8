/**
 * When the form's copy must be saved at once because the page is going: hidden (another app or tab in front, where a
 * phone may drop it unseen) or unloaded (`visibilitychange`, `pagehide`: the events mobile browsers reliably fire
 * before they drop a tab).
 *
 * Not when the page goes into the back/forward cache (`pagehide` with `persisted`, then `visibilitychange`): it is
 * kept whole, not dropped, and WebKit (Safari, every iPhone browser) never finishes an IndexedDB transaction begun
 * then. Frozen with the page, it holds the copies' store, so every later read or save of a copy, on any page of the
 * site in that tab, waits for ever, and a form is neither brought back nor kept. Each change is saved within
 * KeepDraft's SAVE_DELAY_MS anyway; a save still waiting runs if the page is shown again.
 */
export function onPageGoing(save: () => void): () => void {
  let intoCache = false;
  const left = (event: PageTransitionEvent) => {
    intoCache = event.persisted;
    if (!intoCache) save();
  };
  const hidden = () => {
    if (document.visibilityState === "hidden" && !intoCache) save();
  };
  const shown = () => {
    intoCache = false;
  };
  window.addEventListener("pagehide", left);
  document.addEventListener("visibilitychange", hidden);
  window.addEventListener("pageshow", shown);
  return () => {
    window.removeEventListener("pagehide", left);
    document.removeEventListener("visibilitychange", hidden);
    window.removeEventListener("pageshow", shown);
  };
}
