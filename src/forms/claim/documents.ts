/** Which supporting documents a claim accepts: type by extension (and declared type, when the browser gives one) and size. */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
export const MAX_DOCUMENTS = 10;

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

export function hasAcceptedType({ name, type }: DocumentLike): boolean {
  const extension = name.slice(name.lastIndexOf(".")).toLowerCase();
  const extensionAccepted = name.includes(".") && (acceptedExtensions as readonly string[]).includes(extension);
  const typeAccepted = type === "" || (acceptedMimeTypes as readonly string[]).includes(type);
  return extensionAccepted && typeAccepted;
}

export function isWithinSizeLimit({ size }: DocumentLike): boolean {
  return size <= MAX_DOCUMENT_BYTES;
}

/** Sizes as people read them: 820 KB, 4.8 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
