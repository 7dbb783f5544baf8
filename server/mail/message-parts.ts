/**
 * Splits a claim's documents across messages that each stay under the relay's size limit. Sizes are
 * judged as sent: base64 makes 3 bytes 4 and breaks lines every 76 characters, and each attachment and
 * the message carry headers. Documents keep their order; one too big for any message goes alone.
 */

/** The message's own headers and text part, generously. */
export const MESSAGE_OVERHEAD_BYTES = 16 * 1024;

export function encodedAttachmentSize(bytes: number, fileName: string): number {
  const base64 = Math.ceil(bytes / 3) * 4;
  const lineBreaks = Math.ceil(base64 / 76) * 2;
  // Content-Type, Content-Disposition and Content-Transfer-Encoding, with the name (encoded) twice.
  const headers = 512 + 2 * 3 * Buffer.byteLength(fileName);
  return base64 + lineBreaks + headers;
}

/** Groups the documents, by index, into as few messages under `maxBytes` as their order allows. */
export function groupDocuments(documents: readonly { size: number; name: string }[], maxBytes: number): number[][] {
  const groups: number[][] = [];
  let current: number[] = [];
  let currentBytes = MESSAGE_OVERHEAD_BYTES;
  documents.forEach((document, index) => {
    const bytes = encodedAttachmentSize(document.size, document.name);
    if (current.length > 0 && currentBytes + bytes > maxBytes) {
      groups.push(current);
      current = [];
      currentBytes = MESSAGE_OVERHEAD_BYTES;
    }
    current.push(index);
    currentBytes += bytes;
  });
  if (current.length > 0) groups.push(current);
  return groups;
}
