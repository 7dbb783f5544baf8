/** Which supporting documents a claim accepts: type by extension (and declared type, when the browser gives one) and size. */
import { ANY_CONTROL, escapeControlCharacters } from "../shared/control-characters";

export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
export const MAX_DOCUMENTS = 10;
/** Longer names are shortened, keeping the extension: a name is shown in messages and used as an attachment's. */
export const MAX_FILE_NAME_LENGTH = 100;

export const acceptedExtensions = [".pdf", ".doc", ".docx", ".jpg", ".jpeg", ".png"] as const;

export const acceptedMimeTypes = [
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "image/jpeg",
  "image/png",
] as const;

/** The file input's `accept` attribute: the extensions, then the types. */
export const acceptAttribute = [...acceptedExtensions, ...acceptedMimeTypes].join(",");

/** What the rules need to know of a file; a browser File or an uploaded part on the server. */
export interface DocumentLike {
  name: string;
  size: number;
  type: string;
}

/**
 * A document the claim form lists without holding its bytes: brought back from the form's copy on a phone whose
 * browser would not keep the file itself (Safari's private browsing). Its upload, while the service still holds it
 * whole, is named in the claim in the file's place.
 */
export interface DocumentWithoutBytes extends DocumentLike {
  lastModified: number;
}

/** What the claim form lists: a file chosen on this page, or one brought back without its bytes. */
export type ListedDocument = File | DocumentWithoutBytes;

/** Whether the form holds the document's bytes (a File), rather than only what it was. */
export const holdsBytes = (document: ListedDocument): document is File => document instanceof Blob;

export function hasAcceptedType({ name, type }: DocumentLike): boolean {
  const extension = name.slice(name.lastIndexOf(".")).toLowerCase();
  const extensionAccepted = name.includes(".") && (acceptedExtensions as readonly string[]).includes(extension);
  const typeAccepted = type === "" || (acceptedMimeTypes as readonly string[]).includes(type);
  return extensionAccepted && typeAccepted;
}

/** A name without controls or bidirectional overrides, which could disguise "invoice\u202efdp.exe" as a PDF. */
export function hasPlainName({ name }: DocumentLike): boolean {
  return !ANY_CONTROL.test(name);
}

/** The name cut to MAX_FILE_NAME_LENGTH characters (not UTF-16 halves), "…" where it was cut, extension kept. */
export function shortenFileName(name: string): string {
  const characters = Array.from(name);
  if (characters.length <= MAX_FILE_NAME_LENGTH) return name;
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 && name.length - dot <= 10 ? Array.from(name.slice(dot)) : [];
  const keep = MAX_FILE_NAME_LENGTH - extension.length - 1;
  return [...characters.slice(0, keep), "…", ...extension].join("");
}

/** A file name as the forms and the service show it: shortened, and with any control written out as \uXXXX. */
export function displayFileName(name: string): string {
  return escapeControlCharacters(shortenFileName(name));
}

export function isWithinSizeLimit({ size }: DocumentLike): boolean {
  return size <= MAX_DOCUMENT_BYTES;
}

const MEGABYTE = 1024 * 1024;

/** Sizes as people read them: 820 KB, 4.8 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < MEGABYTE) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / MEGABYTE).toFixed(1)} MB`;
}

/**
 * Both sizes of a photo made smaller, the second in the unit of the first so that they compare at a glance:
 * "5.6 MB → 0.9 MB", "900 KB → 310 KB". A second size that would read "0.0 MB" is written in KB.
 */
export function formatSizeChange(before: number, after: number): string {
  const inMegabytes = before >= MEGABYTE && after >= MEGABYTE / 20;
  return `${formatFileSize(before)} → ${inMegabytes ? `${(after / MEGABYTE).toFixed(1)} MB` : formatFileSize(after)}`;
}

/** The form's messages for a document that breaks a rule; part of claimMessages (schema.ts). */
export const documentMessages = {
  documentSize: "Max file size is 5MB",
  documentType: "Only .pdf, .doc, .docx, .jpg, .jpeg, and .png files are accepted",
  documentName: "The file name has hidden control characters. Rename the file and choose it again.",
} as const;

/**
 * Each rule a document must pass, with the form's message for it, in the order they are told. Here rather than
 * with the claim's Yup schema, which uses them too, so that the uploads check a file without loading Yup.
 */
export const documentChecks = [
  { name: "document-name", passes: hasPlainName, message: documentMessages.documentName },
  { name: "document-type", passes: hasAcceptedType, message: documentMessages.documentType },
  { name: "document-size", passes: isWithinSizeLimit, message: documentMessages.documentSize },
] as const;

/**
 * The first rule a document breaks, in the form's words, or undefined when it may be sent: for the uploads, which
 * send only documents that pass (upload-client/document-uploads.ts).
 */
export function documentProblem(file: DocumentLike): string | undefined {
  return documentChecks.find((check) => !check.passes(file))?.message;
}
