/** The project's own import graph, read from its sources: which file imports which, types included. */
import fs from "node:fs";
import path from "node:path";

const root = path.join(__dirname, "..", "..");
const SOURCE = /\.(ts|tsx)$/;
const SKIPPED = new Set(["node_modules", "dist", "public", ".cache", "site", "var", "fixtures", "test-results"]);
const SPECIFIER =
  /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+["'](\.{1,2}\/[^"']+)["']|import\(\s*(?:\/\*[^*]*\*\/\s*)?["'](\.{1,2}\/[^"']+)["']\s*\)/g;

/** Every .ts and .tsx file under `folder`, as paths from the project's root. */
export function sourcesUnder(folder: string): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const file = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : walk(file);
      return SOURCE.test(entry.name) ? [file] : [];
    });
  return walk(folder);
}

function resolve(from: string, specifier: string): string | undefined {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((file) => SOURCE.test(file) && fs.existsSync(path.join(root, file)));
}

/** What each file imports of the project's own files (relative imports, `import type` and `import()` included). */
export function importsOf(files: readonly string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const text = fs.readFileSync(path.join(root, file), "utf8");
      const targets = [...text.matchAll(SPECIFIER)]
        .map((match) => resolve(file, (match[1] ?? match[2])!))
        .filter((target): target is string => target !== undefined);
      return [file, [...new Set(targets)]];
    }),
  );
}

/** The import cycles among `graph`'s files (Tarjan's strongly connected components of more than one file, or a file importing itself). */
export function importCycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) cycles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}
