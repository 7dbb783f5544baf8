/** The zip and compound-file directory readers on damaged input: they answer undefined, never throw. */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { bufferSource } from "../storage/documents/byte-source";
import { compoundFileEntries } from "../storage/documents/compound-file";
import { zipEntries, zipEntryContent } from "../storage/documents/zip-directory";
import { compoundFileBytes, docxParts, zipBytes } from "./helpers";

const docx = zipBytes(docxParts);
const doc = compoundFileBytes([{ name: "WordDocument" }, { name: "1Table" }]);

/** The file cut short at every length, and with each of its first header bytes flipped. */
function damaged(file: Buffer): Buffer[] {
  const cuts = Array.from({ length: file.length }, (_, length) => file.subarray(0, length));
  const flips = Array.from({ length: Math.min(file.length, 600) }, (_, index) => {
    const copy = Buffer.from(file);
    copy[index] = copy[index]! ^ 0xff;
    return copy;
  });
  return [...cuts, ...flips];
}

describe("zipEntries", () => {
  it("lists a .docx's parts", () => {
    assert.deepEqual(
      zipEntries(bufferSource(docx))?.map((entry) => entry.name),
      ["[Content_Types].xml", "_rels/.rels", "word/document.xml"],
    );
  });

  it("answers a list or undefined for every damaged copy, without throwing", () => {
    for (const copy of damaged(docx)) {
      const entries = zipEntries(bufferSource(copy));
      assert.ok(entries === undefined || Array.isArray(entries));
    }
  });
});

describe("zipEntryContent", () => {
  const [types, relationships] = zipEntries(bufferSource(docx))!;

  it("inflates an entry within its bound, and answers undefined past it", () => {
    assert.equal(zipEntryContent(bufferSource(docx), relationships!, 4096)?.toString(), docxParts[1]!.data);
    assert.equal(zipEntryContent(bufferSource(docx), types!, 100), undefined);
  });

  it("answers undefined for an entry whose data is damaged, without throwing", () => {
    const copy = Buffer.from(docx);
    copy.fill(0xff, relationships!.localOffset + 30 + "_rels/.rels".length, relationships!.localOffset + 50);
    assert.equal(zipEntryContent(bufferSource(copy), relationships!, 4096), undefined);
  });
});

describe("compoundFileEntries", () => {
  it("lists a .doc's streams and storages, telling an empty storage from one that holds something", () => {
    const withObjects = compoundFileBytes([
      { name: "WordDocument" },
      { name: "ObjectPool", children: [{ name: "_1700000000", children: [{ name: "\u0001Ole" }] }] },
      { name: "Macros", children: [] },
    ]);
    assert.deepEqual(compoundFileEntries(bufferSource(withObjects)), [
      { name: "Root Entry", holdsEntries: true },
      { name: "WordDocument", holdsEntries: false },
      { name: "ObjectPool", holdsEntries: true },
      { name: "Macros", holdsEntries: false },
      { name: "_1700000000", holdsEntries: true },
      { name: "\u0001Ole", holdsEntries: false },
    ]);
  });

  it("answers a list or undefined for every damaged copy, without throwing", () => {
    for (const copy of damaged(doc)) {
      const names = compoundFileEntries(bufferSource(copy));
      assert.ok(names === undefined || Array.isArray(names));
    }
  });

  it("stops at a directory chain that loops", () => {
    const looping = Buffer.from(doc);
    // The FAT (sector 0, at byte 512) sends the directory's sector 1 back to itself.
    looping.writeUInt32LE(1, 512 + 4);
    assert.equal(compoundFileEntries(bufferSource(looping)), undefined);
  });
});
