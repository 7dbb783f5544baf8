/** The submissions service through Fastify's inject: real multipart bodies, a real SQLite file. */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { after, describe, it } from "node:test";
import { headersFor } from "../../hosting/headers";
import { buildApp } from "../app";
import { readConfig } from "../config";
import { StartupError } from "../startup-error";
import { parseHeadersFile } from "../../hosting/host-files";
import { escapeControlCharacters } from "../../form-contract/shared/control-characters";
import {
  compoundFileBytes,
  docxParts,
  exeBytes,
  filesUnder,
  jpegBytes,
  zipBytes,
  multipart,
  pdfBytes,
  pngBytes,
  PRODUCT_NOT_FOUND_HTML,
  startService,
  storedSubmissions,
  validClaimFields,
  validQuote,
  writeHeadersFile,
} from "./helpers";

const MB = 1024 * 1024;
/** What a Word file that cannot be opened is told: what a phone can do instead, not that .docx files are accepted. */
const NOT_WORD =
  "this file could not be opened: it may be damaged or cut short. Send the document as a PDF, or a photo of it, instead.";
const PROGRAM =
  "this Word document contains macros or a program, which we cannot accept. Send a plain copy instead: a scan, or a PDF printed from the document.";

/** A .docx with one more entry whose bytes lie between the others but which its directory does not list. */
function docxWithHiddenEntry(hidden: { name: string; data: Buffer }): Buffer {
  const visible = zipBytes(docxParts);
  const directoryStart = visible.readUInt32LE(visible.length - 6);
  const extra = zipBytes([hidden]);
  const extraLocal = extra.subarray(0, extra.readUInt32LE(extra.length - 6));
  const end = Buffer.from(visible.subarray(visible.length - 22));
  end.writeUInt32LE(directoryStart + extraLocal.length, 16);
  return Buffer.concat([
    visible.subarray(0, directoryStart),
    extraLocal,
    visible.subarray(directoryStart, visible.length - 22),
    end,
  ]);
}

const year = new Date().getUTCFullYear();
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

const stored = storedSubmissions;

describe("GET /api/health", () => {
  it("answers ok", async () => {
    const { app } = await startService();
    after(() => app.close());
    const response = await app.inject({ method: "GET", url: "/api/health" });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { status: "ok" });
  });
});

describe("POST /api/quote-requests", async () => {
  const { app, dataDir } = await startService({ RATE_LIMIT_MAX: "1000" });
  after(() => app.close());
  const post = (payload: unknown) =>
    app.inject({ method: "POST", url: "/api/quote-requests", payload: payload as object });

  it("stores a valid request and answers 201 with a QTE reference, numbered in order", async () => {
    const first = await post(validQuote);
    assert.equal(first.statusCode, 201);
    assert.deepEqual(first.json(), { reference: `QTE-${year}-000001` });
    assert.deepEqual((await post(validQuote)).json(), { reference: `QTE-${year}-000002` });
    const [record] = stored(dataDir);
    assert.equal(record?.kind, "quote");
    assert.deepEqual(record?.fields, validQuote);
  });

  it("reads the request as the form builds it: each text field trimmed, anything not text as empty", async () => {
    const padded = await post({
      ...validQuote,
      name: "  Adaeze Obi ",
      email: " adaeze@example.com ",
      insuranceType: " home ",
      message: "\n My three-bedroom flat in Ikeja and its contents.  ",
    });
    assert.equal(padded.statusCode, 201);
    const record = stored(dataDir).find(
      (submission) => submission.reference === padded.json<{ reference: string }>().reference,
    );
    assert.deepEqual(record?.fields, validQuote);
    const numbers = await post({ ...validQuote, name: 42, phone: 8035550100 });
    assert.equal(numbers.statusCode, 400);
    assert.deepEqual(numbers.json(), {
      error: "invalid",
      fields: { name: "Name must be at least 2 characters", phone: "Phone number must be at least 10 digits" },
    });
  });

  const fieldErrors: [string, Record<string, unknown>, string][] = [
    ["name", { name: "A" }, "Name must be at least 2 characters"],
    ["email", { email: "ade@example" }, "Invalid email address"],
    ["phone", { phone: "0803" }, "Phone number must be at least 10 digits"],
    ["insuranceType", { insuranceType: "boat" }, "Please select an insurance type"],
    ["message", { message: "Too short" }, "Message must be at least 10 characters"],
    ["agreement", { agreement: false }, "Please agree to the privacy notice and terms of use"],
    [
      "name",
      { name: "Adaeze\r\nE-mail: boss@example.com" },
      "Line breaks and hidden control characters cannot be used here; please type it again",
    ],
    [
      "name",
      { name: "Adaeze \u001b]0;pwned\u0007Obi" },
      "Line breaks and hidden control characters cannot be used here; please type it again",
    ],
    [
      "phone",
      { phone: "0803\n555 0100" },
      "Line breaks and hidden control characters cannot be used here; please type it again",
    ],
    [
      "message",
      { message: "My flat in Ikeja\u001b[2J and its contents." },
      "This text has hidden control characters; please type it again (line breaks are fine)",
    ],
  ];
  for (const [field, change, message] of fieldErrors) {
    it(`refuses a bad ${field} with the form's own message and stores nothing`, async () => {
      const before = stored(dataDir).length;
      const response = await post({ ...validQuote, ...change });
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), { error: "invalid", fields: { [field]: message } });
      assert.equal(stored(dataDir).length, before);
    });
  }

  it("stores a message of several lines with its line breaks", async () => {
    const message = "My flat in Ikeja:\r\n- three bedrooms\n- contents\tabout ₦4m";
    const response = await post({ ...validQuote, message });
    assert.equal(response.statusCode, 201);
    const record = stored(dataDir).find(
      (submission) => submission.reference === response.json<{ reference: string }>().reference,
    );
    assert.equal(record?.fields.message, message);
  });

  it("refuses a filled honeypot and stores nothing", async () => {
    const before = stored(dataDir).length;
    const response = await post({ ...validQuote, company_website: "https://spam.example" });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { error: "invalid", fields: { form: "Your submission could not be accepted." } });
    assert.equal(stored(dataDir).length, before);
  });

  it("answers invalid JSON, an empty body and the wrong content type precisely", async () => {
    const broken = await app.inject({
      method: "POST",
      url: "/api/quote-requests",
      headers: { "content-type": "application/json" },
      payload: '{"name": "Ade",',
    });
    assert.equal(broken.statusCode, 400);
    assert.deepEqual(broken.json(), { error: "invalid_json", message: "The request body is not valid JSON" });
    const empty = await app.inject({
      method: "POST",
      url: "/api/quote-requests",
      headers: { "content-type": "application/json" },
    });
    assert.equal(empty.statusCode, 400);
    assert.deepEqual(empty.json(), { error: "invalid_json", message: "The request body is empty" });
    const text = await app.inject({
      method: "POST",
      url: "/api/quote-requests",
      headers: { "content-type": "text/plain" },
      payload: "name=Ade",
    });
    assert.equal(text.statusCode, 415);
    assert.deepEqual(text.json(), { error: "unsupported_media_type", message: "Send JSON or multipart/form-data" });
  });
});

describe("POST /api/claims", async () => {
  const { app, dataDir } = await startService({ RATE_LIMIT_MAX: "1000" });
  after(() => app.close());
  const send = async (fields: Record<string, string>, uploads: Parameters<typeof multipart>[1]) =>
    app.inject({ method: "POST", url: "/api/claims", ...(await multipart(fields, uploads)) });
  const leftovers = () => filesUnder(path.join(dataDir, "incoming"));

  it("stores the claim and its documents byte for byte, with their checksums and real types", async () => {
    const png = await pngBytes();
    const response = await send(validClaimFields, [
      { name: "police-report.pdf", bytes: pdfBytes },
      { name: "bumper photo.png", bytes: png, type: "image/png" },
    ]);
    assert.equal(response.statusCode, 201);
    const { reference } = response.json<{ reference: string }>();
    assert.match(reference, new RegExp(`^CLM-${year}-\\d{6}$`));
    const record = stored(dataDir).find((submission) => submission.reference === reference)!;
    assert.deepEqual(record.fields, { ...validClaimFields, notARobot: true });
    assert.deepEqual(
      record.documents.map(({ originalName, mediaType, size }) => ({ originalName, mediaType, size })),
      [
        { originalName: "police-report.pdf", mediaType: "application/pdf", size: pdfBytes.length },
        { originalName: "bumper photo.png", mediaType: "image/png", size: png.length },
      ],
    );
    for (const [document, bytes] of [
      [record.documents[0]!, pdfBytes],
      [record.documents[1]!, png],
    ] as const) {
      const onDisk = fs.readFileSync(path.join(dataDir, "documents", document.storedPath));
      assert.ok(onDisk.equals(bytes));
      assert.equal(document.sha256, createHash("sha256").update(bytes).digest("hex"));
    }
    assert.deepEqual(leftovers(), []);
  });

  it("stores a long description in a multi-byte script whole, not cut at a byte limit", async () => {
    // 4,000 naira signs: within the 5,000-character limit, but 12,000 bytes of UTF-8.
    const description = `Loss of ${"₦".repeat(4000)}`;
    const response = await send({ ...validClaimFields, description }, [{ name: "a.pdf", bytes: pdfBytes }]);
    assert.equal(response.statusCode, 201);
    const record = stored(dataDir).find(
      (submission) => submission.reference === response.json<{ reference: string }>().reference,
    );
    assert.equal(record?.fields.description, description);
  });

  it("refuses a description over the limit with the form's message, however long it is", async () => {
    const response = await send({ ...validClaimFields, description: "₦".repeat(30_000) }, [
      { name: "a.pdf", bytes: pdfBytes },
    ]);
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), {
      error: "invalid",
      fields: { description: "Description must be at most 5000 characters" },
    });
  });

  it("stores a document with a 70 KB name under its name shortened to 100 characters, extension kept", async () => {
    const response = await send(validClaimFields, [{ name: `${"n".repeat(70_000)}.pdf`, bytes: pdfBytes }]);
    assert.equal(response.statusCode, 201);
    const record = stored(dataDir).find(
      (submission) => submission.reference === response.json<{ reference: string }>().reference,
    )!;
    assert.equal(record.documents[0]?.originalName, `${"n".repeat(95)}….pdf`);
    assert.ok(path.basename(record.documents[0].storedPath).length <= 100);
    assert.match(record.documents[0].storedPath, /\.pdf$/);
  });

  it("keeps the line breaks of a description sent as browsers send them (CR LF)", async () => {
    const description = "Rear-ended at a junction in Wuse II.\r\nThe bumper and boot lid are damaged.";
    const response = await send({ ...validClaimFields, description }, [{ name: "a.pdf", bytes: pdfBytes }]);
    assert.equal(response.statusCode, 201);
    const record = stored(dataDir).find(
      (submission) => submission.reference === response.json<{ reference: string }>().reference,
    );
    assert.equal(record?.fields.description, description);
  });

  const keptUnder: [string, () => Promise<Buffer> | Buffer, string, string, string][] = [
    ["a PNG named .jpg", pngBytes, "photo.jpg", "photo.png", "image/png"],
    ["a JPEG named .JPEG", jpegBytes, "Photo.JPEG", "Photo.JPEG", "image/jpeg"],
    ["a Word document (.docx)", () => zipBytes(docxParts), "estimate.docx", "estimate.docx", DOCX],
    ["a .docx named .doc", () => zipBytes(docxParts), "estimate.doc", "estimate.docx", DOCX],
    [
      "a Word 97-2003 document (.doc)",
      () => compoundFileBytes([{ name: "WordDocument" }, { name: "1Table" }]),
      "letter.doc",
      "letter.doc",
      "application/msword",
    ],
  ];
  for (const [what, bytes, name, storedName, mediaType] of keptUnder) {
    it(`stores ${what} under the extension of what it is (${storedName})`, async () => {
      const content = await bytes();
      const response = await send(validClaimFields, [{ name, bytes: content }]);
      assert.equal(response.statusCode, 201, response.body);
      const record = stored(dataDir).find(
        (submission) => submission.reference === response.json<{ reference: string }>().reference,
      )!;
      const [document] = record.documents;
      assert.equal(document?.originalName, storedName);
      assert.equal(document?.mediaType, mediaType);
      assert.equal(document?.storedPath, path.join(record.reference, `0-${storedName}`));
      assert.ok(fs.readFileSync(path.join(dataDir, "documents", document.storedPath)).equals(content));
    });
  }

  it("accepts a PDF whatever type the browser declared, judging it by its content", async () => {
    const response = await send(validClaimFields, [
      { name: "report.pdf", bytes: pdfBytes, type: "application/octet-stream" },
    ]);
    assert.equal(response.statusCode, 201);
  });

  const refusals: [string, () => Promise<{ statusCode: number; json: () => unknown }>, number, unknown][] = [
    [
      "an executable renamed to .pdf",
      () => send(validClaimFields, [{ name: "invoice.pdf", bytes: exeBytes }]),
      400,
      {
        error: "invalid",
        fields: { documents: "invoice.pdf: Only .pdf, .doc, .docx, .jpg, .jpeg, and .png files are accepted" },
      },
    ],
    [
      "a file name with a right-to-left override, naming it with the override written out",
      () => send(validClaimFields, [{ name: "invoice\u202efdp.pdf", bytes: pdfBytes }]),
      400,
      {
        error: "invalid",
        fields: {
          documents:
            "invoice\\u202efdp.pdf: The file name has hidden control characters. Rename the file and choose it again.",
        },
      },
    ],
    [
      "a file name with a terminal escape and a bell",
      () => send(validClaimFields, [{ name: "\u001b]0;owned\u0007report.pdf", bytes: pdfBytes }]),
      400,
      {
        error: "invalid",
        fields: {
          documents:
            "\\u001b]0;owned\\u0007report.pdf: The file name has hidden control characters. Rename the file and choose it again.",
        },
      },
    ],
    [
      "an executable with a 100 KB name, naming it shortened to 100 characters",
      () => send(validClaimFields, [{ name: `${"x".repeat(100_000)}.pdf`, bytes: exeBytes }]),
      400,
      {
        error: "invalid",
        // The multipart parser already cut this name at its header limit (about 80 KB), taking ".pdf" with it.
        fields: { documents: `${"x".repeat(99)}…: Only .pdf, .doc, .docx, .jpg, .jpeg, and .png files are accepted` },
      },
    ],
    [
      "a JPEG named .pdf, naming the file and what to do",
      async () => send(validClaimFields, [{ name: "scan.pdf", bytes: await jpegBytes() }]),
      400,
      {
        error: "invalid",
        fields: {
          documents:
            "scan.pdf: this file is a JPEG image, not a PDF. Take or choose the photo again, or choose the PDF.",
        },
      },
    ],
    [
      "a PDF named .jpg",
      () => send(validClaimFields, [{ name: "photo.jpg", bytes: pdfBytes, type: "image/jpeg" }]),
      400,
      {
        error: "invalid",
        fields: { documents: "photo.jpg: this file is a PDF, not an image. Rename it to .pdf or choose the image." },
      },
    ],
    [
      "a PNG named .docx, after a good PDF",
      async () =>
        send(validClaimFields, [
          { name: "report.pdf", bytes: pdfBytes },
          { name: "estimate.docx", bytes: await pngBytes() },
        ]),
      400,
      {
        error: "invalid",
        fields: {
          documents:
            "estimate.docx: this file is a PNG image, not a Word document. Take or choose the photo again, or choose the Word document.",
        },
      },
    ],
    [
      "an OLE installer named .pdf, not calling it a Word document to rename",
      () =>
        send(validClaimFields, [
          { name: "setup.pdf", bytes: compoundFileBytes([{ name: "\u0005SummaryInformation" }, { name: "Binary.x" }]) },
        ]),
      400,
      { error: "invalid", fields: { documents: `setup.pdf: ${NOT_WORD}` } },
    ],
    [
      "a .docx carrying a program named .pdf, not advising to rename it to .docx",
      () =>
        send(validClaimFields, [
          { name: "report.pdf", bytes: zipBytes([...docxParts, { name: "payload/evil.exe", data: exeBytes }]) },
        ]),
      400,
      { error: "invalid", fields: { documents: `report.pdf: ${PROGRAM}` } },
    ],
    [
      "a real .doc named .pdf",
      () =>
        send(validClaimFields, [
          { name: "letter.pdf", bytes: compoundFileBytes([{ name: "WordDocument" }, { name: "1Table" }]) },
        ]),
      400,
      {
        error: "invalid",
        fields: {
          documents:
            "letter.pdf: this file is a Word 97-2003 document, not a PDF. Rename it to .doc or choose the PDF.",
        },
      },
    ],
    [
      "a .docx carrying payload/evil.exe",
      () =>
        send(validClaimFields, [
          { name: "estimate.docx", bytes: zipBytes([...docxParts, { name: "payload/evil.exe", data: exeBytes }]) },
        ]),
      400,
      { error: "invalid", fields: { documents: `estimate.docx: ${PROGRAM}` } },
    ],
    [
      "a .docx carrying macros (word/vbaProject.bin)",
      () =>
        send(validClaimFields, [
          { name: "estimate.docx", bytes: zipBytes([...docxParts, { name: "word/vbaProject.bin", data: "VBA" }]) },
        ]),
      400,
      { error: "invalid", fields: { documents: `estimate.docx: ${PROGRAM}` } },
    ],
    [
      "a .docx carrying a script (a .js file)",
      () =>
        send(validClaimFields, [
          { name: "estimate.docx", bytes: zipBytes([...docxParts, { name: "word/media/run.JS", data: "alert(1)" }]) },
        ]),
      400,
      { error: "invalid", fields: { documents: `estimate.docx: ${PROGRAM}` } },
    ],
    [
      "a .docx holding a program its directory does not list",
      () =>
        send(validClaimFields, [
          { name: "estimate.docx", bytes: docxWithHiddenEntry({ name: "payload/evil.exe", data: exeBytes }) },
        ]),
      400,
      { error: "invalid", fields: { documents: `estimate.docx: ${NOT_WORD}` } },
    ],
    [
      "a .docx zip without word/document.xml",
      () =>
        send(validClaimFields, [
          {
            name: "estimate.docx",
            bytes: zipBytes([docxParts[0]!, { name: "word/styles.xml", data: "<w:styles/>" }]),
          },
        ]),
      400,
      { error: "invalid", fields: { documents: `estimate.docx: ${NOT_WORD}` } },
    ],
    [
      "a .docx cut short (its zip's directory lost), told it could not be opened",
      () => {
        const whole = zipBytes(docxParts);
        return send(validClaimFields, [{ name: "estimate.docx", bytes: whole.subarray(0, whole.length / 2) }]);
      },
      400,
      { error: "invalid", fields: { documents: `estimate.docx: ${NOT_WORD}` } },
    ],
    [
      "a zip that is no Word document named .docx, told it could not be opened",
      () =>
        send(validClaimFields, [{ name: "estimate.docx", bytes: zipBytes([{ name: "notes.txt", data: "notes" }]) }]),
      400,
      { error: "invalid", fields: { documents: `estimate.docx: ${NOT_WORD}` } },
    ],
    [
      "bytes of no kind at all named .doc, told it could not be opened",
      () => send(validClaimFields, [{ name: "letter.doc", bytes: Buffer.alloc(2048, 7) }]),
      400,
      { error: "invalid", fields: { documents: `letter.doc: ${NOT_WORD}` } },
    ],
    [
      "an OLE .doc with a packaged program inside",
      () =>
        send(validClaimFields, [
          {
            name: "letter.doc",
            bytes: compoundFileBytes([
              { name: "WordDocument" },
              { name: "1Table" },
              { name: "\u0001Ole10Native", data: exeBytes },
            ]),
          },
        ]),
      400,
      { error: "invalid", fields: { documents: `letter.doc: ${PROGRAM}` } },
    ],
    [
      "an OLE .doc with macros",
      () =>
        send(validClaimFields, [
          {
            name: "letter.doc",
            bytes: compoundFileBytes([{ name: "WordDocument" }, { name: "Macros" }, { name: "_VBA_PROJECT_CUR" }]),
          },
        ]),
      400,
      { error: "invalid", fields: { documents: `letter.doc: ${PROGRAM}` } },
    ],
    [
      "an OLE file with no Word document in it (an installer) named .doc",
      () =>
        send(validClaimFields, [
          {
            name: "letter.doc",
            bytes: compoundFileBytes([{ name: "\u0005SummaryInformation" }, { name: "Binary.setup" }]),
          },
        ]),
      400,
      { error: "invalid", fields: { documents: `letter.doc: ${NOT_WORD}` } },
    ],
    [
      "a file under a field name of 50 KB with controls, naming it short and written out",
      async () => {
        const { payload, headers } = await multipart(validClaimFields, [{ name: "a.pdf", bytes: pdfBytes }]);
        const fieldName = `x\u001b[2J${"y".repeat(50_000)}`;
        return app.inject({
          method: "POST",
          url: "/api/claims",
          headers,
          payload: Buffer.from(
            payload.toString("latin1").replace('name="document_0"', `name="${fieldName}"`),
            "latin1",
          ),
        });
      },
      400,
      {
        error: "invalid",
        fields: { documents: `Unexpected file field x\\u001b[2J${"y".repeat(35)}…` },
      },
    ],
    [
      "a 6 MB document",
      () => send(validClaimFields, [{ name: "scan.pdf", bytes: Buffer.concat([pdfBytes, Buffer.alloc(6 * MB)]) }]),
      413,
      { error: "too_large", fields: { documents: "Max file size is 5MB" } },
    ],
    [
      "11 documents",
      () =>
        send(
          validClaimFields,
          Array.from({ length: 11 }, (_, index) => ({ name: `page-${index}.pdf`, bytes: pdfBytes })),
        ),
      413,
      { error: "too_many_files", fields: { documents: "You can attach up to 10 documents" } },
    ],
    [
      "no documents",
      () => send(validClaimFields, []),
      400,
      { error: "invalid", fields: { documents: "At least one supporting document is required" } },
    ],
    [
      "an unticked robot check",
      () => send({ ...validClaimFields, notARobot: "false" }, [{ name: "a.pdf", bytes: pdfBytes }]),
      400,
      { error: "invalid", fields: { notARobot: "Please confirm that you are not a robot" } },
    ],
    [
      "a short description",
      () => send({ ...validClaimFields, description: "Car hit." }, [{ name: "a.pdf", bytes: pdfBytes }]),
      400,
      { error: "invalid", fields: { description: "Description must be at least 20 characters" } },
    ],
    [
      "a filled honeypot",
      () => send({ ...validClaimFields, company_website: "x" }, [{ name: "a.pdf", bytes: pdfBytes }]),
      400,
      { error: "invalid", fields: { form: "Your submission could not be accepted." } },
    ],
    [
      "a request without a body",
      () => app.inject({ method: "POST", url: "/api/claims" }),
      415,
      { error: "unsupported_media_type", message: "Send the claim as multipart/form-data or JSON" },
    ],
  ];
  for (const [what, request, status, body] of refusals) {
    it(`refuses ${what} with its exact answer, storing nothing and leaving no file`, async () => {
      const before = stored(dataDir).length;
      const documentsBefore = filesUnder(path.join(dataDir, "documents")).length;
      const response = await request();
      assert.equal(response.statusCode, status);
      assert.deepEqual(response.json(), body);
      assert.equal(stored(dataDir).length, before);
      assert.equal(filesUnder(path.join(dataDir, "documents")).length, documentsBefore);
      assert.deepEqual(leftovers(), []);
    });
  }

  const claimFieldErrors: [string, Record<string, string>, string][] = [
    ["fullName", { fullName: "C" }, "Full name must be at least 2 characters"],
    ["email", { email: "chinedu@" }, "Invalid email address"],
    ["phone", { phone: "0803" }, "Phone number must be at least 10 digits"],
    ["policyNumber", { policyNumber: "  " }, "Policy number is required"],
    ["claimType", { claimType: "boat" }, "Please select a claim type"],
    ["incidentDate", { incidentDate: "2024-02-30" }, "Incident date is required"],
    ["incidentDate", { incidentDate: "2999-01-01" }, "Incident date cannot be in the future"],
    [
      "fullName",
      { fullName: "Chinedu \u001b[31mEze" },
      "Line breaks and hidden control characters cannot be used here; please type it again",
    ],
    [
      "fullName",
      { fullName: "Chinedu\u0000Eze" },
      "Line breaks and hidden control characters cannot be used here; please type it again",
    ],
    [
      "policyNumber",
      { policyNumber: "POL-1\r\nClaim type: life" },
      "Line breaks and hidden control characters cannot be used here; please type it again",
    ],
    [
      "description",
      { description: "Rear-ended at a junction \u202ein Wuse II; the bumper is damaged." },
      "This text has hidden control characters; please type it again (line breaks are fine)",
    ],
  ];
  for (const [field, change, message] of claimFieldErrors) {
    it(`refuses a claim with a bad ${field} (${escapeControlCharacters(Object.values(change)[0]!)}) with the form's message`, async () => {
      const before = stored(dataDir).length;
      const response = await send({ ...validClaimFields, ...change }, [{ name: "a.pdf", bytes: pdfBytes }]);
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), { error: "invalid", fields: { [field]: message } });
      assert.equal(stored(dataDir).length, before);
      assert.deepEqual(leftovers(), []);
    });
  }

  it("stores 50 concurrent claims exactly once each, with distinct references", async () => {
    const before = stored(dataDir).length;
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        send({ ...validClaimFields, policyNumber: `POL-${index}` }, [{ name: `claim-${index}.pdf`, bytes: pdfBytes }]),
      ),
    );
    assert.deepEqual(new Set(responses.map((response) => response.statusCode)), new Set([201]));
    const references = responses.map((response) => response.json<{ reference: string }>().reference);
    assert.equal(new Set(references).size, 50);
    const records = stored(dataDir).slice(before);
    assert.equal(records.length, 50);
    assert.deepEqual(
      records.map((record) => record.fields.policyNumber).sort(),
      Array.from({ length: 50 }, (_, index) => `POL-${index}`).sort(),
    );
    for (const record of records) assert.equal(record.documents.length, 1);
  });
});

describe("Abuse limits", () => {
  it("answers 429 once an address has used up its submissions", async () => {
    const { app } = await startService({ RATE_LIMIT_MAX: "2" });
    after(() => app.close());
    const codes = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      codes.push((await app.inject({ method: "POST", url: "/api/quote-requests", payload: validQuote })).statusCode);
    }
    assert.deepEqual(codes, [201, 201, 429]);
  });

  it("allows cross-origin calls only from the configured origins", async () => {
    const { app } = await startService({ ALLOWED_ORIGINS: "https://www.cowryshield.com.ng" });
    after(() => app.close());
    const preflight = (origin: string) =>
      app.inject({
        method: "OPTIONS",
        url: "/api/quote-requests",
        headers: { origin, "access-control-request-method": "POST" },
      });
    assert.equal(
      (await preflight("https://www.cowryshield.com.ng")).headers["access-control-allow-origin"],
      "https://www.cowryshield.com.ng",
    );
    assert.equal((await preflight("https://evil.example")).headers["access-control-allow-origin"], undefined);
  });
});

describe("Serving the site", async () => {
  const { app, publicDir } = await startService();
  after(() => app.close());

  it("revalidates pages and sends each its own script hashes, with the security headers", async () => {
    const response = await app.inject({ method: "GET", url: "/" });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers["cache-control"], "public, max-age=0, must-revalidate");
    const policy = String(response.headers["content-security-policy"]);
    const hash = createHash("sha256").update("window.x=1").digest("base64");
    assert.ok(policy.includes(`script-src 'self' 'sha256-${hash}'`), policy);
    assert.doesNotMatch(policy, /script-src[^;]*unsafe-inline/);
    assert.ok(policy.includes("frame-ancestors 'none'"));
    assert.equal(response.headers["strict-transport-security"], "max-age=31536000; includeSubDomains");
    assert.equal(response.headers["x-content-type-options"], "nosniff");
    assert.equal(response.headers["referrer-policy"], "strict-origin-when-cross-origin");
    assert.equal(response.headers["permissions-policy"], "camera=(), microphone=(), geolocation=(), payment=()");
  });

  it("follows a rebuilt page with a new policy, so its new scripts are not blocked", async () => {
    await app.inject({ method: "GET", url: "/" });
    fs.writeFileSync(path.join(publicDir, "index.html"), "<html><body><script>window.rebuilt=2</script></body></html>");
    writeHeadersFile(publicDir);
    fs.utimesSync(path.join(publicDir, "_headers"), new Date(), new Date(Date.now() + 5000));
    const policy = String((await app.inject({ method: "GET", url: "/" })).headers["content-security-policy"]);
    const hash = createHash("sha256").update("window.rebuilt=2").digest("base64");
    assert.ok(policy.includes(`script-src 'self' 'sha256-${hash}'`), policy);
  });

  it("compresses pages and scripts for browsers that accept it", async () => {
    for (const encoding of ["br", "gzip"]) {
      const response = await app.inject({
        method: "GET",
        url: "/app-0123456789abcdef0123.js",
        headers: { "accept-encoding": encoding },
      });
      assert.equal(response.headers["content-encoding"], encoding);
      const body =
        encoding === "br" ? zlib.brotliDecompressSync(response.rawPayload) : zlib.gunzipSync(response.rawPayload);
      assert.equal(body.toString(), fs.readFileSync(path.join(publicDir, "app-0123456789abcdef0123.js"), "utf8"));
    }
  });

  it("sends the build's compressed copy of a script as it is, with the script's type and caching", async () => {
    const script = path.join(publicDir, "framework-0123456789abcdef0123.js");
    fs.writeFileSync(script, "console.log('framework');\n".repeat(100));
    // Unlike the file itself, so the test tells a copy sent as it is from one compressed on the fly.
    fs.writeFileSync(`${script}.br`, zlib.brotliCompressSync("/* the build's brotli copy */"));
    fs.writeFileSync(`${script}.gz`, zlib.gzipSync("/* the build's gzip copy */"));
    writeHeadersFile(publicDir);
    fs.utimesSync(path.join(publicDir, "_headers"), new Date(), new Date(Date.now() + 7_000));
    for (const [encoding, decompress, text] of [
      ["br", zlib.brotliDecompressSync, "/* the build's brotli copy */"],
      ["gzip", zlib.gunzipSync, "/* the build's gzip copy */"],
    ] as const) {
      const response = await app.inject({
        method: "GET",
        url: "/framework-0123456789abcdef0123.js",
        headers: { "accept-encoding": `${encoding}` },
      });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers["content-encoding"], encoding);
      assert.equal(response.headers["content-type"], "application/javascript; charset=utf-8");
      assert.equal(response.headers["cache-control"], "public, max-age=31536000, immutable");
      assert.equal(response.headers.vary, "Accept-Encoding");
      assert.equal(decompress(response.rawPayload).toString(), text);
    }
    const plain = await app.inject({ method: "GET", url: "/framework-0123456789abcdef0123.js" });
    assert.equal(plain.headers["content-encoding"], undefined);
    assert.equal(plain.headers.vary, "Accept-Encoding");
    assert.equal(plain.body, fs.readFileSync(script, "utf8"));
  });

  it("sends a page's compressed copy with the page's own policy and revalidation", async () => {
    fs.mkdirSync(path.join(publicDir, "about"));
    const page = path.join(publicDir, "about", "index.html");
    const html = "<html><body><script>window.about=3</script><h1>About Us</h1></body></html>";
    fs.writeFileSync(page, html);
    fs.writeFileSync(`${page}.br`, zlib.brotliCompressSync(html));
    writeHeadersFile(publicDir);
    fs.utimesSync(path.join(publicDir, "_headers"), new Date(), new Date(Date.now() + 10_000));
    const response = await app.inject({ method: "GET", url: "/about/", headers: { "accept-encoding": "br" } });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers["content-encoding"], "br");
    assert.equal(response.headers["content-type"], "text/html; charset=utf-8");
    assert.equal(response.headers["cache-control"], "public, max-age=0, must-revalidate");
    const hash = createHash("sha256").update("window.about=3").digest("base64");
    assert.ok(String(response.headers["content-security-policy"]).includes(`'sha256-${hash}'`));
    assert.equal(zlib.brotliDecompressSync(response.rawPayload).toString(), html);
  });

  it("sends each page the headers public/_headers gives its address, as a static host would", async () => {
    const rules = parseHeadersFile(fs.readFileSync(path.join(publicDir, "_headers"), "utf8"));
    for (const [url, rulePath] of [
      ["/", "/"],
      ["/app-0123456789abcdef0123.js", "/app-0123456789abcdef0123.js"],
      ["/no-such-page", "/404.html"],
      ["/services/no-such-product/", "/services/404.html"],
    ] as const) {
      const response = await app.inject({ method: "GET", url });
      for (const [name, value] of Object.entries(headersFor(rules, rulePath))) {
        assert.equal(response.headers[name.toLowerCase()], value, `${name} of ${url}`);
      }
    }
  });

  it("sends a page asked for without its slash to its address", async () => {
    fs.mkdirSync(path.join(publicDir, "careers"));
    fs.writeFileSync(path.join(publicDir, "careers", "index.html"), "<html><body><h1>Join Our Team</h1></body></html>");
    const response = await app.inject({ method: "GET", url: "/careers" });
    assert.equal(response.statusCode, 301);
    assert.equal(response.headers.location, "/careers/");
  });

  it("never serves the build's notes for static hosts", async () => {
    for (const url of ["/_headers", "/_redirects"]) {
      fs.writeFileSync(path.join(publicDir, url), "/*\n  X-Test: 1\n");
      const response = await app.inject({ method: "GET", url });
      assert.equal(response.statusCode, 404, url);
      assert.match(response.body, /Page Not Found/);
    }
    writeHeadersFile(publicDir);
  });

  it("caches hashed assets for a year", async () => {
    const response = await app.inject({ method: "GET", url: "/app-0123456789abcdef0123.js" });
    assert.equal(response.headers["cache-control"], "public, max-age=31536000, immutable");
  });

  it("answers unknown pages with the 404 page, and unknown products with 'Product Not Found', both 404", async () => {
    const page = await app.inject({ method: "GET", url: "/no-such-page" });
    assert.equal(page.statusCode, 404);
    assert.match(page.body, /Page Not Found/);
    for (const url of ["/services/no-such-product/", "/services/no-such-product", "/services/x/y/", "/services/%ZZ"]) {
      const product = await app.inject({ method: "GET", url });
      assert.equal(product.statusCode, 404, url);
      assert.equal(product.headers["content-type"], "text/html; charset=utf-8", url);
      // The build's page as it is: its heading and its way back, no other page's.
      assert.equal(product.body, PRODUCT_NOT_FOUND_HTML, url);
      assert.match(product.body, /<h1>Product Not Found<\/h1>/);
      assert.match(product.body, /<a href="\/services\/">Back to Services<\/a>/);
    }
    const api = await app.inject({ method: "GET", url: "/api/nothing" });
    assert.deepEqual(api.json(), { error: "not_found" });
  });

  it("still answers a product's page 200, and the 'Product Not Found' page at its own file 200", async () => {
    fs.mkdirSync(path.join(publicDir, "services", "motor-insurance"));
    const motor = "<html><body><h1>Motor Insurance</h1></body></html>";
    fs.writeFileSync(path.join(publicDir, "services", "motor-insurance", "index.html"), motor);
    const product = await app.inject({ method: "GET", url: "/services/motor-insurance/" });
    assert.equal(product.statusCode, 200);
    assert.equal(product.body, motor);
    const notFoundPage = await app.inject({ method: "GET", url: "/services/404.html" });
    assert.equal(notFoundPage.statusCode, 200);
    assert.equal(notFoundPage.body, PRODUCT_NOT_FOUND_HTML);
  });
});

describe("Starting after a crash", () => {
  it("deletes half-received uploads and document folders no stored claim owns, keeping stored ones", async () => {
    const first = await startService();
    const response = await first.app.inject({
      method: "POST",
      url: "/api/claims",
      ...(await multipart(validClaimFields, [{ name: "kept.pdf", bytes: pdfBytes }])),
    });
    const { reference } = response.json<{ reference: string }>();
    await first.app.close();
    // What a crash mid-upload, or between moving files and committing, leaves behind.
    fs.writeFileSync(path.join(first.dataDir, "incoming", "half-written"), "partial");
    fs.mkdirSync(path.join(first.dataDir, "documents", `CLM-${year}-999999`));
    fs.writeFileSync(path.join(first.dataDir, "documents", `CLM-${year}-999999`, "0-orphan.pdf"), pdfBytes);

    const restarted = await startService({ DATA_DIR: first.dataDir });
    after(() => restarted.app.close());
    assert.deepEqual(fs.readdirSync(path.join(first.dataDir, "incoming")), []);
    assert.deepEqual(fs.readdirSync(path.join(first.dataDir, "documents")), [reference]);
    assert.deepEqual(filesUnder(path.join(first.dataDir, "documents")), ["0-kept.pdf"]);
  });
});

describe("Starting on a site that was not built", () => {
  it("refuses in one line naming the missing public/_headers", async () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "submissions-"));
    await assert.rejects(
      buildApp({ ...readConfig({ DATA_DIR: dataDir, PUBLIC_DIR: publicDir }), logLevel: "silent" }, { logger: false }),
      (error) =>
        error instanceof StartupError &&
        error.message ===
          `${path.join(publicDir, "_headers")} is missing: build the site (npm run build) before starting the service`,
    );
  });
});
