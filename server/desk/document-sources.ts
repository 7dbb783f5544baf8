/**
 * Where a document staff add to a claim came from (storage/claim-status/customer-documents.ts keeps the key): the
 * form's words for each choice, and the words the claim's page and timeline say it with ("from WhatsApp").
 */
export const DOCUMENT_SOURCES = [
  { key: "email", label: "E-mail", from: "from an e-mail" },
  { key: "whatsapp", label: "WhatsApp", from: "from WhatsApp" },
  { key: "office", label: "At an office", from: "at an office" },
  { key: "insurer", label: "From the insurer", from: "from the insurer" },
] as const;

export type DocumentSource = (typeof DOCUMENT_SOURCES)[number]["key"];

export const isDocumentSource = (value: string): value is DocumentSource =>
  DOCUMENT_SOURCES.some((source) => source.key === value);

/** "from WhatsApp"; a source no longer offered is named by its key. */
export const fromWords = (source: string) =>
  DOCUMENT_SOURCES.find((candidate) => candidate.key === source)?.from ?? `from ${source}`;
