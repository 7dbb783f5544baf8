/** @jest-environment node */
import { contentAtLimits } from "../../gatsby/content-model/at-limits";
import { formatMaxLength, textLength } from "../../gatsby/content-model/limits";
import { contentModel } from "../../gatsby/content-model/model";
import { formatProblem, validateContent } from "../../gatsby/content/content-rules";
import { iconNames } from "../../src/icons/icon-names";
import { content, records, single } from "../support/broken-content";

const iconsLargestFirst = [...iconNames].reverse();
const atLimits = contentAtLimits(contentModel, content(), iconsLargestFirst);
const files = atLimits.files;

type Row = Record<string, unknown>;

describe("the content at its limits", () => {
  it("passes every content rule, its pictures included", () => {
    const pictures = new Set(atLimits.pictures.map((picture) => picture.to));
    const readImage = (relative: string) => (pictures.has(relative) ? Buffer.from("a picture") : undefined);
    expect(validateContent(files, { readImage }).map(formatProblem)).toEqual([]);
  });

  it("fills every text to its limit and every list to its most items", () => {
    const product = records(files, "products.json")[0]!;
    expect([product.title, product.summary, product.description].map((text) => String(text).length)).toEqual([
      52, 75, 400,
    ]);
    expect((product.benefits as string[]).map((benefit) => benefit.length)).toEqual(Array(8).fill(300));
    expect((product.coverage as string[]).length).toBe(8);
    expect(String(product.id).length).toBe(formatMaxLength.id);
    expect(String(product.image)).toMatch(/^\.\/images\/products\/[a-z-]+\.jpg$/);
    expect(String(product.image).length).toBe(formatMaxLength.image);
  });

  it("holds as many records as each file may, and keeps a fixed count", () => {
    expect(records(files, "offices.json")).toHaveLength(4);
    expect(records(files, "leadership.json")).toHaveLength(8);
    expect(records(files, "jobs.json")).toHaveLength(3);
    expect(records(files, "products.json")).toHaveLength(17);
    expect(records(files, "pages.json")).toHaveLength(10);
  });

  it("spends each total exactly, leaving out what may be left out once it is spent", () => {
    expect(textLength(files["faqs.json"])).toBe(2300);
    expect(textLength(files["jobs.json"])).toBe(4500);
    expect(records(files, "legal.json").map((record) => textLength(record.sections))).toEqual([9000, 9000]);
    expect(records(files, "faqs.json").map((faq) => "sources" in faq)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it("gives optional fields, pictures without an original, and each page the largest icons", () => {
    const person = records(files, "leadership.json")[0]!;
    expect(atLimits.pictures).toContainEqual({ from: undefined, to: person.image });
    // Each file's icons start from the largest; products follow on from the categories that list them.
    expect(records(files, "claim-steps.json").map((step) => step.icon)).toEqual(iconsLargestFirst.slice(0, 4));
    const servicesPage = [...records(files, "categories.json"), ...records(files, "products.json")];
    expect(servicesPage.map((record) => record.icon)).toEqual(iconsLargestFirst.slice(0, 22));
  });

  it("renames every id and every reference to it alike, keeping the 'all' filter the rules ask for", () => {
    const productIds = new Set(records(files, "products.json").map((product) => product.id));
    expect(
      records(files, "categories.json")
        .flatMap((category) => category.products as string[])
        .sort(),
    ).toEqual([...productIds].sort());
    const departments = (single(files, "careers.json").departments as Row[]).map((department) => department.id);
    expect(departments[0]).toBe("all");
    expect(departments).toHaveLength(6);
  });

  it("writes the same content every time, in words the site's texts use as often as they use them", () => {
    expect(contentAtLimits(contentModel, content(), iconsLargestFirst)).toEqual(atLimits);
    const words = String(records(files, "products.json")[0]!.description)
      .toLowerCase()
      .match(/[a-z]+/g)!;
    const prose = JSON.stringify(content()).toLowerCase();
    expect(words.slice(0, -1).every((word) => prose.includes(word))).toBe(true);
  });
});
