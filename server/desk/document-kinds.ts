/** A stored document's kind in staff's words, as the submission's page and a claim pack's cover sheet name it. */
const documentKinds: Record<string, string> = {
  "application/pdf": "PDF",
  "image/jpeg": "JPEG photo",
  "image/png": "PNG image",
  "application/msword": "Word document",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "Word document",
};

export const documentKind = (mediaType: string) => documentKinds[mediaType] ?? mediaType;
