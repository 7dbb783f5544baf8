/**
 * The PDF scanner on real PDFs built here, each written both ways writers write them: objects in the open with a
 * cross-reference table, and compressed into an object stream with a cross-reference stream.
 */
import assert from "node:assert/strict";
import zlib from "node:zlib";
import { describe, it } from "node:test";
import { pdfContent } from "../storage/documents/pdf-active-content";
import {
  attachedFile,
  linkAnnotation,
  onePage,
  onePageWith,
  pdfFile,
  scriptAction,
  webPageAction,
  type PdfObject,
} from "./pdf-files";

const active: [string, PdfObject[]][] = [
  [
    "a document-level script (/Names /JavaScript)",
    [...onePage("/Names << /JavaScript 4 0 R >>"), "<< /Names [(init) 5 0 R] >>", scriptAction],
  ],
  ["a script run when it opens (/OpenAction << /S /JavaScript >>)", onePage(`/OpenAction ${scriptAction}`)],
  ["an action run when it opens, given directly (/OpenAction << /S /URI >>)", onePage(`/OpenAction ${webPageAction}`)],
  ["an action run when it opens, by reference (/OpenAction 4 0 R)", [...onePage("/OpenAction 4 0 R"), webPageAction]],
  [
    "a page's go-to action with a web page after it (/Next)",
    onePage(`/OpenAction << /S /GoTo /D [3 0 R /Fit] /Next ${webPageAction} >>`),
  ],
  ["an action run when a page opens (/AA)", onePage("", `/AA << /O ${webPageAction} >>`)],
  [
    "a link that starts a program (/Launch)",
    onePageWith(linkAnnotation("<< /S /Launch /F (C:\\\\Windows\\\\System32\\\\calc.exe) >>")),
  ],
  [
    "an attached file (/EmbeddedFiles, /EF, /EmbeddedFile)",
    [...onePage("/Names << /EmbeddedFiles 4 0 R >>"), ...attachedFile],
  ],
  [
    "Flash or 3D media (/RichMedia)",
    [
      ...onePage("", "/Annots [4 0 R]"),
      "<< /Type /Annot /Subtype /RichMedia /Rect [0 0 200 200] /RichMediaContent << /Assets << /Names [] >> >> >>",
    ],
  ],
  ["a scripted XFA form (/XFA)", [...onePage("/AcroForm << /Fields [] /XFA 4 0 R >>"), "<< >>"]],
  [
    "a script whose names are written with #xx escapes (/J#61vaScript, /J#53)",
    onePageWith(linkAnnotation("<< /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>")),
  ],
  [
    "a script, an action run when it opens and an attached file together",
    [...onePage("/OpenAction 7 0 R /Names << /EmbeddedFiles 4 0 R >>"), ...attachedFile, scriptAction],
  ],
];

const plain: [string, PdfObject[]][] = [
  ["no action at all", onePage()],
  ["a first page to show (/OpenAction [3 0 R /Fit])", onePage("/OpenAction [3 0 R /Fit]")],
  ["a first page to show, by reference", [...onePage("/OpenAction 4 0 R"), "[3 0 R /XYZ 0 842 0]"]],
  [
    "a go-to action that shows its first page, as DocBook writes",
    [...onePage("/OpenAction 4 0 R"), "<< /D [3 0 R /Fit] /S /GoTo >>"],
  ],
  ["links to web pages, clicked or not", onePageWith(linkAnnotation(webPageAction))],
  [
    "the words /JavaScript and /Launch in its text, not as names",
    [...onePage("/Lang (en-NG)"), "<< /Title (Turning off /JavaScript and /Launch in Acrobat) >>"],
  ],
  [
    "an image whose pixels spell /JS and /AA",
    [
      ...onePage("", "/Resources << /XObject << /Im0 4 0 R >> >>"),
      {
        dictionary:
          "<< /Type /XObject /Subtype /Image /Width 8 /Height 1 /ColorSpace /DeviceGray /BitsPerComponent 8 >>",
        data: Buffer.from("/JS /AA "),
      },
    ],
  ],
];

describe("pdfContent", () => {
  for (const objectStreams of [false, true]) {
    const layout = objectStreams ? "compressed in an object stream" : "with its objects in the open";
    for (const [what, objects] of active) {
      it(`finds ${what}, ${layout}`, () => {
        assert.equal(pdfContent(pdfFile(objects, { objectStreams })), "active");
      });
    }
    for (const [what, objects] of plain) {
      it(`takes a PDF with ${what} for plain, ${layout}`, () => {
        assert.equal(pdfContent(pdfFile(objects, { objectStreams })), "plain");
      });
    }
  }

  it("finds an /OpenAction to an object that is nowhere (a hidden one)", () => {
    assert.equal(pdfContent(pdfFile(onePage("/OpenAction 9 0 R"))), "active");
  });

  it("finds an object after an unclosed string between objects, as a reader rebuilding its table does", () => {
    const pdf = pdfFile([...onePage(), scriptAction]).toString("latin1");
    const hidden = pdf.replace("4 0 obj", "(\n4 0 obj");
    assert.equal(pdfContent(Buffer.from(hidden, "latin1")), "active");
  });

  it("does not take a stray 'stream' inside a dictionary for a stream's start", () => {
    assert.equal(pdfContent(pdfFile(onePage(`/Comment stream /OpenAction ${webPageAction}`))), "active");
    assert.equal(pdfContent(pdfFile(onePage(`/Comment stream /Names << /JavaScript 4 0 R >>`))), "active");
  });

  it("reads an object stream that does not say it is one (/N and /First without /Type /ObjStm)", () => {
    const content = Buffer.from(`5 0\n${scriptAction}\n`);
    const pdf = pdfFile([
      ...onePage(),
      { dictionary: "<< /N 1 /First 4 /Filter /FlateDecode >>", data: zlib.deflateSync(content) },
    ]);
    assert.equal(pdfContent(pdf), "active");
  });

  const objectStream = (dictionary: string, data: Buffer) =>
    pdfFile([...onePage(), { dictionary: `<< /Type /ObjStm /N 1 /First 4 ${dictionary} >>`, data }]);

  it("cannot check an object stream in a filter it does not read, nor one whose data is damaged", () => {
    assert.equal(pdfContent(objectStream("/Filter /LZWDecode", Buffer.from([0x80, 0x0b, 0x60, 0x50]))), "unchecked");
    const damaged = zlib.deflateSync(Buffer.from(`4 0\n${webPageAction}\n`));
    damaged.fill(0xff, 2, 12);
    assert.equal(pdfContent(objectStream("/Filter /FlateDecode", damaged)), "unchecked");
  });

  it("stops inflating at 16 MB: a flate bomb is not checked, and costs no more memory than that", () => {
    const bomb = zlib.deflateSync(Buffer.alloc(64 * 1024 * 1024, 0x20), { level: 9 });
    assert.ok(bomb.length < 100_000);
    assert.equal(pdfContent(objectStream("/Filter /FlateDecode", bomb)), "unchecked");
  });

  it("answers for every damaged copy of a PDF, without throwing", () => {
    const pdf = pdfFile([...onePage("/OpenAction 4 0 R"), scriptAction], { objectStreams: true });
    for (let length = 0; length < pdf.length; length += 1) pdfContent(pdf.subarray(0, length));
    for (let index = 0; index < pdf.length; index += 1) {
      const copy = Buffer.from(pdf);
      copy[index] = copy[index]! ^ 0xff;
      assert.ok(["plain", "active", "unchecked"].includes(pdfContent(copy)));
    }
  });
});
