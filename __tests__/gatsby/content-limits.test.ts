/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import type { Field } from "../../gatsby/content-model/fields";
import { contentModel } from "../../gatsby/content-model/model";
import { formatProblem, validateContent } from "../../gatsby/content/content-rules";
import { content, dataDirectory, records } from "../support/broken-content";

/** Where a field of `field`'s kind could grow a page without bound: a text, list or number with no limit. */
function unlimited(field: Field, where: string): string[] {
  switch (field.kind) {
    case "text":
      return field.maxLength === undefined && !field.oneOf && !field.length ? [where] : [];
    case "number":
      return field.maximum === undefined ? [where] : [];
    case "object":
      return Object.entries(field.fields).flatMap(([name, inner]) => unlimited(inner, `${where}.${name}`));
    case "list": {
      // A list of references is held by the records it refers to (each product in one category).
      const counted = field.exactly !== undefined || field.maxItems !== undefined || field.of.kind === "reference";
      return [...(counted ? [] : [`${where} (items)`]), ...unlimited(field.of, `${where}[]`)];
    }
    default:
      // Addresses, ids and picture paths have their kind's limit (content-model/limits.ts); phone numbers, dates
      // and icons their form's.
      return [];
  }
}

describe("the content model", () => {
  it("limits every text, list, number and list file a page shows", () => {
    const found = contentModel.flatMap((dataFile) => {
      const fields = Object.entries(dataFile.fields).flatMap(([name, field]) =>
        unlimited(field, `${dataFile.file} › ${name}`),
      );
      // pages.json and legal.json hold one record per page id they may name, each once.
      const idsChosen = dataFile.fields.id?.kind === "text" && dataFile.fields.id.oneOf !== undefined;
      const counted = dataFile.shape === "single" || dataFile.count || dataFile.maxCount || idsChosen;
      return counted ? fields : [`${dataFile.file} (records)`, ...fields];
    });
    expect(found).toEqual([]);
  });
});

describe("an editor's sentences added to product descriptions", () => {
  // Seven sentences, 1,047 characters in all, as an editor added them to the landed build's products: then
  // /services/, which showed every description, went over its first round trip and nothing was published.
  const sentences: Record<string, string> = {
    "motor-insurance":
      "We compare third-party and comprehensive quotes from several insurers, and we help you report an accident and follow the claim with the insurer until it is paid.",
    "fire-insurance":
      "Our team can visit your premises to help you value the building and stock correctly, so that a claim is not reduced later for under-insurance after a loss.",
    "consequential-loss":
      "We help you choose an indemnity period long enough to rebuild, restock and win back your customers after a serious fire or flood at your premises.",
    "contractors-insurance":
      "We arrange cover for the whole contract period, including the maintenance period, and we can add cover for plant, tools and equipment on site.",
    "marine-cargo":
      "We arrange single-voyage and open cover policies, and we can issue the certificate quickly so that your Form M is not held up at your bank for days.",
    "health-insurance":
      "We compare HMO plans by their hospital lists, benefits and limits, and we help your staff when a hospital or HMO refuses to approve their care.",
    "travel-insurance":
      "We can arrange single-trip and annual multi-trip policies, and we send you the certificate the same day for your visa appointment at the embassy.",
  };

  const realImages = {
    readImage: (relative: string) => {
      const file = path.resolve(dataDirectory, relative);
      return fs.existsSync(file) ? fs.readFileSync(file) : undefined;
    },
  };

  it("are 1,047 characters, as the issue's were", () => {
    expect(Object.values(sentences).reduce((sum, sentence) => sum + sentence.length + 1, 0)).toBe(1_047);
  });

  it("are refused where a description goes over what its page holds, naming file, record and field; one fits", () => {
    const files = content();
    for (const product of records(files, "products.json")) {
      const sentence = sentences[product.id as string];
      if (sentence) product.description = `${String(product.description)} ${sentence}`;
    }
    const over = (id: string, index: number, length: number) =>
      `data/products.json › record #${index} "${id}" › description: is ${length} characters long; it may have at ` +
      `most 400, so that its page loads in one go on a phone: shorten it by ${length - 400}`;
    // The marine cargo description, 398 characters, stays within the 400 every product page was built with in the
    // content at its limits (npm run build:e2e-cross-origin), where each keeps its margin (check:round-trip).
    expect(validateContent(files, realImages).map(formatProblem)).toEqual([
      over("motor-insurance", 1, 421),
      over("fire-insurance", 2, 403),
      over("consequential-loss", 5, 419),
      over("contractors-insurance", 6, 436),
      over("health-insurance", 15, 484),
      over("travel-insurance", 17, 425),
    ]);
  });
});
