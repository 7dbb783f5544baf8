/** A service on a fresh data folder, and real request bodies, for the server tests. */
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after } from "node:test";
import sharp from "sharp";
import zlib from "node:zlib";
import type { FastifyInstance, InjectOptions } from "fastify";
import { siteHeaderRules } from "../../hosting/headers";
import { HEADERS_FILE, PRODUCT_NOT_FOUND_PAGE, renderHeadersFile } from "../../hosting/host-files";
import { buildApp } from "../app";
import { pdfBytes, validClaimFields } from "../../tooling/sample-submissions";
import { readConfig, type Config } from "../config";
import { openDatabase } from "../storage/database/database";
import { incomingDir, type AcceptedDocument } from "../storage/documents/documents";
import type { SubmissionStore } from "../storage/submissions/submission-store";
import type { Eraser } from "../storage/desk-progress/desk-record";

export { pdfBytes, validClaimFields, validQuote } from "../../tooling/sample-submissions";

/** Every submission stored in a data folder, read as staff's tools read it; the browser tests' reader. */
export { storedSubmissions } from "../../tooling/service-process";

/** The test site's 'Product Not Found' page, with the specification's texts. */
export const PRODUCT_NOT_FOUND_HTML =
  '<html><body><h1>Product Not Found</h1><a href="/services/">Back to Services</a></body></html>';

/** A log line as pino writes it. */
/** An erasure from the command line, as a test's operator runs it. */
export const OPERATOR: Eraser = { actor: "command line", osUser: "operator" };

export type LogEntry = { level: number; msg: string } & Record<string, unknown>;

/** `logs`: collect the service's log lines (at info and above) there instead of silencing them. */
export async function startService(env: Record<string, string> = {}, { logs }: { logs?: LogEntry[] } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "submissions-"));
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
  fs.writeFileSync(
    path.join(publicDir, "index.html"),
    "<html><body><script>window.x=1</script><h1>Home</h1></body></html>",
  );
  fs.writeFileSync(path.join(publicDir, "404.html"), "<html><body><h1>Page Not Found</h1></body></html>");
  fs.mkdirSync(path.join(publicDir, "services"));
  fs.writeFileSync(path.join(publicDir, PRODUCT_NOT_FOUND_PAGE), PRODUCT_NOT_FOUND_HTML);
  // Big enough to be worth compressing.
  fs.writeFileSync(path.join(publicDir, "app-0123456789abcdef0123.js"), "console.log('Cowry Shield');\n".repeat(200));
  writeHeadersFile(publicDir);
  const config: Config = {
    ...readConfig({ DATA_DIR: dataDir, PUBLIC_DIR: publicDir, ...env }),
    logLevel: logs ? "info" : "silent",
  };
  const logStream = logs && { write: (line: string) => void logs.push(JSON.parse(line) as LogEntry) };
  const app = await buildApp(config, logStream ? { logStream } : { logger: false });
  sendDeskAddressesToTheDesk(app, config.deskOrigin);
  return { app, dataDir, publicDir, config };
}

/**
 * Makes `app.inject` send a request for a desk address (/desk/…) to the desk's host (DESK_ORIGIN), as a browser
 * following the desk's links does, and any other to light-my-request's own (localhost:80, the site's); a request
 * that names its Host keeps it. The desk's tests need no Host of their own, and one that proves the split names it.
 */
function sendDeskAddressesToTheDesk(app: FastifyInstance, deskOrigin: string) {
  const deskHost = new URL(deskOrigin).host;
  const inject = app.inject.bind(app);
  app.inject = ((options: InjectOptions) =>
    inject(
      typeof options.url === "string" && options.url.startsWith("/desk/")
        ? { ...options, headers: { host: deskHost, ...options.headers } }
        : options,
    )) as typeof app.inject;
}

/** A new folder in the system's temporary folder, removed after the test. */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  after(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** What the build does after it writes the pages: public/_headers from each page. */
export function writeHeadersFile(publicDir: string) {
  fs.writeFileSync(path.join(publicDir, HEADERS_FILE), renderHeadersFile(siteHeaderRules(publicDir)));
}

/** A PDF of `bytes` bytes, filled so that each is different from the others. */
export function pdfOfSize(bytes: number, fill: number): Buffer {
  return Buffer.concat([pdfBytes, Buffer.alloc(bytes - pdfBytes.length, fill)]);
}

/** A file staged in DATA_DIR's incoming folder as an upload or the mailbox's reader leaves it, accepted as it is. */
export function stagedFile(dataDir: string, name: string, bytes: Buffer, mediaType: string): AcceptedDocument {
  const tempPath = path.join(incomingDir(dataDir), name);
  fs.writeFileSync(tempPath, bytes);
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  return { originalName: name, tempPath, size: bytes.length, sha256, originalSha256: sha256, mediaType };
}

export const stagedPdf = (dataDir: string, name: string, bytes: Buffer) =>
  stagedFile(dataDir, name, bytes, "application/pdf");

/** Stores a claim with these documents straight into the store, as the claims route would (received `now`). */
export function storeClaim(
  store: SubmissionStore,
  dataDir: string,
  documents: { name: string; bytes: Buffer }[],
  now = new Date(),
) {
  return store.save(
    "claim",
    { ...validClaimFields, notARobot: true },
    documents.map(({ name, bytes }) => stagedPdf(dataDir, name, bytes)),
    now,
  );
}

/** Moves a stored submission's receipt time `ms` into the past, as if it had come that much earlier. */
export function ageSubmission(dataDir: string, reference: string, ms: number) {
  const db = openDatabase(dataDir);
  try {
    db.prepare<[string, string]>(
      "UPDATE submissions SET received_at = strftime('%Y-%m-%dT%H:%M:%fZ', received_at, ?) WHERE reference = ?",
    ).run(`${-ms / 1000} seconds`, reference);
  } finally {
    db.close();
  }
}

export function pngBytes(): Promise<Buffer> {
  return sharp({ create: { width: 4, height: 3, channels: 3, background: "#0b3558" } })
    .png()
    .toBuffer();
}

/** A Windows executable's first bytes: what a renamed .exe carries whatever its name. */
export const exeBytes = Buffer.concat([
  Buffer.from("MZ"),
  Buffer.alloc(62),
  Buffer.from("This program cannot be run in DOS mode."),
]);

export interface Upload {
  name: string;
  bytes: Buffer;
  type?: string;
}

/** A real multipart body, serialised by Node's own fetch implementation. */
export async function multipart(fields: Record<string, string>, uploads: Upload[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  uploads.forEach((upload, index) =>
    form.append(
      `document_${index}`,
      new Blob([new Uint8Array(upload.bytes)], { type: upload.type ?? "application/pdf" }),
      upload.name,
    ),
  );
  const request = new Request("http://localhost/api/claims", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type")! },
  };
}

export function filesUnder(directory: string): string[] {
  if (!fs.existsSync(directory)) return [];
  return fs
    .readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

/** Waits for a condition the service brings about in its own time (a retried e-mail, a process starting). */
export async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function jpegBytes(): Promise<Buffer> {
  return sharp({ create: { width: 4, height: 3, channels: 3, background: "#0b3558" } })
    .jpeg()
    .toBuffer();
}

export interface ZipEntry {
  name: string;
  data: Buffer | string;
}

/** A zip file as Word and zip tools write it (deflated entries, central directory at the end). */
export function zipBytes(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const data = Buffer.from(entry.data);
    const compressed = zlib.deflateRawSync(data);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    directory.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

/** The parts of a minimal Word document (.docx). */
export const docxParts: ZipEntry[] = [
  {
    name: "[Content_Types].xml",
    data:
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
      "</Types>",
  },
  {
    name: "_rels/.rels",
    data:
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
      "</Relationships>",
  },
  {
    name: "word/document.xml",
    data:
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      "<w:body><w:p><w:r><w:t>Repair estimate</w:t></w:r></w:p></w:body></w:document>",
  },
];

/** A stream of a compound file (with `data`, or a few bytes), or a storage holding `children`. */
export interface CompoundEntry {
  name: string;
  data?: Buffer;
  children?: CompoundEntry[];
}

/**
 * An OLE compound file (the container of .doc, .xls and .msi files) holding the named streams and storages: 512-byte
 * sectors, one FAT sector, the directory, then each stream padded to 4 KB so none needs the mini stream.
 */
export function compoundFileBytes(top: CompoundEntry[]): Buffer {
  const SECTOR = 512;
  const FREE = 0xffffffff;
  const END_OF_CHAIN = 0xfffffffe;
  const FAT_SECTOR = 0xfffffffd;
  const NO_ENTRY = -1;
  // The directory in order: each entry's id is its place, after the root's 0.
  const flat: { entry: CompoundEntry; right: number; child: number }[] = [];
  const place = (siblings: CompoundEntry[]): number => {
    const ids = siblings.map((entry) => {
      flat.push({ entry, right: NO_ENTRY, child: NO_ENTRY });
      return flat.length;
    });
    siblings.forEach((entry, index) => {
      const placed = flat[ids[index]! - 1]!;
      placed.right = ids[index + 1] ?? NO_ENTRY;
      if (entry.children) placed.child = entry.children.length > 0 ? place(entry.children) : NO_ENTRY;
    });
    return ids[0] ?? NO_ENTRY;
  };
  const rootChild = place(top);
  const streams = flat.filter(({ entry }) => !entry.children);
  const directorySectors = Math.ceil((flat.length + 1) / 4);
  const streamSectors = 4096 / SECTOR;
  const fat = new Array<number>(SECTOR / 4).fill(FREE);
  fat[0] = FAT_SECTOR;
  for (let index = 0; index < directorySectors; index += 1) {
    fat[1 + index] = index === directorySectors - 1 ? END_OF_CHAIN : 2 + index;
  }
  const firstStreamSector = 1 + directorySectors;
  streams.forEach((_, stream) => {
    const start = firstStreamSector + stream * streamSectors;
    for (let index = 0; index < streamSectors; index += 1) {
      fat[start + index] = index === streamSectors - 1 ? END_OF_CHAIN : start + index + 1;
    }
  });

  const header = Buffer.alloc(SECTOR);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c); // one FAT sector
  header.writeUInt32LE(1, 0x30); // the directory starts at sector 1
  header.writeUInt32LE(4096, 0x38);
  header.writeUInt32LE(END_OF_CHAIN, 0x3c);
  header.writeUInt32LE(END_OF_CHAIN, 0x44);
  header.fill(0xff, 0x4c);
  header.writeUInt32LE(0, 0x4c); // the FAT is sector 0

  const fatSector = Buffer.alloc(SECTOR);
  fat.forEach((next, index) => fatSector.writeUInt32LE(next >>> 0, index * 4));

  const entry = (name: string, type: number, child: number, right: number, start: number, size: number) => {
    const bytes = Buffer.alloc(128);
    const encoded = Buffer.from(`${name}\0`, "utf16le");
    encoded.copy(bytes, 0);
    bytes.writeUInt16LE(encoded.length, 0x40);
    bytes[0x42] = type;
    bytes[0x43] = 1; // black
    bytes.writeUInt32LE(0xffffffff, 0x44);
    bytes.writeUInt32LE(right >>> 0, 0x48);
    bytes.writeUInt32LE(child >>> 0, 0x4c);
    bytes.writeUInt32LE(start >>> 0, 0x74);
    bytes.writeUInt32LE(size, 0x78);
    return bytes;
  };
  const entries = [
    entry("Root Entry", 5, rootChild, NO_ENTRY, END_OF_CHAIN, 0),
    ...flat.map((placed) => {
      if (placed.entry.children) return entry(placed.entry.name, 1, placed.child, placed.right, 0, 0);
      const start = firstStreamSector + streams.indexOf(placed) * streamSectors;
      return entry(placed.entry.name, 2, NO_ENTRY, placed.right, start, 4096);
    }),
  ];
  const directory = Buffer.alloc(directorySectors * SECTOR);
  entries.forEach((bytes, index) => bytes.copy(directory, index * 128));
  const data = streams.map(({ entry: stream }) => {
    const padded = Buffer.alloc(4096);
    (stream.data ?? Buffer.from("stream")).copy(padded);
    return padded;
  });
  return Buffer.concat([header, fatSector, directory, ...data]);
}
