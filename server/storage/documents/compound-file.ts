/**
 * The streams and storages in an OLE compound file (a Word 97-2003 .doc is one, and so are .msi
 * installers and .xls workbooks), read from its directory. Returns undefined for a file whose header or
 * sector chains do not hold together.
 */
import type { ByteSource } from "./byte-source";

const SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const END_OF_CHAIN = 0xfffffffe;
const DIRECTORY_ENTRY_BYTES = 128;
const NO_ENTRY = 0xffffffff;

export interface CompoundFileEntry {
  name: string;
  /** A storage with something in it (an empty one is as good as none). */
  holdsEntries: boolean;
}
/** FAT sectors listed in the header itself; more need the DIFAT chain, which no 5 MB file does. */
const HEADER_FAT_SECTORS = 109;

export function compoundFileEntries(file: ByteSource): CompoundFileEntry[] | undefined {
  const header = file.read(0, 512);
  if (header.length < 512 || !header.subarray(0, 8).equals(SIGNATURE)) return undefined;
  const sectorShift = header.readUInt16LE(0x1e);
  if (sectorShift !== 9 && sectorShift !== 12) return undefined;
  const sectorSize = 1 << sectorShift;
  const sectorCount = Math.floor((file.size - sectorSize) / sectorSize);
  const sectorAt = (sector: number) =>
    sector < sectorCount ? file.read((sector + 1) * sectorSize, sectorSize) : undefined;

  const fatSectors = header.readUInt32LE(0x2c);
  if (fatSectors > HEADER_FAT_SECTORS) return undefined;
  const fat: number[] = [];
  for (let index = 0; index < fatSectors; index += 1) {
    const sector = sectorAt(header.readUInt32LE(0x4c + index * 4));
    if (!sector) return undefined;
    for (let offset = 0; offset < sectorSize; offset += 4) fat.push(sector.readUInt32LE(offset));
  }

  const entries: CompoundFileEntry[] = [];
  let sector = header.readUInt32LE(0x30);
  for (let visited = 0; sector !== END_OF_CHAIN; visited += 1) {
    const bytes = sectorAt(sector);
    // A chain longer than the file has sectors loops.
    if (!bytes || visited > sectorCount) return undefined;
    for (let offset = 0; offset < sectorSize; offset += DIRECTORY_ENTRY_BYTES) {
      const entry = bytes.subarray(offset, offset + DIRECTORY_ENTRY_BYTES);
      const type = entry[0x42];
      const nameBytes = Math.min(entry.readUInt16LE(0x40), 64);
      if (type !== 0 && nameBytes >= 2) {
        entries.push({
          name: entry.toString("utf16le", 0, nameBytes - 2),
          holdsEntries: entry.readUInt32LE(0x4c) !== NO_ENTRY,
        });
      }
    }
    const next = fat[sector];
    if (next === undefined) return undefined;
    sector = next;
  }
  return entries;
}
