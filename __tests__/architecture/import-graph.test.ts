/**
 * The project's layers, held by its import graph: no cycle anywhere, types included; the site (src/) and the
 * service (server/) share only form-contract/ and upload-client/, never each other's code; upload-client/ and
 * form-contract/ stand on their own.
 */
import { importCycles, importsOf, sourcesUnder } from "../support/import-graph";

const FOLDERS = ["src", "server", "form-contract", "upload-client", "hosting", "gatsby", "scripts", "tooling", "bench"];
const graph = importsOf([...FOLDERS, "e2e", "cross-engine", "__tests__"].flatMap(sourcesUnder));

/** Each import of a file under `from` that reaches a file under one of `into`, as "importer -> imported". */
const crossings = (from: string, into: readonly string[]) =>
  [...graph]
    .filter(([file]) => file.startsWith(`${from}/`))
    .flatMap(([file, targets]) =>
      targets
        .filter((target) => into.some((folder) => target.startsWith(`${folder}/`)))
        .map((target) => `${file} -> ${target}`),
    );

describe("the import graph", () => {
  it("reads the project's own imports", () => {
    expect(graph.get("server/app.ts")).toContain("server/config.ts");
    expect(graph.get("upload-client/document-uploads.ts")).toContain("upload-client/service-reach.ts");
    expect(graph.get("src/forms/drafts/KeepDraft.tsx")).toContain("upload-client/kept/draft-store.ts");
  });

  it("has no import cycle", () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it("keeps the service out of the site's code, and the site out of the service's", () => {
    expect(crossings("server", ["src"])).toEqual([]);
    // The service's own tests may build what the build writes (its host files), to serve it as deployed.
    expect(crossings("server", ["gatsby"]).filter((crossing) => !crossing.startsWith("server/test/"))).toEqual([]);
    expect(crossings("src", ["server"])).toEqual([]);
  });

  it("keeps the shared folders free of the site and the service", () => {
    expect(crossings("upload-client", ["src", "server", "gatsby"])).toEqual([]);
    expect(crossings("form-contract", ["src", "server", "gatsby", "upload-client"])).toEqual([]);
  });
});

describe("importCycles", () => {
  it("finds a cycle through a type import, and a file importing itself", () => {
    const cycles = importCycles(
      new Map([
        ["a.ts", ["b.ts"]],
        ["b.ts", ["c.ts"]],
        ["c.ts", ["a.ts"]],
        ["d.ts", ["d.ts"]],
        ["e.ts", ["a.ts"]],
      ]),
    );
    expect(cycles).toEqual([["a.ts", "b.ts", "c.ts"], ["d.ts"]]);
  });
});
