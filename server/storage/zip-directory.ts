/**
 * The entry names of a zip file (a .docx is one), read from its central directory without inflating
 * anything, so a zip bomb costs nothing here. Returns undefined for anything that is not a plain,
 * consistent zip: zip64, a directory that does not fit, or bytes between entries that the directory
 * does not account for (where an entry hidden from Word could sit).
 */
const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The largest data descriptor after an entry's data: signature, CRC, and 64-bit sizes. */
const MAX_DESCRIPTOR = 24;

interface Entry {
  name: string;
  localOffset: number;
  compressedSize: number;
}

function findEndOfDirectory(zip: Buffer): number {
  // The record is 22 bytes plus a comment of up to 65,535.
  for (let offset = zip.length - 22; offset >= Math.max(0, zip.length - 22 - 65_535); offset -= 1) {
    if (zip.readUInt32LE(offset) === END_OF_DIRECTORY) return offset;
  }
  return -1;
}

function readDirectory(zip: Buffer, end: number): Entry[] | undefined {
  const count = zip.readUInt16LE(end + 10);
  const size = zip.readUInt32LE(end + 12);
  const start = zip.readUInt32LE(end + 16);
  if (count === 0xffff || start === 0xffffffff || start + size > end) return undefined;
  const entries: Entry[] = [];
  let offset = start;
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > end || zip.readUInt32LE(offset) !== DIRECTORY_ENTRY) return undefined;
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    entries.push({
      name: zip.toString("utf8", offset + 46, offset + 46 + nameLength),
      compressedSize: zip.readUInt32LE(offset + 20),
      localOffset: zip.readUInt32LE(offset + 42),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return offset === start + size ? entries : undefined;
}

/** Every byte from the start to the directory belongs to a listed entry, in order, under the same name. */
function localEntriesMatch(zip: Buffer, entries: Entry[], directoryStart: number): boolean {
  let expected = 0;
  for (const entry of [...entries].sort((a, b) => a.localOffset - b.localOffset)) {
    if (entry.localOffset < expected || entry.localOffset - expected > MAX_DESCRIPTOR) return false;
    if (entry.localOffset + 30 > directoryStart || zip.readUInt32LE(entry.localOffset) !== LOCAL_HEADER) return false;
    const nameLength = zip.readUInt16LE(entry.localOffset + 26);
    const extraLength = zip.readUInt16LE(entry.localOffset + 28);
    const name = zip.toString("utf8", entry.localOffset + 30, entry.localOffset + 30 + nameLength);
    if (name !== entry.name) return false;
    expected = entry.localOffset + 30 + nameLength + extraLength + entry.compressedSize;
  }
  return expected <= directoryStart && directoryStart - expected <= MAX_DESCRIPTOR;
}

export function zipEntryNames(zip: Buffer): string[] | undefined {
  if (zip.length < 22) return undefined;
  const end = findEndOfDirectory(zip);
  if (end < 0) return undefined;
  const entries = readDirectory(zip, end);
  if (!entries || !localEntriesMatch(zip, entries, zip.readUInt32LE(end + 16))) return undefined;
  return entries.map((entry) => entry.name);
}
