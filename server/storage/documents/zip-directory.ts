/**
 * The entries of a zip file (a .docx is one), read from its central directory without inflating anything,
 * so a zip bomb costs nothing here; and one small entry's content, inflated within a bound. Answers
 * undefined for anything that is not a plain, consistent zip: zip64, a directory that does not fit, or
 * bytes between entries that the directory does not account for (where an entry hidden from Word could sit).
 */
import zlib from "node:zlib";
import type { ByteSource } from "./byte-source";

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The largest data descriptor after an entry's data: signature, CRC, and 64-bit sizes. */
const MAX_DESCRIPTOR = 24;
/** Word writes a few dozen parts; far more is no document anyone wrote. */
const MAX_ENTRIES = 10_000;

export interface ZipEntry {
  name: string;
  localOffset: number;
  compressedSize: number;
  /** 0 stored, 8 deflated; Word writes no other. */
  method: number;
  /** Bit 0: encrypted. */
  flags: number;
}

const STORED = 0;
const DEFLATED = 8;

/** The end-of-directory record's offset; it is 22 bytes plus a comment of up to 65,535. */
function findEndOfDirectory(zip: ByteSource): number {
  const tailStart = Math.max(0, zip.size - 22 - 65_535);
  const tail = zip.read(tailStart, zip.size - tailStart);
  for (let offset = tail.length - 22; offset >= 0; offset -= 1) {
    if (tail.readUInt32LE(offset) === END_OF_DIRECTORY) return tailStart + offset;
  }
  return -1;
}

function readDirectory(directory: Buffer, count: number): ZipEntry[] | undefined {
  const entries: ZipEntry[] = [];
  let offset = 0;
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > directory.length || directory.readUInt32LE(offset) !== DIRECTORY_ENTRY) return undefined;
    const nameLength = directory.readUInt16LE(offset + 28);
    const extraLength = directory.readUInt16LE(offset + 30);
    const commentLength = directory.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > directory.length) return undefined;
    entries.push({
      name: directory.toString("utf8", offset + 46, offset + 46 + nameLength),
      flags: directory.readUInt16LE(offset + 8),
      method: directory.readUInt16LE(offset + 10),
      compressedSize: directory.readUInt32LE(offset + 20),
      localOffset: directory.readUInt32LE(offset + 42),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return offset === directory.length ? entries : undefined;
}

/** Every byte from the start to the directory belongs to a listed entry, in order, under the same name. */
function localEntriesMatch(zip: ByteSource, entries: ZipEntry[], directoryStart: number): boolean {
  let expected = 0;
  for (const entry of [...entries].sort((a, b) => a.localOffset - b.localOffset)) {
    if (entry.localOffset < expected || entry.localOffset - expected > MAX_DESCRIPTOR) return false;
    const header = zip.read(entry.localOffset, 30);
    if (entry.localOffset + 30 > directoryStart || header.readUInt32LE(0) !== LOCAL_HEADER) return false;
    const nameLength = header.readUInt16LE(26);
    const extraLength = header.readUInt16LE(28);
    if (zip.read(entry.localOffset + 30, nameLength).toString("utf8") !== entry.name) return false;
    expected = entry.localOffset + 30 + nameLength + extraLength + entry.compressedSize;
  }
  return expected <= directoryStart && directoryStart - expected <= MAX_DESCRIPTOR;
}

export function zipEntries(zip: ByteSource): ZipEntry[] | undefined {
  if (zip.size < 22) return undefined;
  const end = findEndOfDirectory(zip);
  if (end < 0) return undefined;
  const record = zip.read(end, 22);
  const count = record.readUInt16LE(10);
  const size = record.readUInt32LE(12);
  const start = record.readUInt32LE(16);
  if (count === 0xffff || count > MAX_ENTRIES || start === 0xffffffff || start + size > end) return undefined;
  const entries = readDirectory(zip.read(start, size), count);
  if (!entries || !localEntriesMatch(zip, entries, start)) return undefined;
  return entries;
}

/** An entry's content, or undefined when it is encrypted, damaged, compressed otherwise, or over `maxBytes`. */
export function zipEntryContent(zip: ByteSource, entry: ZipEntry, maxBytes: number): Buffer | undefined {
  if (entry.flags & 1 || (entry.method !== STORED && entry.method !== DEFLATED)) return undefined;
  const header = zip.read(entry.localOffset, 30);
  const dataStart = entry.localOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  if (entry.method === STORED) {
    return entry.compressedSize <= maxBytes ? zip.read(dataStart, entry.compressedSize) : undefined;
  }
  try {
    return zlib.inflateRawSync(zip.read(dataStart, entry.compressedSize), { maxOutputLength: maxBytes });
  } catch {
    return undefined;
  }
}
