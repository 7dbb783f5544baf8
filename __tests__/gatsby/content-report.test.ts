/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatProblem, validateContent } from "../../gatsby/content/content-rules";
import { checkContentDirectory, describeProblems, readContentFiles } from "../../gatsby/content/content-report";
import { content, dataDirectory, records, single } from "../support/broken-content";

const realImages = {
  readImage: (relative: string) => {
    const file = path.resolve(dataDirectory, relative);
    return fs.existsSync(file) ? fs.readFileSync(file) : undefined;
  },
};

/** A copy of data/ in a temporary folder, with `file` written as `source`. */
function dataFolderWith(file: string, source: string): string {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
  fs.cpSync(dataDirectory, directory, { recursive: true });
  fs.writeFileSync(path.join(directory, file), source);
  return directory;
}

describe("checkContentDirectory", () => {
  it("names the line and column of a trailing comma and says what to do", () => {
    const faqs = fs.readFileSync(path.join(dataDirectory, "faqs.json"), "utf8");
    const broken = faqs.replace(/"\n {2}}\n]\n$/, '",\n  }\n]\n');
    const lines = broken.split("\n");
    const report = checkContentDirectory(dataFolderWith("faqs.json", broken));
    expect(report.problems.map(formatProblem)).toEqual([
      `data/faqs.json › line ${lines.length - 3}, column ${lines.at(-4)!.length} › (not valid JSON): ` +
        "remove this comma: nothing may follow the last field before }",
    ]);
  });

  it("reports only the file that is not JSON, not the follow-on problems of a missing file", () => {
    const report = checkContentDirectory(dataFolderWith("offices.json", "[\n  { 'id': 'lagos' }\n]\n"));
    expect(report.problems.map(formatProblem)).toEqual([
      `data/offices.json › line 2, column 5 › (not valid JSON): use double quotes (") around texts and field names, not single quotes`,
    ]);
  });

  it.each([
    ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(localStorage)</script></svg>', "a <script> element"],
    [
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>',
      "an event handler (onload)",
    ],
    [
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><p xmlns="http://www.w3.org/1999/xhtml">x</p></foreignObject></svg>',
      "a <foreignObject> element",
    ],
    [
      '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><rect width="9" height="9"/></a></svg>',
      "a javascript: link",
    ],
  ])("refuses a client logo that could run script: %s", (svg, active) => {
    const clients = JSON.parse(fs.readFileSync(path.join(dataDirectory, "clients.json"), "utf8")) as {
      name: string;
      logo: string;
    }[];
    clients[0]!.logo = "./images/clients/scripted.svg";
    const directory = dataFolderWith("clients.json", JSON.stringify(clients, null, 2));
    fs.writeFileSync(path.join(directory, "images", "clients", "scripted.svg"), svg);
    expect(checkContentDirectory(directory).problems.map(formatProblem)).toEqual([
      `data/clients.json › record #1 "${clients[0]!.name}" › logo: is an SVG with ${active}, which could run script: ` +
        "./images/clients/scripted.svg. Remove it from the file, or export the picture again as plain shapes",
    ]);
  });

  it("warns of a passed closing day without refusing the content", () => {
    const report = checkContentDirectory(dataDirectory, "2027-01-01");
    expect(report.problems).toEqual([]);
    expect(report.warnings.map(formatProblem)).toEqual([
      'data/jobs.json › record #1 "sales-marketing-executive" › validThrough: the opening closed on 2026-12-31, ' +
        "so the site no longer shows it; move the date or remove the opening",
    ]);
  });
});

describe("describeProblems", () => {
  it("opens with a plain heading naming the files and how lists are counted", () => {
    const files = content();
    single(files, "company.json").claimsHotline = "0803 123 4567";
    (records(files, "products.json")[1]!.requirements as string[])[1] = "";
    expect(describeProblems(validateContent(files, realImages))).toBe(
      "Content problems in data/company.json, data/products.json (list positions count from 1):\n" +
        "  - data/company.json › (the file's only record) › claimsHotline: must be a phone number in E.164 form, e.g. +2348012345678 (got 0803 123 4567)\n" +
        '  - data/products.json › record #2 "fire-insurance" › requirements[2]: is required and must not be empty',
    );
  });
});

describe("readContentFiles", () => {
  it("names the file that is not valid JSON, with line and column", () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
    fs.writeFileSync(path.join(directory, "faqs.json"), '[{ "question": "Why?", }]');
    expect(() => readContentFiles(directory)).toThrow(
      "data/faqs.json › line 1, column 22 › (not valid JSON): remove this comma: nothing may follow the last field before }",
    );
  });
});
