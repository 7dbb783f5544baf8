/** The desk's addresses, named once for the routes, the pages and the passkey script. */
export const DESK_PATHS = {
  home: "/desk/",
  signIn: "/desk/sign-in",
  signInOptions: "/desk/sign-in/options",
  register: "/desk/register",
  registerOptions: "/desk/register/options",
  signOut: "/desk/sign-out",
  passkeys: "/desk/passkeys",
  /** The claims figures for a period; each of its tables as CSV. */
  figures: "/desk/figures",
  figuresByInsurerCsv: "/desk/figures/by-insurer.csv",
  figuresByClassCsv: "/desk/figures/by-class.csv",
  /** A submission's page is this and its reference; its documents are under it, numbered from 1. */
  submissions: "/desk/submissions/",
  /** The insurers; "Add an insurer" is `insurers/new`, each insurer's page `insurers/ID`. */
  insurers: "/desk/insurers",
  addInsurer: "/desk/insurers/new",
  /** "Unfiled mail": the claims mailbox's messages no submission was found for; each one's forms under it. */
  unfiledMail: "/desk/mail",
  removePasskey: "/desk/passkeys/remove",
  signOutElsewhere: "/desk/passkeys/sign-out-elsewhere",
  script: "/desk/assets/passkeys.js",
} as const;

/** The address of a submission's page, or of one of its documents. */
export const submissionPath = (reference: string) => `${DESK_PATHS.submissions}${reference}`;
/** A document by its position (from 0) in an address numbered from 1, as the desk's record numbers it. */
export const documentPath = (reference: string, position: number) =>
  `${submissionPath(reference)}/documents/${position + 1}`;
/** The address of an insurer's page, where its details are changed. */
export const insurerPath = (id: number) => `${DESK_PATHS.insurers}/${id}`;
/** Where an unfiled message is filed to a submission (`file`) or set aside (`set-aside`). */
export const unfiledMessagePath = (id: number, action: "file" | "set-aside") =>
  `${DESK_PATHS.unfiledMail}/${id}/${action}`;
/** An unfiled message's kept attachment, by its position (from 1). */
export const unfiledAttachmentPath = (id: number, position: number) =>
  `${DESK_PATHS.unfiledMail}/${id}/attachments/${position}`;
/** A photo's thumbnail, under the photo's own address. */
export const thumbnailPath = (reference: string, position: number) => `${documentPath(reference, position)}/thumbnail`;
/** A submission's message's attachment, by the message's id and the attachment's position (from 1). */
export const attachmentPath = (reference: string, messageId: number, position: number) =>
  `${submissionPath(reference)}/messages/${messageId}/attachments/${position}`;
/** Where the forms that write to the customer or the insurer post. */
export const writePath = (reference: string) => `${submissionPath(reference)}/messages`;
