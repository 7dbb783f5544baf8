/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { type Linted, lint, root } from "../support/lint";

const INTL_AT_START_UP =
  "Creating an Intl formatter (toLocaleString() and its kin create one) loads locale data, 15-25 ms of a phone's " +
  "main thread while the page starts: format by hand, as form-contract/shared/naira.ts and src/lib/dates.ts do, or do it in " +
  "code loaded on use (LOADED_ON_USE in eslint.config.mjs).";

const NUMBER_FORMAT = 'export const price = (amount: number) => new Intl.NumberFormat("en-NG").format(amount);\n';

/** The browser code the rule is about, as paths from the project's root. */
function browserFiles(): string[] {
  const walk = (directory: string): string[] =>
    fs.readdirSync(path.join(root, directory), { withFileTypes: true }).flatMap((entry) => {
      const file = path.posix.join(directory, entry.name);
      if (entry.isDirectory()) return entry.name === "__tests__" ? [] : walk(file);
      return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [file] : [];
    });
  return [...walk("src"), ...walk("form-contract"), ...walk("upload-client"), "gatsby-browser.tsx"];
}

const importsRead = new Map<string, { now: string[]; later: string[] }>();

/** What a file imports: value imports (type-only ones are erased) and what it loads later, by import() or a Worker. */
function importsOf(file: string): { now: string[]; later: string[] } {
  const known = importsRead.get(file);
  if (known) return known;
  const source = ts.createSourceFile(file, fs.readFileSync(path.join(root, file), "utf8"), ts.ScriptTarget.Latest);
  const now: string[] = [];
  const later: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const typesOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          bindings &&
          ts.isNamedImports(bindings) &&
          bindings.elements.every((e) => e.isTypeOnly));
      if (!typesOnly) now.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) now.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteral(specifier)) later.push(specifier.text);
    } else if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "URL") {
      const [specifier] = node.arguments ?? [];
      if (specifier && ts.isStringLiteral(specifier)) later.push(specifier.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const resolve = (specifier: string) => {
    if (!specifier.startsWith(".")) return [];
    const base = path.posix.join(path.posix.dirname(file), specifier);
    const found = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]
      .map((ending) => base + ending)
      .find((candidate) => fs.statSync(path.join(root, candidate), { throwIfNoEntry: false })?.isFile());
    return found ? [found] : [];
  };
  const imports = { now: now.flatMap(resolve), later: later.flatMap(resolve) };
  importsRead.set(file, imports);
  return imports;
}

const matches = (file: string, pattern: string) =>
  pattern.endsWith("/**") ? file.startsWith(pattern.slice(0, -2)) : file === pattern;

describe("the lint rule against Intl formatters in start-up code (docs/performance-budgets.md)", () => {
  const startUp = [
    { code: NUMBER_FORMAT, filePath: "src/components/X.tsx" },
    { code: "export const when = (date: Date) => date.toLocaleDateString();\n", filePath: "src/lib/when.ts" },
    { code: "export const formats = globalThis.Intl;\n", filePath: "gatsby-browser.tsx" },
    { code: NUMBER_FORMAT, filePath: "form-contract/shared/price.ts" },
  ];
  const allowed = [
    // Loaded on use.
    { code: NUMBER_FORMAT, filePath: "src/components/chat/ChatPanel.tsx" },
    { code: NUMBER_FORMAT, filePath: "upload-client/photos/sizes.ts" },
    { code: NUMBER_FORMAT, filePath: "upload-client/kept/draft-store.ts" },
    // Not the browser's start-up: the service, the build, tests.
    { code: NUMBER_FORMAT, filePath: "server/price.ts" },
    { code: NUMBER_FORMAT, filePath: "gatsby/price.ts" },
    { code: NUMBER_FORMAT, filePath: "__tests__/lib/price.test.ts" },
    // A type costs nothing at run time.
    { code: "export const options: Intl.NumberFormatOptions = {};\n", filePath: "src/lib/options.ts" },
  ];
  const files = browserFiles();
  let linted: Linted;

  beforeAll(() => {
    linted = lint([...startUp, ...allowed], files);
  }, 60_000);

  it("fires on new Intl.NumberFormat() in a start-up file, saying why", () => {
    expect(linted.messages[0]).toEqual([
      { ruleId: "no-restricted-globals", message: `Unexpected use of 'Intl'. ${INTL_AT_START_UP}` },
    ]);
  });

  it("fires on toLocaleDateString(), on Intl reached through globalThis, and in the form contract", () => {
    expect(linted.messages.slice(1, startUp.length)).toEqual([
      [
        {
          ruleId: "no-restricted-properties",
          message: `'toLocaleDateString' is restricted from being used. ${INTL_AT_START_UP}`,
        },
      ],
      [
        {
          ruleId: "no-restricted-properties",
          message: `'globalThis.Intl' is restricted from being used. ${INTL_AT_START_UP}`,
        },
      ],
      [{ ruleId: "no-restricted-globals", message: `Unexpected use of 'Intl'. ${INTL_AT_START_UP}` }],
    ]);
  });

  it("does not fire in code loaded on use, outside the browser's start-up, or on a type", () => {
    expect(linted.messages.slice(startUp.length)).toEqual(allowed.map(() => []));
  });

  it("leaves out only files that nothing loads at start-up", () => {
    const exempt = new Set(files.filter((file) => !linted.checked.includes(file)));
    const stalePatterns = linted.loadedOnUse.filter((pattern) => !files.some((file) => matches(file, pattern)));
    expect(stalePatterns).toEqual([]);
    expect([...exempt]).toEqual(files.filter((file) => linted.loadedOnUse.some((pattern) => matches(file, pattern))));

    // A left-out file is imported outright only by other left-out files...
    const importers = [...files, "gatsby-ssr.tsx"];
    const importedAtStartUp = importers
      .filter((file) => !exempt.has(file))
      .flatMap((file) =>
        importsOf(file)
          .now.filter((imported) => exempt.has(imported))
          .map((imported) => `${file} imports ${imported}`),
      );
    expect(importedAtStartUp).toEqual([]);
    // ...and is loaded by an import() or a new Worker() of checked code, or by a file so loaded.
    const reached = new Set(importers.filter((file) => !exempt.has(file)).flatMap((file) => importsOf(file).later));
    for (const file of reached) [...importsOf(file).now, ...importsOf(file).later].forEach((next) => reached.add(next));
    expect([...exempt].filter((file) => !reached.has(file))).toEqual([]);
  });
});
