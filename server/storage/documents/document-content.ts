/**
 * Judges an uploaded document by its content: what it really is, whether its name says the same, and whether it
 * is passive: a PDF without scripts, actions or attached files (pdf-active-content.ts), a Word document that is
 * one at all and carries no program, macros, embedded object or link to elsewhere (office-relationships.ts), a
 * photo that decodes (photos.ts re-encodes it before it is kept). A name whose extension promises another kind of
 * file (a photo named .pdf) is refused, since the visitor may have chosen the wrong file; within one kind (.jpg
 * holding a PNG, .doc holding a .docx) the document is kept under the extension of what it is, which the visitor
 * could not tell apart anyway. The refusals say what a phone can do: take or choose a photo again, send a PDF or a
 * photo of a document that could not be opened (a Word file cut short is no longer read as one at all).
 */
import fs from "node:fs";
import { fileTypeFromFile } from "file-type";
import { withFileSource, type ByteSource } from "./byte-source";
import { compoundFileEntries } from "./compound-file";
import { relationshipConcern, relationshipsIn } from "./office-relationships";
import { pdfContent } from "./pdf-active-content";
import { isDecodablePhoto } from "./photos";
import { zipEntries, zipEntryContent, type ZipEntry } from "./zip-directory";

type Kind = "pdf" | "image" | "word";

interface ContentType {
  mediaType: string;
  kind: Kind;
  /** What it is, after "this file is". */
  description: string;
  /** The extensions it goes by, the usual one first. */
  extensions: string[];
}

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** The types a claim accepts, keyed by what file-type reports for the content. */
const contentTypes: Record<string, ContentType> = {
  "application/pdf": { mediaType: "application/pdf", kind: "pdf", description: "a PDF", extensions: [".pdf"] },
  "image/jpeg": { mediaType: "image/jpeg", kind: "image", description: "a JPEG image", extensions: [".jpg", ".jpeg"] },
  "image/png": { mediaType: "image/png", kind: "image", description: "a PNG image", extensions: [".png"] },
  [DOCX]: { mediaType: DOCX, kind: "word", description: "a Word document", extensions: [".docx"] },
  // Word 97-2003 files are OLE compound files; file-type names the container, not the program.
  "application/x-cfb": {
    mediaType: "application/msword",
    kind: "word",
    description: "a Word 97-2003 document",
    extensions: [".doc"],
  },
};

/** What a name's extension promises: "not <a ...>", "or choose the <...>". */
const promised: Record<string, { kind: Kind; article: string; noun: string }> = {
  ".pdf": { kind: "pdf", article: "a", noun: "PDF" },
  ".jpg": { kind: "image", article: "an", noun: "image" },
  ".jpeg": { kind: "image", article: "an", noun: "image" },
  ".png": { kind: "image", article: "an", noun: "image" },
  ".doc": { kind: "word", article: "a", noun: "Word document" },
  ".docx": { kind: "word", article: "a", noun: "Word document" },
};

/** What to send instead of a document that could act on its own once opened. */
const PLAIN_COPY = "Send a plain copy instead: a scan, or a PDF printed from the document.";

export const contentMessages = {
  notWord:
    "this file could not be opened: it may be damaged or cut short. Send the document as a PDF, or a photo of it, instead.",
  program: `this Word document contains macros or a program, which we cannot accept. ${PLAIN_COPY}`,
  wordLinks: `this Word document links to other files or holds embedded objects, which we cannot accept. ${PLAIN_COPY}`,
  pdfActive: `this PDF contains scripts, actions that run on their own or attached files, which we cannot accept. ${PLAIN_COPY}`,
  pdfUnchecked: `this PDF could not be checked for scripts and attached files (it may be protected or damaged), so we cannot accept it. ${PLAIN_COPY}`,
  photoUnreadable:
    "this image cannot be opened: it may be damaged or cut short. Choose the photo again, or send a scan of it.",
} as const;

/** Parts of a zip that run code: programs, scripts, and the VBA project that holds a document's macros. */
const PROGRAM_IN_ZIP =
  /(\.(exe|dll|com|scr|pif|cpl|sys|msi|msp|bat|cmd|ps1|psm1|vbs|vbe|js|jse|wsf|wsh|hta|jar|lnk|reg|sh|elf)$)|(^|\/)vbaProject\.bin$|(^|\/)vbaData\.xml$/i;
/** Storages and streams of a compound file that hold macros or an embedded file (a packaged program). */
const PROGRAM_IN_COMPOUND_FILE = new Set(["macros", "_vba_project_cur", "vba", "_vba_project", "\u0001ole10native"]);
/** The storage of a .doc's embedded OLE objects; Word writes it empty into documents without any. */
const OBJECTS_IN_COMPOUND_FILE = "objectpool";
/** Where Word keeps embedded objects and ActiveX controls (part names compare without regard to case). */
const EMBEDDED_IN_ZIP = /^word\/(embeddings|activex)\//i;
/**
 * All of a .docx's .rels parts together: a few kilobytes in a document anyone wrote. The bound keeps a zip bomb of
 * relationships from costing more.
 */
const MAX_RELATIONSHIPS_BYTES = 4 * 1024 * 1024;

export interface JudgedDocument {
  /** The accepted media type, or "" when the content is of no accepted type. */
  mediaType: string;
  /** The name to store and mail it under: the visitor's, with the extension of what it is. */
  name: string;
  /** Why it is refused although its type is accepted, told after its name. */
  problem?: string;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot).toLowerCase() : "";
}

function withExtensionOf(name: string, type: ContentType): string {
  const extension = extensionOf(name);
  if (type.extensions.includes(extension)) return name;
  return `${extension ? name.slice(0, name.lastIndexOf(".")) : name}${type.extensions[0]}`;
}

/** The first relationship problem of a .docx's parts, or notWord for a .rels part it cannot read. */
function relationshipProblem(zip: ByteSource, entries: readonly ZipEntry[]): string | undefined {
  let budget = MAX_RELATIONSHIPS_BYTES;
  for (const entry of entries.filter(({ name }) => /\.rels$/i.test(name))) {
    const part = zipEntryContent(zip, entry, budget);
    const relationships = part && relationshipsIn(part);
    if (!relationships) return contentMessages.notWord;
    budget -= part.length;
    const concerns = new Set(relationships.map(relationshipConcern));
    if (concerns.has("macros")) return contentMessages.program;
    if (concerns.has("link")) return contentMessages.wordLinks;
  }
  return undefined;
}

function wordProblem(type: ContentType, bytes: ByteSource): string | undefined {
  if (type.mediaType === DOCX) {
    const entries = zipEntries(bytes);
    const names = entries?.map((entry) => entry.name) ?? [];
    if (!entries || !names.includes("[Content_Types].xml") || !names.includes("word/document.xml")) {
      return contentMessages.notWord;
    }
    if (names.some((name) => PROGRAM_IN_ZIP.test(name))) return contentMessages.program;
    if (names.some((name) => EMBEDDED_IN_ZIP.test(name))) return contentMessages.wordLinks;
    return relationshipProblem(bytes, entries);
  }
  const entries = compoundFileEntries(bytes)?.map((entry) => ({ ...entry, name: entry.name.toLowerCase() }));
  if (!entries?.some(({ name }) => name === "worddocument")) return contentMessages.notWord;
  if (entries.some(({ name }) => PROGRAM_IN_COMPOUND_FILE.has(name))) return contentMessages.program;
  const objects = entries.some(({ name, holdsEntries }) => name === OBJECTS_IN_COMPOUND_FILE && holdsEntries);
  return objects ? contentMessages.wordLinks : undefined;
}

/** A PDF is at most MAX_DOCUMENT_BYTES, read whole; judged synchronously, so one claim's ten are read one by one. */
function pdfProblem(file: string): string | undefined {
  const content = pdfContent(fs.readFileSync(file));
  if (content === "active") return contentMessages.pdfActive;
  return content === "unchecked" ? contentMessages.pdfUnchecked : undefined;
}

/** What is wrong with the content of a document of an accepted type, whatever its name says. */
async function contentProblem(type: ContentType, file: string): Promise<string | undefined> {
  if (type.kind === "word") return withFileSource(file, (bytes) => wordProblem(type, bytes));
  if (type.kind === "pdf") return pdfProblem(file);
  return (await isDecodablePhoto(file)) ? undefined : contentMessages.photoUnreadable;
}

/**
 * What to do about a file of another kind than its name says: a photo is taken or chosen again (a phone cannot
 * rename a file, and a photo chosen again is named as what it is); anything else is renamed.
 */
function instead(type: ContentType, noun: string): string {
  const first = type.kind === "image" ? "Take or choose the photo again," : `Rename it to ${type.extensions[0]}`;
  return `${first} or choose the ${noun}.`;
}

export async function judgeDocument(file: string, name: string): Promise<JudgedDocument> {
  const detected = await fileTypeFromFile(file);
  const type = detected && contentTypes[detected.mime];
  const claimed = promised[extensionOf(name)];
  // A Word file cut short or damaged is no longer read as one (a zip without its directory, bytes of no kind): it
  // could not be opened, which says more than that Word files are accepted.
  if (!type) return { mediaType: "", name, ...(claimed?.kind === "word" && { problem: contentMessages.notWord }) };
  // A name with no accepted extension is refused by the form's own rule; nothing to add here.
  if (!claimed) return { mediaType: type.mediaType, name };
  // Looked at first, whatever the name says: an installer named .pdf must not be called a Word document.
  const problem = await contentProblem(type, file);
  if (problem) return { mediaType: type.mediaType, name, problem };
  if (claimed.kind !== type.kind) {
    return {
      mediaType: type.mediaType,
      name,
      problem: `this file is ${type.description}, not ${claimed.article} ${claimed.noun}. ${instead(type, claimed.noun)}`,
    };
  }
  return { mediaType: type.mediaType, name: withExtensionOf(name, type) };
}
