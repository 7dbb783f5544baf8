/**
 * The name of the claim status page's copy on the phone (browser/kept-sends.ts), which the page's upload loader
 * looks for among the drafts marked (pages/upload-script.ts): here, so that the service reads it without the
 * browser's code.
 */
export const KEPT_SENDS_COPY = "claim-status";
