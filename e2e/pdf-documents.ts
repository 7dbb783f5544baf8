/** PDFs the browser tests choose in the claim form. */

/** The smallest PDF a reader opens and the service accepts. */
export const smallPdf = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

/** A file for the form's document chooser (Playwright's setInputFiles). */
export const pdfFile = (name: string, buffer: Buffer = smallPdf) => ({ name, mimeType: "application/pdf", buffer });
