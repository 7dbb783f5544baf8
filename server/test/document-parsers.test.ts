/** The zip and compound-file directory readers on damaged input: they answer undefined, never throw. */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { bufferSource } from "../storage/byte-source";
import { compoundFileEntryNames } from "../storage/compound-file";
import { zipEntryNames } from "../storage/zip-directory";
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

describe("zipEntryNames", () => {
  it("lists a .docx's parts", () => {
    assert.deepEqual(zipEntryNames(bufferSource(docx)), ["[Content_Types].xml", "_rels/.rels", "word/document.xml"]);
  });

  it("answers a list or undefined for every damaged copy, without throwing", () => {
    for (const copy of damaged(docx)) {
      const names = zipEntryNames(bufferSource(copy));
      assert.ok(names === undefined || Array.isArray(names));
    }
  });
});

describe("compoundFileEntryNames", () => {
  it("lists a .doc's streams", () => {
    assert.deepEqual(compoundFileEntryNames(bufferSource(doc)), ["Root Entry", "WordDocument", "1Table"]);
  });

  it("answers a list or undefined for every damaged copy, without throwing", () => {
    for (const copy of damaged(doc)) {
      const names = compoundFileEntryNames(bufferSource(copy));
      assert.ok(names === undefined || Array.isArray(names));
    }
  });

  it("stops at a directory chain that loops", () => {
    const looping = Buffer.from(doc);
    // The FAT (sector 0, at byte 512) sends the directory's sector 1 back to itself.
    looping.writeUInt32LE(1, 512 + 4);
    assert.equal(compoundFileEntryNames(bufferSource(looping)), undefined);
  });
});
