/**
 * Judges an uploaded document by its content: what it really is, whether its name says the same, and,
 * for Word files, whether it is a Word document at all and carries no program or macros. A name whose
 * extension promises another kind of file (a photo named .pdf) is refused, since the visitor may have
 * chosen the wrong file; within one kind (.jpg holding a PNG, .doc holding a .docx) the document is
 * kept under the extension of what it is, which the visitor could not tell apart anyway.
 */
import { fileTypeFromFile } from "file-type";
import { withFileSource, type ByteSource } from "./byte-source";
import { compoundFileEntryNames } from "./compound-file";
import { zipEntryNames } from "./zip-directory";

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

export const contentMessages = {
  notWord:
    "this file is not a Word document that can be opened. Save it again from Word, or as a PDF, and attach that.",
  program: "this Word document contains macros or a program, which we cannot accept. Save it as a PDF and attach that.",
} as const;

/** Parts of a zip that run code: programs, scripts, and the VBA project that holds a document's macros. */
const PROGRAM_IN_ZIP =
  /(\.(exe|dll|com|scr|pif|cpl|sys|msi|msp|bat|cmd|ps1|psm1|vbs|vbe|js|jse|wsf|wsh|hta|jar|lnk|reg|sh|elf)$)|(^|\/)vbaProject\.bin$|(^|\/)vbaData\.xml$/i;
/** Storages and streams of a compound file that hold macros or an embedded file (a packaged program). */
const PROGRAM_IN_COMPOUND_FILE = new Set(["macros", "_vba_project_cur", "vba", "_vba_project", "\u0001ole10native"]);

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

function wordProblem(type: ContentType, bytes: ByteSource): string | undefined {
  if (type.mediaType === DOCX) {
    const names = zipEntryNames(bytes);
    if (!names || !names.includes("[Content_Types].xml") || !names.includes("word/document.xml")) {
      return contentMessages.notWord;
    }
    return names.some((name) => PROGRAM_IN_ZIP.test(name)) ? contentMessages.program : undefined;
  }
  const names = compoundFileEntryNames(bytes);
  if (!names || !names.includes("WordDocument")) return contentMessages.notWord;
  return names.some((name) => PROGRAM_IN_COMPOUND_FILE.has(name.toLowerCase())) ? contentMessages.program : undefined;
}

export async function judgeDocument(file: string, name: string): Promise<JudgedDocument> {
  const detected = await fileTypeFromFile(file);
  const type = detected && contentTypes[detected.mime];
  if (!type) return { mediaType: "", name };
  const claimed = promised[extensionOf(name)];
  // A name with no accepted extension is refused by the form's own rule; nothing to add here.
  if (!claimed) return { mediaType: type.mediaType, name };
  // Looked at first, whatever the name says: an installer named .pdf must not be called a Word document.
  const problem = type.kind === "word" ? withFileSource(file, (bytes) => wordProblem(type, bytes)) : undefined;
  if (problem) return { mediaType: type.mediaType, name, problem };
  if (claimed.kind !== type.kind) {
    return {
      mediaType: type.mediaType,
      name,
      problem:
        `this file is ${type.description}, not ${claimed.article} ${claimed.noun}. ` +
        `Rename it to ${type.extensions[0]} or choose the ${claimed.noun}.`,
    };
  }
  return { mediaType: type.mediaType, name: withExtensionOf(name, type) };
}
