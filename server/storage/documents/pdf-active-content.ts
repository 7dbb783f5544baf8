/**
 * Whether a PDF holds content that acts on its own: scripts (/JavaScript, /JS, XFA forms), an action run when it is
 * opened (/OpenAction with an action rather than a page to show, /AA), a program started (/Launch), files carried
 * inside (/EmbeddedFile, /EmbeddedFiles, /EF), Flash or 3D media (/RichMedia...).
 *
 * Names are read as a PDF reader reads them: with their #xx escapes decoded, never inside a string or a stream's
 * data (where a photo's compressed bytes hold "/JS" by chance), in the file's objects and in its compressed object
 * streams, which are inflated within a bound. Each object is read from where its "N G obj" starts, as a reader
 * rebuilding a damaged file's table finds them, so that a stray "(" or "stream" before an object cannot hide it.
 * A PDF whose object streams cannot be read (another filter, damaged or encrypted data, more than the bound) is
 * answered "unchecked": what it holds is unknown.
 */
import zlib from "node:zlib";

export type PdfContent = "plain" | "active" | "unchecked";

/** Object streams of a 5 MB PDF inflate to a few hundred kilobytes; a file that needs more is a flate bomb. */
const MAX_INFLATED_BYTES = 16 * 1024 * 1024;

const ACTIVE_NAMES = new Set(["JavaScript", "JS", "XFA", "AA", "Launch", "EmbeddedFile", "EmbeddedFiles", "EF"]);
const isActiveName = (name: string) => ACTIVE_NAMES.has(name) || name.startsWith("RichMedia");

/** Each byte's class, looked up for every byte of a file of up to 5 MB. */
const REGULAR = 0;
const WHITE = 1;
const DELIMITER = 2;
const CLASS = new Uint8Array(256);
for (const byte of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) CLASS[byte] = WHITE;
for (const byte of Buffer.from("()<>[]{}/%")) CLASS[byte] = DELIMITER;
const isWhitespace = (byte: number) => CLASS[byte] === WHITE;
const isRegular = (byte: number) => CLASS[byte] === REGULAR;

const OBJ = Buffer.from("obj");
const isDigit = (byte: number | undefined) => byte !== undefined && byte >= 0x30 && byte <= 0x39;

/**
 * Where each object starts ("N G obj"), as a reader without a usable cross-reference table finds them: every "obj"
 * standing alone with two numbers before it.
 */
function objectStarts(pdf: Buffer): number[] {
  const starts: number[] = [];
  for (let at = pdf.indexOf(OBJ); at >= 0; at = pdf.indexOf(OBJ, at + OBJ.length)) {
    if (at + OBJ.length < pdf.length && isRegular(pdf[at + OBJ.length]!)) continue;
    let index = at - 1;
    let numbers = 0;
    for (; numbers < 2; numbers += 1) {
      const spaceEnd = index;
      while (index >= 0 && isWhitespace(pdf[index]!)) index -= 1;
      const digitsEnd = index;
      while (isDigit(pdf[index])) index -= 1;
      if (index === spaceEnd || index === digitsEnd) break;
    }
    if (numbers === 2 && (index < 0 || !isRegular(pdf[index]!))) starts.push(index + 1);
  }
  return starts;
}

/** A token's text: built by hand, as most are a few bytes long, for which Buffer's toString costs more. */
function latin1(bytes: Buffer, start: number, end: number): string {
  if (end - start > 32) return bytes.toString("latin1", start, end);
  let text = "";
  for (let index = start; index < end; index += 1) text += String.fromCharCode(bytes[index]!);
  return text;
}

/** A string or a hex string: its content is never a name. */
const STRING = "()";

/** PDF tokens, one at a time: names as "/" and their decoded name, strings as STRING, comments skipped. */
class Lexer {
  constructor(
    readonly bytes: Buffer,
    public position: number,
    private readonly end: number,
  ) {}

  next(): string | undefined {
    const { bytes, end } = this;
    while (this.position < end) {
      const byte = bytes[this.position]!;
      if (isWhitespace(byte)) {
        let position = this.position + 1;
        while (position < end && CLASS[bytes[position]!] === WHITE) position += 1;
        this.position = position;
      } else if (byte === 0x25 /* % */) {
        while (this.position < end && bytes[this.position] !== 0x0a && bytes[this.position] !== 0x0d)
          this.position += 1;
      } else if (byte === 0x28 /* ( */) {
        this.skipLiteralString();
        return STRING;
      } else if (byte === 0x3c /* < */ || byte === 0x3e /* > */) {
        if (bytes[this.position + 1] === byte) {
          this.position += 2;
          return byte === 0x3c ? "<<" : ">>";
        }
        if (byte === 0x3e) {
          this.position += 1;
          continue;
        }
        const close = bytes.indexOf(0x3e, this.position);
        this.position = close < 0 || close >= end ? end : close + 1;
        return STRING;
      } else if (byte === 0x2f /* / */) {
        this.position += 1;
        return `/${this.name()}`;
      } else if (CLASS[byte] === DELIMITER) {
        this.position += 1;
        // A stray ")" is no token; brackets and braces are.
        if (byte !== 0x29) return String.fromCharCode(byte);
      } else {
        const start = this.position;
        while (this.position < end && isRegular(bytes[this.position]!)) this.position += 1;
        return latin1(bytes, start, this.position);
      }
    }
    return undefined;
  }

  private skipLiteralString() {
    const { bytes, end } = this;
    let depth = 0;
    while (this.position < end) {
      const byte = bytes[this.position]!;
      this.position += byte === 0x5c /* \ */ ? 2 : 1;
      if (byte === 0x28) depth += 1;
      else if (byte === 0x29 && (depth -= 1) === 0) return;
    }
    this.position = end;
  }

  /** A name's characters after its "/", each #xx written as the byte it stands for. */
  private name(): string {
    const { bytes, end } = this;
    const start = this.position;
    while (this.position < end && isRegular(bytes[this.position]!)) this.position += 1;
    return latin1(bytes, start, this.position).replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
  }
}

const isInteger = (token: string | undefined) => token !== undefined && /^\d+$/.test(token);

/** What an object's dictionary says of a stream that follows it, kept as its tokens go by. */
class StreamKeys {
  /** Told at any depth: a nested dictionary must not be able to hide that the stream is an object stream. */
  objectStream = false;
  first?: string;
  length?: string;
  predictor?: string;
  filters: string[] = [];
  private hasN = false;
  private hasFirst = false;
  private inFilterArray = false;
  private last?: string;

  add(token: string) {
    if (this.inFilterArray) {
      if (token === "]") this.inFilterArray = false;
      else this.filters.push(token);
    } else if (this.last === "/Filter") {
      this.inFilterArray = token === "[";
      this.filters = this.inFilterArray ? [] : [token];
    } else if (this.last === "/Type" && token === "/ObjStm") {
      this.objectStream = true;
    } else if (this.last === "/First") {
      this.first = token;
    } else if (this.last === "/Length") {
      this.length = token;
    } else if (this.last === "/Predictor") {
      this.predictor = token;
    }
    // /N (how many objects) and /First (where they start) together belong to object streams alone.
    this.hasN ||= token === "/N";
    this.hasFirst ||= token === "/First";
    this.objectStream ||= this.hasN && this.hasFirst;
    this.last = token;
  }
}

const ENDSTREAM = Buffer.from("endstream");

/**
 * Where a stream's data ends: after its /Length when "endstream" follows there, else at the next "endstream".
 * Looked for in the whole file: a stream's data may hold what looks like an object's start.
 */
function streamEnd(bytes: Buffer, dataStart: number, length: string | undefined): number {
  if (isInteger(length)) {
    let after = dataStart + Number(length);
    while (after < bytes.length && isWhitespace(bytes[after]!)) after += 1;
    if (bytes.subarray(after, after + ENDSTREAM.length).equals(ENDSTREAM)) return dataStart + Number(length);
  }
  const found = bytes.indexOf(ENDSTREAM, dataStart);
  return found < 0 ? bytes.length : found;
}

/** An object's value: where it starts, in the file or in an object stream's content. */
interface Located {
  bytes: Buffer;
  position: number;
}

/** Tokens an action that only shows a page takes: << /S /GoTo /D [12 0 R /XYZ 0 792 0] >>, with room to spare. */
const MAX_GOTO_TOKENS = 64;

/**
 * Whether the value at `at` only shows a page of this PDF when the PDF opens: a destination ([page /Fit], a named
 * one), or a GoTo action (what hyperref and DocBook write) with no /Next action after it.
 */
function onlyShowsAPage(at: Located): boolean {
  const lexer = new Lexer(at.bytes, at.position, at.bytes.length);
  if (lexer.next() !== "<<") return true;
  let depth = 1;
  let action: string | undefined;
  let last: string | undefined;
  for (let count = 0; depth > 0 && count < MAX_GOTO_TOKENS; count += 1) {
    const token = lexer.next();
    if (token === undefined || token === "/Next") return false;
    if (token === "<<") depth += 1;
    else if (token === ">>") depth -= 1;
    else if (depth === 1 && last === "/S") action = token;
    if (depth === 1) last = token;
  }
  return depth === 0 && action === "/GoTo";
}

class PdfScan {
  active = false;
  unchecked = false;
  /** Where each object's value starts (an object may be written more than once), for /OpenAction's references. */
  private readonly objects = new Map<number, Located[]>();
  private readonly openActionTargets: number[] = [];
  private inflatedBytes = 0;

  constructor(private readonly pdf: Buffer) {}

  verdict(): PdfContent {
    const regions = [0, ...objectStarts(this.pdf), this.pdf.length];
    for (let index = 0; index + 1 < regions.length && !this.active; index += 1) {
      this.readRegion(this.pdf, regions[index]!, regions[index + 1]!, true);
    }
    // An object that cannot be found was hidden from this reading: taken for the action it may be.
    for (const target of this.openActionTargets) {
      const found = this.objects.get(target);
      if (!found?.every(onlyShowsAPage)) this.active = true;
    }
    if (this.active) return "active";
    return this.unchecked ? "unchecked" : "plain";
  }

  /**
   * Reads tokens from `start` to `end`. `withObjects`: the file itself, whose "N G obj" starts an object and whose
   * streams are skipped, object streams read; an object stream's content has neither.
   */
  private readRegion(bytes: Buffer, start: number, end: number, withObjects: boolean) {
    const lexer = new Lexer(bytes, start, end);
    const recent: string[] = [];
    let depth = 0;
    let keys = new StreamKeys();
    for (let token = lexer.next(); token !== undefined && !this.active; token = lexer.next()) {
      if (withObjects && token === "obj" && isInteger(recent.at(-2)) && isInteger(recent.at(-1))) {
        this.locate(Number(recent.at(-2)), { bytes, position: lexer.position });
        depth = 0;
        keys = new StreamKeys();
        continue;
      }
      // A stream follows its dictionary; "stream" anywhere else is a stray word, as a reader takes it.
      if (withObjects && token === "stream" && depth === 0 && recent.at(-1) === ">>") {
        lexer.position = this.readStream(bytes, lexer.position, keys);
        continue;
      }
      if (token.startsWith("/") && isActiveName(token.slice(1))) this.active = true;
      if (recent.at(-1) === "/OpenAction") this.noteOpenAction(token, lexer);
      if (token === "<<") depth += 1;
      if (token === ">>") depth = Math.max(0, depth - 1);
      keys.add(token);
      recent.push(token);
      if (recent.length > 3) recent.shift();
    }
  }

  private locate(objectNumber: number, at: Located) {
    const found = this.objects.get(objectNumber);
    if (found) found.push(at);
    else this.objects.set(objectNumber, [at]);
  }

  /** /OpenAction's value, just read: a dictionary is looked into now, a reference once every object is known. */
  private noteOpenAction(value: string, lexer: Lexer) {
    const position = lexer.position;
    if (value === "<<") {
      if (!onlyShowsAPage({ bytes: lexer.bytes, position: position - 2 })) this.active = true;
    } else if (isInteger(value)) {
      const generation = lexer.next();
      if (isInteger(generation) && lexer.next() === "R") this.openActionTargets.push(Number(value));
    }
    lexer.position = position;
  }

  /** Skips a stream's data, reading it first if it is an object stream; answers where its data ends. */
  private readStream(bytes: Buffer, afterKeyword: number, keys: StreamKeys): number {
    let dataStart = afterKeyword;
    if (bytes[dataStart] === 0x0d) dataStart += 1;
    if (bytes[dataStart] === 0x0a) dataStart += 1;
    const dataEnd = streamEnd(bytes, dataStart, keys.length);
    if (keys.objectStream) {
      const content = this.decoded(bytes.subarray(dataStart, dataEnd), keys);
      if (content) this.readObjectStream(content, Number(keys.first));
    }
    return dataEnd;
  }

  private decoded(data: Buffer, { filters, predictor }: StreamKeys): Buffer | undefined {
    if (filters.length === 0) return data;
    if (filters.length > 1 || !["/FlateDecode", "/Fl"].includes(filters[0]!) || (predictor && predictor !== "1")) {
      this.unchecked = true;
      return undefined;
    }
    try {
      const inflated = zlib.inflateSync(data, {
        maxOutputLength: MAX_INFLATED_BYTES - this.inflatedBytes,
        // As readers do, a stream cut short gives what it holds.
        finishFlush: zlib.constants.Z_SYNC_FLUSH,
      });
      this.inflatedBytes += inflated.length;
      return inflated;
    } catch {
      this.unchecked = true;
      return undefined;
    }
  }

  /** An object stream: "number offset" pairs, then the objects from /First on, each at its offset. */
  private readObjectStream(content: Buffer, first: number) {
    if (Number.isInteger(first) && first <= content.length) {
      const header = new Lexer(content, 0, first);
      for (let number = header.next(), offset = header.next(); offset !== undefined;) {
        if (isInteger(number) && isInteger(offset)) {
          this.locate(Number(number), { bytes: content, position: first + Number(offset) });
        }
        number = header.next();
        offset = header.next();
      }
    }
    this.readRegion(content, 0, content.length, false);
  }
}

export function pdfContent(pdf: Buffer): PdfContent {
  return new PdfScan(pdf).verdict();
}
