/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { closedOpenings, formatProblem, validateContent, type ContentFiles } from "../../gatsby/content-checks";
import { checkContentDirectory, describeProblems, readContentFiles } from "../../gatsby/content-report";
import { officeMentions } from "../../gatsby/office-mentions";
import { brokenSamples, content, dataDirectory, records, single } from "../support/broken-content";

const realImages = {
  readImage: (relative: string) => {
    const file = path.resolve(dataDirectory, relative);
    return fs.existsSync(file) ? fs.readFileSync(file) : undefined;
  },
};

function problemsOf(files: ContentFiles): string[] {
  return validateContent(files, realImages).map(formatProblem);
}

/** A copy of data/ in a temporary folder, with `file` written as `source`. */
function dataFolderWith(file: string, source: string): string {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
  fs.cpSync(dataDirectory, directory, { recursive: true });
  fs.writeFileSync(path.join(directory, file), source);
  return directory;
}

describe("validateContent", () => {
  it("accepts the content as committed, images included", () => {
    expect(problemsOf(content())).toEqual([]);
  });

  it.each(brokenSamples.map((sample) => [sample.title, sample] as const))("refuses %s", (_, sample) => {
    const files = content();
    sample.breakContent(files);
    expect(problemsOf(files)).toEqual(sample.problems);
  });

  it.each([
    ["faqs.json", 6],
    ["clients.json", 6],
    ["group-companies.json", 5],
    ["core-values.json", 5],
    ["categories.json", 5],
    ["products.json", 17],
    ["claim-steps.json", 4],
    ["service-cards.json", 5],
  ])("refuses %s without exactly %i records", (file, count) => {
    const files = content();
    records(files, file).pop();
    expect(problemsOf(files)).toContain(
      `data/${file} › (whole file) › (number of records): must hold exactly ${count} records, as the specification fixes; ` +
        `found ${count - 1}. To add one, replace one; if the business changes the number, a developer changes the ` +
        "count in gatsby/content-model/model.ts (and its test in __tests__/gatsby/content-checks.test.ts)",
    );
  });

  it("reports a missing file and a file the site does not use", () => {
    const files = content();
    delete files["faqs.json"];
    files["faq.json"] = [];
    expect(problemsOf(files)).toEqual([
      "data/faqs.json › (whole file) › (whole file): the file is missing",
      "data/faq.json › (whole file) › (whole file): the site does not use this file; remove it or add rules for it",
    ]);
  });
});

describe("closedOpenings", () => {
  const closingDay = (files: ContentFiles) => records(files, "jobs.json")[0]!.validThrough as string;

  it("says nothing of an opening on its closing day", () => {
    const files = content();
    expect(closedOpenings(files, closingDay(files))).toEqual([]);
  });

  it("warns of an opening whose closing day has passed, naming file, record and field", () => {
    const files = content();
    records(files, "jobs.json")[0]!.validThrough = "2026-01-31";
    records(files, "jobs.json")[0]!.datePosted = "2026-01-02";
    expect(closedOpenings(files, "2026-02-01").map(formatProblem)).toEqual([
      'data/jobs.json › record #1 "sales-marketing-executive" › validThrough: the opening closed on 2026-01-31, ' +
        "so the site no longer shows it; move the date or remove the opening",
    ]);
  });
});

describe("officeMentions", () => {
  it("says nothing while the texts name every office's city", () => {
    expect(officeMentions(content())).toEqual([]);
  });

  it("points to every text still naming two cities when a third office opens", () => {
    const files = content();
    records(files, "offices.json").push({
      id: "kano",
      name: "Kano Office",
      addressLines: ["12 Murtala Mohammed Way", "Kano"],
      latitude: 12.0022,
      longitude: 8.592,
    });
    const says = 'says "Lagos and Abuja", but offices.json has offices in Abuja, Lagos and Kano: update the text';
    expect(officeMentions(files).map(formatProblem)).toEqual([
      `data/about.json › (the file's only record) › overview[1]: ${says}`,
      `data/careers.json › (the file's only record) › whyJoinUs[5]: ${says}`,
      `data/company.json › (the file's only record) › description: ${says}`,
      `data/jobs.json › record #1 "sales-marketing-executive" › description: ${says}`,
      `data/leadership.json › record #4 "Chinedu Eze" › bio: ${says}`,
      `data/pages.json › record #1 "home" › title: ${says}`,
      `data/pages.json › record #1 "home" › description: ${says}`,
      `data/pages.json › record #2 "about" › description: ${says}`,
      `data/pages.json › record #6 "careers" › description: ${says}`,
    ]);
  });
});

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
