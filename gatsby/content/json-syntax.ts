/**
 * Where a JSON text first goes wrong, as a line and column with what to do about it. JSON.parse names only an
 * offset (and not always that), and in terms a person who does not write JSON cannot act on.
 */

export interface JsonSyntaxProblem {
  line: number;
  column: number;
  hint: string;
}

class SyntaxProblem extends Error {
  constructor(
    readonly position: number,
    readonly hint: string,
  ) {
    super(hint);
  }
}

const whitespace = /[ \t\n\r]/;
const numberPattern = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

class Scanner {
  position = 0;

  constructor(private readonly source: string) {}

  /** A method, not a getter: TypeScript would otherwise keep a comparison's narrowing across calls that move on. */
  private char(): string | undefined {
    return this.source[this.position];
  }

  private skipWhitespace(): void {
    while (whitespace.test(this.char() ?? "")) this.position += 1;
  }

  private fail(hint: string, position = this.position): never {
    throw new SyntaxProblem(position, hint);
  }

  private failAtUnexpected(): never {
    if (this.char() === undefined) this.fail("the file ends too early: a closing ] or } is missing");
    if (this.char() === "'") this.fail('use double quotes (") around texts and field names, not single quotes');
    this.fail(`unexpected ${this.char()}: a text must be written in double quotes ("like this")`);
  }

  document(): void {
    if (this.source.trim() === "") this.fail("the file is empty: it must hold a list [ … ] or a record { … }");
    this.value();
    this.skipWhitespace();
    if (this.char() !== undefined)
      this.fail("there is more after the file's last ] or }: remove it, or add the missing [ or {");
  }

  private value(): void {
    this.skipWhitespace();
    const char = this.char();
    if (char === "{") return this.object();
    if (char === "[") return this.array();
    if (char === '"') return this.string();
    if (char === "-" || (char !== undefined && char >= "0" && char <= "9")) return this.number();
    for (const literal of ["true", "false", "null"]) {
      if (this.source.startsWith(literal, this.position)) {
        this.position += literal.length;
        return;
      }
    }
    this.failAtUnexpected();
  }

  private object(): void {
    this.sequence("}", { entry: "field", missingComma: "add a comma after the previous field" }, () => this.field());
  }

  private array(): void {
    this.sequence("]", { entry: "item", missingComma: "add a comma between the two items" }, () => this.value());
  }

  private field(): void {
    if (this.char() !== '"') {
      if (/[A-Za-z_]/.test(this.char() ?? "")) this.fail('put the field name in double quotes: "name"');
      this.failAtUnexpected();
    }
    this.string();
    this.skipWhitespace();
    if (this.char() !== ":") this.fail("add a colon (:) between the field name and its value");
    this.position += 1;
    this.value();
  }

  /** A record's fields or a list's items: entries separated by commas up to `close`. */
  private sequence(close: "}" | "]", words: { entry: string; missingComma: string }, entry: () => void): void {
    this.position += 1;
    this.skipWhitespace();
    if (this.char() === close) {
      this.position += 1;
      return;
    }
    for (let commaAt = -1; ;) {
      this.skipWhitespace();
      if (this.char() === close) {
        this.fail(`remove this comma: nothing may follow the last ${words.entry} before ${close}`, commaAt);
      }
      entry();
      this.skipWhitespace();
      if (this.char() === close) {
        this.position += 1;
        return;
      }
      if (this.char() === '"' || this.char() === "{" || this.char() === "[") this.fail(words.missingComma);
      if (this.char() !== ",") {
        if (this.char() === undefined) this.fail(`the file ends too early: a closing ${close} is missing`);
        this.fail(`expected a comma or the closing ${close}: check the end of the previous ${words.entry}`);
      }
      commaAt = this.position;
      this.position += 1;
    }
  }

  private string(): void {
    this.position += 1;
    for (;;) {
      const char = this.char();
      if (char === undefined) this.fail('a text is not closed: add the closing "');
      if (char === '"') {
        this.position += 1;
        return;
      }
      if (char < " ") this.fail('a text runs onto the next line: close it with " on the same line');
      this.position += char === "\\" ? 2 : 1;
    }
  }

  private number(): void {
    numberPattern.lastIndex = this.position;
    const match = numberPattern.exec(this.source);
    if (!match) this.failAtUnexpected();
    this.position += match[0].length;
    if (match[0] === "0" && /\d/.test(this.char() ?? "")) {
      this.fail('a number cannot start with 0: to keep the 0, write it as a text in double quotes ("0803…")');
    }
  }
}

/** The first syntax problem of `source`, or undefined when it is valid JSON. */
export function jsonSyntaxProblem(source: string): JsonSyntaxProblem | undefined {
  try {
    new Scanner(source).document();
    return undefined;
  } catch (error) {
    if (!(error instanceof SyntaxProblem)) throw error;
    const before = source.slice(0, error.position).split("\n");
    return { line: before.length, column: before.at(-1)!.length + 1, hint: error.hint };
  }
}
