import fs from "node:fs";
import path from "node:path";

interface Formatter {
  fromFile: (text: string) => Record<string, unknown>;
  toFile: (data: Record<string, unknown>) => string;
}

const dataDirectory = path.resolve(__dirname, "../../data");
const formats: Record<string, Formatter> = {};

beforeAll(() => {
  (window as unknown as { CMS: unknown }).CMS = {
    registerCustomFormat: (name: string, _extension: string, formatter: Formatter) => (formats[name] = formatter),
  };
  // The script the editor's page loads after Decap's bundle, run as the browser runs it.
  window.eval(fs.readFileSync(path.resolve(__dirname, "../../admin/data-formats.js"), "utf8"));
});

describe("the web editor's data formats", () => {
  it.each(fs.readdirSync(dataDirectory).filter((file) => file.endsWith(".json")))(
    "write %s back exactly as the repository holds it",
    (file) => {
      const text = fs.readFileSync(path.join(dataDirectory, file), "utf8");
      const format = text.trimStart().startsWith("[") ? formats["data-list"]! : formats["data-record"]!;
      expect(format.toFile(format.fromFile(text))).toBe(text);
    },
  );

  it("shows a list file's records under one field, as Decap edits objects only", () => {
    expect(formats["data-list"]!.fromFile('[{ "question": "Q", "answer": "A" }]')).toEqual({
      records: [{ question: "Q", answer: "A" }],
    });
  });

  it("leaves out an optional list or text the editor emptied, which the build would refuse", () => {
    const saved = formats["data-list"]!.toFile({ records: [{ id: "motor", coverage: [], note: "", benefits: ["A"] }] });
    expect(saved).toBe('[\n  {\n    "id": "motor",\n    "benefits": [\n      "A"\n    ]\n  }\n]\n');
  });
});
