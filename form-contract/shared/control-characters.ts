/**
 * Characters that never belong in what a visitor types: C0 and C1 controls, DEL, and the bidirectional
 * embeddings, overrides and isolates. They forge lines in mails and listings, drive terminals, and make
 * "invoice\u202efdp.exe" read as a PDF. Kept to a few regular expressions: this ships to phones.
 */
const CONTROL = "\\u0000-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069";

/** Any control at all: one-line fields (names, phone, policy number) and file names. */
export const ANY_CONTROL = new RegExp(`[${CONTROL}]`);

/** What a multi-line text may not hold: any control except tab, LF and CR before LF (as browsers send a line break). */
export const CONTROL_EXCEPT_LINE_BREAKS =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|\r(?!\n)/;

const EVERY_CONTROL = new RegExp(`[${CONTROL}]`, "g");

/** The text with each control written out as \uXXXX, so it can be shown, printed or mailed without acting. */
export function escapeControlCharacters(text: string): string {
  return text.replace(EVERY_CONTROL, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
