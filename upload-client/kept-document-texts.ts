/** What the documents field says of files the phone could not keep with the form's copy (Safari's private browsing). */
export const keptDocumentTexts = {
  /** Beside the documents while the form's copy is kept without its files. */
  notKept:
    "This browser will not keep the files themselves on this phone, as in private browsing. If this page reloads, what you typed stays, and so do documents that have finished uploading; any other will need choosing again.",
  /** A document brought back without its bytes, whose upload the service no longer holds whole. */
  chooseAgain: "This phone could not keep this file, and our service no longer has all of it: please choose it again.",
  checking: "Checking that we still have it…",
} as const;
