/**
 * Random access to a file's bytes, so the Word checks read the few kilobytes of directory they need
 * rather than the whole document: twenty claims of ten 5 MB files at once must not cost a gigabyte.
 */
import fs from "node:fs";

export interface ByteSource {
  size: number;
  /** Up to `length` bytes from `offset`; fewer at the end of the file. */
  read(offset: number, length: number): Buffer;
}

export function bufferSource(buffer: Buffer): ByteSource {
  return { size: buffer.length, read: (offset, length) => buffer.subarray(offset, offset + length) };
}

export function withFileSource<T>(file: string, use: (source: ByteSource) => T): T {
  const fd = fs.openSync(file, "r");
  try {
    const { size } = fs.fstatSync(fd);
    return use({
      size,
      read(offset, length) {
        const bytes = Buffer.alloc(Math.max(0, Math.min(length, size - offset)));
        const read = bytes.length > 0 ? fs.readSync(fd, bytes, 0, bytes.length, offset) : 0;
        return bytes.subarray(0, read);
      },
    });
  } finally {
    fs.closeSync(fd);
  }
}
