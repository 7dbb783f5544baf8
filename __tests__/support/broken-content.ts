/**
 * Mistakes an editor makes in data/, each with the exact problems the build reports. The build's checks, the
 * JSON Schemas and the web editor's configuration are all tested against this one table.
 */
import path from "node:path";
import { iconNames } from "../../src/icons/icon-names";
import type { ContentFiles } from "../../gatsby/content/content-rules";
import { readContentFiles } from "../../gatsby/content/content-report";

export const dataDirectory = path.resolve(__dirname, "../../data");

/** A fresh deep copy of the real content, for each sample to break in its own way. */
export function content(): ContentFiles {
  return structuredClone(readContentFiles(dataDirectory));
}

type Row = Record<string, unknown>;
export const records = (files: ContentFiles, file: string) => files[file] as Row[];
export const single = (files: ContentFiles, file: string) => files[file] as Row;

/** The content as committed, for the names records are labelled with. */
const committed = content();
const nameOf = (file: string, index: number, field: string) => String(records(committed, file)[index]![field]);

const COUNT_ADVICE =
  ". To add one, replace one; if the business changes the number, a developer changes the count in " +
  "gatsby/content-model/model.ts (and its test in __tests__/gatsby/content-rules.test.ts)";

export interface BrokenSample {
  title: string;
  /** The file the mistake is in. */
  file: string;
  breakContent: (files: ContentFiles) => void;
  problems: string[];
  /**
   * Why a JSON Schema cannot see this mistake (it needs other files or the disk); absent when the file's
   * JSON Schema must refuse it.
   */
  onlyTheBuildSees?: string;
}

export const brokenSamples: BrokenSample[] = [
  {
    title: "a required list left out",
    file: "products.json",
    breakContent: (files) => delete records(files, "products.json")[0]!.benefits,
    problems: ['data/products.json › record #1 "motor-insurance" › benefits: is a required list and is missing'],
  },
  {
    title: "an empty required list",
    file: "products.json",
    breakContent: (files) => (records(files, "products.json")[2]!.claimDocuments = []),
    problems: ['data/products.json › record #3 "burglary-insurance" › claimDocuments: must be a non-empty list'],
  },
  {
    title: "a claim type the claim form does not offer, whose documents the desk would never list",
    file: "products.json",
    breakContent: (files) => (records(files, "products.json")[0]!.claimType = "motor"),
    problems: [
      'data/products.json › record #1 "motor-insurance" › claimType: must be one of the claim form\'s types, auto, property, health, life, business, other (got motor)',
    ],
  },
  {
    title: "an empty optional list, which would show an empty card",
    file: "products.json",
    breakContent: (files) => (records(files, "products.json")[0]!.coverage = []),
    problems: [
      'data/products.json › record #1 "motor-insurance" › coverage: must not be an empty list (remove the field to hide its card)',
    ],
  },
  {
    title: "a blank item inside a list, counted from 1",
    file: "products.json",
    breakContent: (files) => ((records(files, "products.json")[1]!.requirements as string[])[1] = ""),
    problems: ['data/products.json › record #2 "fire-insurance" › requirements[2]: is required and must not be empty'],
  },
  {
    title: "a misspelt field name",
    file: "faqs.json",
    breakContent: (files) => {
      const faq = records(files, "faqs.json")[0]!;
      faq.answr = faq.answer;
      delete faq.answer;
    },
    problems: [
      'data/faqs.json › record #1 "What is an insurance broker, and does using one cost me more?" › answer: is required and must not be empty',
      'data/faqs.json › record #1 "What is an insurance broker, and does using one cost me more?" › (record): has a field the site does not know: answr',
    ],
  },
  {
    title: "HTML inside a plain text",
    file: "faqs.json",
    breakContent: (files) => (records(files, "faqs.json")[1]!.answer = "Call us <b>today</b>."),
    problems: [
      `data/faqs.json › record #2 "${nameOf("faqs.json", 1, "question")}" › answer: must be plain text without HTML tags such as <b> or <a href>: the site shows them as typed`,
    ],
  },
  {
    title: "a text starting with a space",
    file: "company.json",
    breakContent: (files) => (single(files, "company.json").tagline = " Insure today, Assured tomorrow."),
    problems: ["data/company.json › (the file's only record) › tagline: must not start or end with spaces"],
  },
  {
    title: "a phone number written as it is said",
    file: "company.json",
    breakContent: (files) => (single(files, "company.json").claimsHotline = "0803 123 4567"),
    problems: [
      "data/company.json › (the file's only record) › claimsHotline: must be a phone number in E.164 form, e.g. +2348012345678 (got 0803 123 4567)",
    ],
  },
  {
    title: "a nested phone line with dashes, counted from 1",
    file: "company.json",
    breakContent: (files) => ((single(files, "company.json").phones as Row[])[1]!.number = "+234-803-555-0187"),
    problems: [
      "data/company.json › (the file's only record) › phones[2].number: must be a phone number in E.164 form, e.g. +2348012345678 (got +234-803-555-0187)",
    ],
  },
  {
    title: "the trunk 0 kept after +234",
    file: "company.json",
    breakContent: (files) => (single(files, "company.json").whatsappNumber = "+23408095550142"),
    problems: [
      "data/company.json › (the file's only record) › whatsappNumber: keeps the trunk 0 after +234, so the number dialled is wrong: write +2348012345678, not +23408012345678",
    ],
  },
  {
    title: "a web address without https://",
    file: "company.json",
    breakContent: (files) => ((single(files, "company.json").socialLinks as Row[])[0]!.url = "www.facebook.com"),
    problems: [
      "data/company.json › (the file's only record) › socialLinks[1].url: must be a full web address starting with https:// (got www.facebook.com)",
    ],
  },
  {
    title: "a social network the site has no icon for",
    file: "company.json",
    breakContent: (files) => ((single(files, "company.json").socialLinks as Row[])[3]!.network = "TikTok"),
    problems: [
      "data/company.json › (the file's only record) › socialLinks[4].network: must be one of Facebook, Twitter, LinkedIn, Instagram (got TikTok)",
    ],
  },
  {
    title: "a latitude of 700",
    file: "offices.json",
    breakContent: (files) => (records(files, "offices.json")[0]!.latitude = 700),
    problems: [
      'data/offices.json › record #1 "head-office" › latitude: must be between 4 and 14 to lie in Nigeria (got 700); is it the longitude?',
    ],
  },
  {
    title: "latitude and longitude swapped",
    file: "offices.json",
    breakContent: (files) => {
      const lagos = records(files, "offices.json")[1]!;
      [lagos.latitude, lagos.longitude] = [lagos.longitude, lagos.latitude];
    },
    problems: [
      'data/offices.json › record #2 "lagos" › latitude: must be between 4 and 14 to lie in Nigeria (got 3.3515); is it the longitude?',
    ],
  },
  {
    title: "a date that is not in the calendar",
    file: "jobs.json",
    breakContent: (files) => (records(files, "jobs.json")[0]!.datePosted = "2026-02-30"),
    problems: [
      'data/jobs.json › record #1 "sales-marketing-executive" › datePosted: is not a date in the calendar: 2026-02-30',
    ],
  },
  {
    title: "a date written the British way",
    file: "jobs.json",
    breakContent: (files) => (records(files, "jobs.json")[0]!.validThrough = "31/12/2026"),
    problems: [
      'data/jobs.json › record #1 "sales-marketing-executive" › validThrough: must be a date written YYYY-MM-DD (got 31/12/2026)',
    ],
  },
  {
    title: "a salary written with a comma",
    file: "jobs.json",
    breakContent: (files) => ((records(files, "jobs.json")[0]!.salary as Row).amount = "250,000"),
    problems: ['data/jobs.json › record #1 "sales-marketing-executive" › salary.amount: must be a number'],
  },
  {
    title: "an id with spaces and capitals",
    file: "jobs.json",
    breakContent: (files) => (records(files, "jobs.json")[0]!.id = "Sales Executive"),
    problems: [
      'data/jobs.json › record #1 "Sales Executive" › id: must be lower-case letters and digits joined by single hyphens, e.g. motor-insurance (got Sales Executive)',
    ],
  },
  {
    title: "an icon the site does not have, with the ones it has",
    file: "claim-steps.json",
    breakContent: (files) => (records(files, "claim-steps.json")[0]!.icon = "Telephone"),
    problems: [
      `data/claim-steps.json › record #1 "Report the Incident" › icon: names an icon the site does not have: Telephone. The icons are: ${iconNames.join(", ")}`,
    ],
  },
  {
    title: "an image path not written relative to data/",
    file: "clients.json",
    breakContent: (files) => (records(files, "clients.json")[0]!.logo = "data/images/clients/logo.svg"),
    problems: [
      `data/clients.json › record #1 "${nameOf("clients.json", 0, "name")}" › logo: must be a path relative to data/ starting ./images/ or images/, e.g. ./images/products/motor-insurance.jpg (got data/images/clients/logo.svg)`,
      `data/clients.json › record #1 "${nameOf("clients.json", 0, "name")}" › logo: points to an image file that does not exist: data/images/clients/logo.svg. Paths are relative to data/, e.g. ./images/products/motor-insurance.jpg`,
    ],
  },
  {
    title: "a core value of two letters",
    file: "core-values.json",
    breakContent: (files) => (records(files, "core-values.json")[0]!.letter = "Tr"),
    problems: [
      `data/core-values.json › record #1 "${nameOf("core-values.json", 0, "value")}" › letter: must be a single letter`,
      "data/core-values.json › (whole file) › letter: the letters must spell TRAIL in order; they spell TrRAIL",
    ],
  },
  {
    title: "a seventh FAQ",
    file: "faqs.json",
    breakContent: (files) => records(files, "faqs.json").push({ ...records(files, "faqs.json")[0]! }),
    problems: [
      `data/faqs.json › (whole file) › (number of records): must hold exactly 6 records, as the specification fixes; found 7${COUNT_ADVICE}`,
      "data/faqs.json › (whole file) › (all its texts): has 2,503 characters in all; it may have at most 2,300, " +
        "so that its page loads in one go on a phone: shorten it by 203",
    ],
  },
  {
    title: "a sixteenth product",
    file: "products.json",
    breakContent: (files) => {
      records(files, "products.json").pop();
      const categories = records(files, "categories.json");
      const last = categories.at(-1)!;
      last.products = (last.products as string[]).filter((id) => id !== "travel-insurance");
    },
    problems: [
      `data/products.json › (whole file) › (number of records): must hold exactly 17 records, as the specification fixes; found 16${COUNT_ADVICE}`,
    ],
  },
  {
    title: "three careers benefit cards",
    file: "careers.json",
    breakContent: (files) => (single(files, "careers.json").benefits as Row[]).pop(),
    problems: ["data/careers.json › (the file's only record) › benefits: must list exactly 4 benefit cards"],
  },
  {
    title: "a list where one record belongs",
    file: "faqs.json",
    breakContent: (files) => (files["faqs.json"] = {}),
    problems: ["data/faqs.json › (whole file) › (whole file): must hold a list of records [ ... ]"],
  },
  {
    title: "an image file that does not exist",
    file: "products.json",
    breakContent: (files) =>
      (records(files, "products.json")[3]!.backgroundImage = "./images/products/householder.jpg"),
    problems: [
      'data/products.json › record #4 "householder-insurance" › backgroundImage: points to an image file that does not exist: ./images/products/householder.jpg. Paths are relative to data/, e.g. ./images/products/motor-insurance.jpg',
    ],
    onlyTheBuildSees: "whether a file exists on disk",
  },
  {
    title: "a duplicate product id, reported once without follow-ons about categories",
    file: "products.json",
    breakContent: (files) => (records(files, "products.json")[5]!.id = "motor-insurance"),
    problems: [
      'data/products.json › record #6 "motor-insurance" › id: duplicates the id "motor-insurance" of record #1; every record needs an id of its own',
    ],
    onlyTheBuildSees: "values repeated across records",
  },
  {
    title: "a category naming an unknown product, counted from 1",
    file: "categories.json",
    breakContent: (files) => (records(files, "categories.json")[1]!.products as string[]).push("pet-insurance"),
    problems: [
      'data/categories.json › record #2 "business" › products[6]: names a product that is not in products.json: pet-insurance',
    ],
    onlyTheBuildSees: "ids in another file",
  },
  {
    title: "a product no category lists",
    file: "categories.json",
    breakContent: (files) => {
      const transport = records(files, "categories.json")[2]!;
      transport.products = (transport.products as string[]).filter((id) => id !== "marine-cargo");
    },
    problems: [
      'data/products.json › record #11 "marine-cargo" › id: is not listed by any category in categories.json, so no one could find it',
    ],
    onlyTheBuildSees: "ids in another file",
  },
  {
    title: "references to an unknown office, category and department",
    file: "company.json",
    breakContent: (files) => {
      single(files, "company.json").contactOffice = "kano";
      records(files, "service-cards.json")[0]!.category = "property";
      records(files, "jobs.json")[0]!.department = "marketing";
    },
    problems: [
      "data/company.json › (the file's only record) › contactOffice: names an office that is not in offices.json: kano",
      'data/service-cards.json › record #1 "Property & Casualty" › category: names a category that is not in categories.json: property',
      'data/jobs.json › record #1 "sales-marketing-executive" › department: names a department that is not in careers.json: marketing',
    ],
    onlyTheBuildSees: "ids in another file",
  },
  {
    title: "core values that do not spell TRAIL",
    file: "core-values.json",
    breakContent: (files) => {
      const values = records(files, "core-values.json");
      [values[0], values[1]] = [values[1]!, values[0]!];
    },
    problems: [
      "data/core-values.json › (whole file) › letter: the letters must spell TRAIL in order; they spell RTAIL",
    ],
    onlyTheBuildSees: "letters across records",
  },
  {
    title: "an opening that closes before it is posted",
    file: "jobs.json",
    breakContent: (files) => (records(files, "jobs.json")[0]!.validThrough = "2026-11-01"),
    problems: [
      'data/jobs.json › record #1 "sales-marketing-executive" › validThrough: is before datePosted (2026-11-02): the opening would close before it opens',
    ],
    onlyTheBuildSees: "two fields compared",
  },
  {
    title: "a page's texts left out",
    file: "pages.json",
    breakContent: (files) =>
      (files["pages.json"] = records(files, "pages.json").filter((page) => page.id !== "claims")),
    problems: ['data/pages.json › (whole file) › id: has no record for the page "claims"'],
    onlyTheBuildSees: "records that must all be present",
  },
  {
    title: "a page without its hero picture",
    file: "pages.json",
    breakContent: (files) => delete records(files, "pages.json")[4]!.heroImage,
    problems: ['data/pages.json › record #5 "contact" › heroImage: is required and must not be empty'],
  },
  {
    title: "a page's hero picture that is not in data/images/",
    file: "pages.json",
    breakContent: (files) => (records(files, "pages.json")[0]!.heroImage = "./images/pages/home.png"),
    problems: [
      'data/pages.json › record #1 "home" › heroImage: points to an image file that does not exist: ./images/pages/home.png. Paths are relative to data/, e.g. ./images/products/motor-insurance.jpg',
    ],
    onlyTheBuildSees: "whether a file exists on disk",
  },
  {
    title: "a product summary longer than the services list has room for",
    file: "products.json",
    breakContent: (files) => {
      const product = records(files, "products.json")[0]!;
      product.summary = `${String(product.summary)} Ask us for a quote today.`;
    },
    problems: [
      'data/products.json › record #1 "motor-insurance" › summary: is 98 characters long; it may have at most 75, ' +
        "so that its page loads in one go on a phone: shorten it by 23",
    ],
  },
  {
    title: "a ninth benefit, counted from the list",
    file: "products.json",
    breakContent: (files) => {
      const benefits = records(files, "products.json")[0]!.benefits as string[];
      benefits.push("Cover for rented cars.", "Cover for trailers.", "A courtesy car.");
    },
    problems: [
      'data/products.json › record #1 "motor-insurance" › benefits: has 9 items; it may have at most 8, ' +
        "so that its page loads in one go on a phone: remove 1",
    ],
  },
  {
    title: "a fifth office",
    file: "offices.json",
    breakContent: (files) => {
      const offices = records(files, "offices.json");
      offices.push({ ...offices[1]!, id: "kano" }, { ...offices[1]!, id: "port-harcourt" });
    },
    problems: [
      "data/offices.json › (whole file) › (number of records): holds 5 records; it may hold at most 4, " +
        "so that its page loads in one go on a phone: remove 1",
    ],
  },
  {
    title: "FAQ answers longer than the six may have together",
    file: "faqs.json",
    breakContent: (files) => {
      for (const faq of records(files, "faqs.json").slice(3, 5)) {
        faq.answer = `${String(faq.answer)} ${"Ask us and we will explain it. ".repeat(4).trim()}`;
      }
    },
    problems: [
      "data/faqs.json › (whole file) › (all its texts): has 2,338 characters in all; it may have at most 2,300, " +
        "so that its page loads in one go on a phone: shorten it by 38",
    ],
    onlyTheBuildSees: "a total over every record: JSON Schema has no keyword that adds up lengths",
  },
  {
    title: "a privacy notice longer than its page has room for",
    file: "legal.json",
    breakContent: (files) => {
      const sections = records(files, "legal.json")[0]!.sections as { paragraphs: string[] }[];
      sections[0]!.paragraphs.push("We may also ask for a copy of your policy schedule. ".repeat(8).trim());
      sections[1]!.paragraphs.push("We keep it for as long as the law requires. ".repeat(8).trim());
    },
    problems: [
      'data/legal.json › record #1 "privacy" › sections: has 9,074 characters in all; it may have at most 9,000, ' +
        "so that its page loads in one go on a phone: shorten it by 74",
    ],
    onlyTheBuildSees: "a total over a list of sections: JSON Schema has no keyword that adds up lengths",
  },
];
