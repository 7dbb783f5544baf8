/** PDFs the browser tests choose in the claim form. */

/** The smallest PDF a reader opens and the service accepts. */
export const smallPdf = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

/** A file for the form's document chooser (Playwright's setInputFiles). */
export const pdfFile = (name: string, buffer: Buffer = smallPdf) => ({ name, mimeType: "application/pdf", buffer });

/** A PDF of `bytes` bytes whose body does not compress, so that its upload takes a while on a slow link. */
export function scan(bytes: number, seed: number): Buffer {
  const body = Buffer.alloc(bytes - 9);
  for (let index = 0; index < body.length; index += 1) body[index] = (index * 7919 + seed * 104729) % 251;
  return Buffer.concat([Buffer.from("%PDF-1.4\n"), body]);
}
