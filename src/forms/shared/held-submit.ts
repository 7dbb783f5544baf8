/**
 * The names HoldEarlySubmit's inline script shares with the code that releases its hold. A module of their own: the
 * home page's first scripts need them (post-without-scripts.ts) but not the script itself, which is the form's.
 */

/** Set on <html> while a press is held, to the id of the heading that names the form. */
export const PENDING_SUBMIT = "data-submit-pending";

/** Dispatched on the form once the app handles its submissions, or the browser is to post it itself. */
export const RELEASE_HELD_SUBMIT = "release-held-submit";
