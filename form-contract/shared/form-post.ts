/**
 * What the forms send when the browser posts them itself, scripts off (the service's answer to such a post is a
 * page: server/plugins/form-posts/form-post.ts). The enhanced forms send JSON instead; both are read into the same payload.
 */

/** What a ticked box sends: its `value`, which the service reads as `true`. */
export const TICKED_VALUE = "true";

/**
 * The documents' file chooser. A chooser that takes several files sends each under its one name, in the order
 * chosen; the service numbers the parts of each document_N name in that order, so they arrive as
 * document_0, document_1, ... would.
 */
export const DOCUMENTS_CHOOSER_NAME = "document_0";

/** The pages a form post is answered with, built with the site; the service fills in their slots. */
export const resultPages = {
  quote: { sent: "/contact/sent/", refused: "/contact/not-sent/", failed: "/contact/failed/" },
  claim: { sent: "/claims/sent/", refused: "/claims/not-sent/", failed: "/claims/failed/" },
} as const;

export type FormKind = keyof typeof resultPages;
export type FormResult = keyof (typeof resultPages)[FormKind];

/** Where the service writes the reference of a stored submission. */
export const REFERENCE_SLOT = "{{reference}}";
/** In each refused page's list item of a field (`data-field`), where the service writes that field's message. */
export const MESSAGE_SLOT = "{{message}}";

/**
 * On a sent page, the paragraphs saying whether a copy of the submission was e-mailed to the visitor, each marked
 * `data-copy` with the case it is for: the service keeps the one that is true, writing the visitor's address where
 * EMAIL_SLOT is, and removes the others (all of them when mail is off).
 */
export const emailedCopyCases = ["emailed", "withheld"] as const;
export type EmailedCopyCase = (typeof emailedCopyCases)[number];
export const EMAIL_SLOT = "{{email}}";

/** The case of a copy e-mailed, or withheld by the daily limit on receipts. */
export const emailedCopyCase = (withheld: boolean): EmailedCopyCase => (withheld ? "withheld" : "emailed");
