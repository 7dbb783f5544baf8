/** Real PDF files for the tests, laid out as writers lay them out, with whatever objects a test needs. */
import zlib from "node:zlib";

/** An object with a stream: its dictionary (without /Length, which is added) and its data as stored. */
export interface StreamObject {
  dictionary: string;
  data: Buffer;
}

export type PdfObject = string | StreamObject;

/** A one-page document's objects: 1 the catalog (with `catalogEntries`), 2 the page tree, 3 its page. */
export function onePage(catalogEntries = "", pageEntries = ""): string[] {
  return [
    `<< /Type /Catalog /Pages 2 0 R ${catalogEntries} >>`,
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] ${pageEntries} >>`,
  ];
}

/** An action that runs a script. */
export const scriptAction = "<< /S /JavaScript /JS (app.alert\\('Claim approved'\\)) >>";
/** An action that opens a web page. */
export const webPageAction = "<< /S /URI /URI (https://claims.example/) >>";

/** Objects 4 to 6 after onePage(): a name tree of attached files (for /EmbeddedFiles), its file's specification, the file. */
export const attachedFile: PdfObject[] = [
  "<< /Names [(invoice.exe) 5 0 R] >>",
  "<< /Type /Filespec /F (invoice.exe) /UF (invoice.exe) /EF << /F 6 0 R >> >>",
  { dictionary: "<< /Type /EmbeddedFile /Subtype /application#2Foctet-stream >>", data: Buffer.from("MZ\x90\x00") },
];

/** A link on the page that does `action` when clicked. */
export const linkAnnotation = (action: string) =>
  `<< /Type /Annot /Subtype /Link /Rect [72 700 300 720] /Border [0 0 0] /A ${action} >>`;

/** One page carrying `annotation` (object 4). */
export const onePageWith = (annotation: string) => [...onePage("", "/Annots [4 0 R]"), annotation];

const HEADER = Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1");

function written(number: number, object: PdfObject): Buffer {
  if (typeof object === "string") return Buffer.from(`${number} 0 obj\n${object}\nendobj\n`, "latin1");
  const dictionary = object.dictionary.replace(/>>\s*$/, `/Length ${object.data.length} >>`);
  return Buffer.concat([
    Buffer.from(`${number} 0 obj\n${dictionary}\nstream\n`, "latin1"),
    object.data,
    Buffer.from("\nendstream\nendobj\n", "latin1"),
  ]);
}

/**
 * A PDF whose objects are numbered from 1 in order, object 1 its catalog. Without `objectStreams`, each object is
 * written as it is and found through a cross-reference table (PDF 1.4). With it, as PDF 1.5 writers do, the
 * objects without a stream go compressed (FlateDecode) into an object stream and are found through a compressed
 * cross-reference stream.
 */
export function pdfFile(objects: PdfObject[], { objectStreams = false } = {}): Buffer {
  const parts: Buffer[] = [HEADER];
  let length = HEADER.length;
  const append = (bytes: Buffer) => {
    parts.push(bytes);
    length += bytes.length;
  };
  const offsets: number[] = [];
  if (!objectStreams) {
    objects.forEach((object, index) => {
      offsets.push(length);
      append(written(index + 1, object));
    });
    const start = length;
    const rows = offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
    append(
      Buffer.from(
        `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}` +
          `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${start}\n%%EOF\n`,
        "latin1",
      ),
    );
    return Buffer.concat(parts);
  }

  const objectStream = objects.length + 1;
  const crossReference = objects.length + 2;
  const compressed = objects.flatMap((object, index) => (typeof object === "string" ? [{ object, index }] : []));
  let bodies = "";
  const pairs = compressed.map(({ object, index }) => {
    const pair = `${index + 1} ${bodies.length}`;
    bodies += `${object}\n`;
    return pair;
  });
  const header = `${pairs.join(" ")}\n`;
  // Type 1: at an offset in the file; type 2: in an object stream, at an index; type 0: free.
  const entries: [number, number, number][] = [[0, 0, 0xffff]];
  objects.forEach((object, index) => {
    if (typeof object === "string") {
      entries.push([2, objectStream, compressed.findIndex((entry) => entry.index === index)]);
    } else {
      entries.push([1, length, 0]);
      append(written(index + 1, object));
    }
  });
  entries.push([1, length, 0]);
  append(
    written(objectStream, {
      dictionary: `<< /Type /ObjStm /N ${compressed.length} /First ${header.length} /Filter /FlateDecode >>`,
      data: zlib.deflateSync(Buffer.from(header + bodies, "latin1")),
    }),
  );
  entries.push([1, length, 0]);
  const start = length;
  const table = Buffer.concat(
    entries.map(([type, field, extra]) => {
      const row = Buffer.alloc(7);
      row.writeUInt8(type, 0);
      row.writeUInt32BE(field, 1);
      row.writeUInt16BE(extra, 5);
      return row;
    }),
  );
  append(
    written(crossReference, {
      dictionary: `<< /Type /XRef /Size ${crossReference + 1} /W [1 4 2] /Root 1 0 R /Filter /FlateDecode >>`,
      data: zlib.deflateSync(table),
    }),
  );
  append(Buffer.from(`startxref\n${start}\n%%EOF\n`, "latin1"));
  return Buffer.concat(parts);
}
