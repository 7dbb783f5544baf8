/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { closedOpenings, formatProblem, validateContent, type ContentFiles } from "../../gatsby/content/content-rules";
import { officeMentions } from "../../gatsby/content/office-mentions";
import { brokenSamples, content, dataDirectory, records } from "../support/broken-content";

const realImages = {
  readImage: (relative: string) => {
    const file = path.resolve(dataDirectory, relative);
    return fs.existsSync(file) ? fs.readFileSync(file) : undefined;
  },
};

function problemsOf(files: ContentFiles): string[] {
  return validateContent(files, realImages).map(formatProblem);
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
        "count in gatsby/content-model/model.ts (and its test in __tests__/gatsby/content-rules.test.ts)",
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
