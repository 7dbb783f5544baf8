/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { closedOpenings, formatProblem, validateContent, type ContentFiles } from "../../gatsby/content-checks";
import type { ValidationContext } from "../../gatsby/content-rules";
import { readContentFiles } from "../../gatsby/validate-content";

const dataDirectory = path.resolve(__dirname, "../../data");
const realImages = { imageExists: (relative: string) => fs.existsSync(path.resolve(dataDirectory, relative)) };
const everyImageExists = { imageExists: () => true };

/** A fresh deep copy of the real content, for each test to break in its own way. */
function content(): ContentFiles {
  return structuredClone(readContentFiles(dataDirectory));
}

function problemsOf(files: ContentFiles, context: ValidationContext = everyImageExists): string[] {
  return validateContent(files, context).map(formatProblem);
}

type Row = Record<string, unknown>;
const records = (files: ContentFiles, file: string) => files[file] as Row[];
const single = (files: ContentFiles, file: string) => files[file] as Row;

describe("validateContent", () => {
  it("accepts the content as committed, images included", () => {
    expect(problemsOf(content(), realImages)).toEqual([]);
  });

  it("names file, record and field when a required list is missing", () => {
    const files = content();
    delete records(files, "products.json")[0]!.benefits;
    expect(problemsOf(files)).toEqual([
      'data/products.json › record #1 "motor-insurance" › benefits: is a required list and is missing',
    ]);
  });

  it("rejects an empty required list", () => {
    const files = content();
    records(files, "products.json")[2]!.claimDocuments = [];
    expect(problemsOf(files)).toEqual([
      'data/products.json › record #3 "burglary-insurance" › claimDocuments: must be a non-empty list',
    ]);
  });

  it("rejects an empty optional list, which would show an empty card", () => {
    const files = content();
    records(files, "products.json")[0]!.coverage = [];
    expect(problemsOf(files)).toEqual([
      'data/products.json › record #1 "motor-insurance" › coverage: must not be an empty list (remove the field to hide its card)',
    ]);
  });

  it("rejects a blank item inside a list", () => {
    const files = content();
    (records(files, "products.json")[1]!.requirements as string[])[1] = "";
    expect(problemsOf(files)).toEqual([
      'data/products.json › record #2 "fire-insurance" › requirements[1]: is required and must not be empty',
    ]);
  });

  it("rejects a misspelt field name", () => {
    const files = content();
    const faq = records(files, "faqs.json")[0]!;
    faq.answr = faq.answer;
    delete faq.answer;
    expect(problemsOf(files)).toEqual([
      `data/faqs.json › record #1 "${String(faq.question)}" › answer: is required and must not be empty`,
      `data/faqs.json › record #1 "${String(faq.question)}" › (record): has a field the site does not know: answr`,
    ]);
  });

  it("rejects a duplicate product id", () => {
    const files = content();
    records(files, "products.json")[5]!.id = "motor-insurance";
    const problems = problemsOf(files);
    expect(problems).toContain(
      'data/products.json › record #6 "motor-insurance" › id: duplicates the id "motor-insurance" of an earlier record',
    );
  });

  it("rejects a category naming an unknown product", () => {
    const files = content();
    (records(files, "categories.json")[1]!.products as string[]).push("pet-insurance");
    expect(problemsOf(files)).toEqual([
      'data/categories.json › record #2 "business" › products[5]: names a product that is not in products.json: pet-insurance',
    ]);
  });

  it("rejects a product that no category lists", () => {
    const files = content();
    const transport = records(files, "categories.json")[2]!;
    transport.products = (transport.products as string[]).filter((id) => id !== "marine-cargo");
    expect(problemsOf(files)).toEqual([
      'data/products.json › record #11 "marine-cargo" › id: is not listed by any category in categories.json, so no one could find it',
    ]);
  });

  it("rejects an image path that does not exist", () => {
    const files = content();
    records(files, "products.json")[3]!.backgroundImage = "./images/products/householder.jpg";
    expect(problemsOf(files, realImages)).toEqual([
      'data/products.json › record #4 "householder-insurance" › backgroundImage: points to an image file that does not exist: ./images/products/householder.jpg',
    ]);
  });

  it("rejects a phone number that is not in E.164 form", () => {
    const files = content();
    single(files, "company.json").claimsHotline = "0802 555 0199";
    expect(problemsOf(files)).toEqual([
      "data/company.json › (the file's only record) › claimsHotline: must be a phone number in E.164 form, e.g. +2348012345678 (got 0802 555 0199)",
    ]);
  });

  it("rejects a nested phone line that is not in E.164 form", () => {
    const files = content();
    (single(files, "company.json").phones as Row[])[1]!.number = "+234-803-555-0187";
    expect(problemsOf(files)).toEqual([
      "data/company.json › (the file's only record) › phones[1].number: must be a phone number in E.164 form, e.g. +2348012345678 (got +234-803-555-0187)",
    ]);
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
  ])("rejects %s without exactly %i records", (file, count) => {
    const files = content();
    records(files, file).pop();
    expect(problemsOf(files)).toContain(
      `data/${file} › (whole file) › (number of records): must hold exactly ${count} records, as the specification fixes; found ${count - 1}`,
    );
  });

  it("rejects careers benefit cards that are not exactly four", () => {
    const files = content();
    (single(files, "careers.json").benefits as Row[]).pop();
    expect(problemsOf(files)).toEqual([
      "data/careers.json › (the file's only record) › benefits: must list exactly 4 benefit cards",
    ]);
  });

  it("rejects core values that do not spell TRAIL", () => {
    const files = content();
    const values = records(files, "core-values.json");
    [values[0], values[1]] = [values[1]!, values[0]!];
    expect(problemsOf(files)).toEqual([
      "data/core-values.json › (whole file) › letter: the letters must spell TRAIL in order; they spell RTAIL",
    ]);
  });

  it("rejects references to an unknown office, category and department", () => {
    const files = content();
    single(files, "company.json").contactOffice = "kano";
    records(files, "service-cards.json")[0]!.category = "property";
    records(files, "jobs.json")[0]!.department = "marketing";
    expect(problemsOf(files)).toEqual([
      "data/company.json › (the file's only record) › contactOffice: names an office that is not in offices.json: kano",
      'data/service-cards.json › record #1 "Property & Casualty" › category: names a category that is not in categories.json: property',
      'data/jobs.json › record #1 "sales-marketing-executive" › department: names a department that is not in careers.json: marketing',
    ]);
  });

  it("rejects an icon the site does not have", () => {
    const files = content();
    records(files, "claim-steps.json")[0]!.icon = "Telephone";
    expect(problemsOf(files)).toEqual([
      'data/claim-steps.json › record #1 "Report the Incident" › icon: names an icon the site does not have: Telephone',
    ]);
  });

  it("rejects a salary that is not a whole number of naira", () => {
    const files = content();
    (records(files, "jobs.json")[0]!.salary as Row).amount = "250,000";
    expect(problemsOf(files)).toEqual([
      'data/jobs.json › record #1 "sales-marketing-executive" › salary.amount: must be a number',
    ]);
  });

  it("requires every page text record", () => {
    const files = content();
    files["pages.json"] = records(files, "pages.json").filter((page) => page.id !== "claims");
    expect(problemsOf(files)).toEqual(['data/pages.json › (whole file) › id: has no record for the page "claims"']);
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
    expect(closedOpenings(files, "2026-02-01").map(formatProblem)).toEqual([
      'data/jobs.json › record #1 "sales-marketing-executive" › validThrough: the opening closed on 2026-01-31, ' +
        "so the site no longer shows it; move the date or remove the opening",
    ]);
  });
});

describe("readContentFiles", () => {
  it("names the file that is not valid JSON", () => {
    const directory = fs.mkdtempSync(path.join(require("node:os").tmpdir(), "content-"));
    fs.writeFileSync(path.join(directory, "faqs.json"), '[{ "question": "Why?", }]');
    expect(() => readContentFiles(directory)).toThrow(/^data\/faqs\.json is not valid JSON: /);
  });
});
