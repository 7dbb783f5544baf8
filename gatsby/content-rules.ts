/** What each editor-owned file in data/ must hold: field rules per record and the counts the specification fixes. */
import { array, number, object, string, type AnyObject, type ObjectSchema } from "yup";
import { isIconName } from "../src/icons/icon-names";

export interface ValidationContext {
  /** Whether a path written relative to data/ names an existing file. */
  imageExists: (relativePath: string) => boolean;
}

const text = () =>
  string()
    .typeError("must be text")
    .trim("must not start or end with spaces")
    .required("is required and must not be empty");

const textList = () =>
  array()
    .typeError("must be a list of texts")
    .of(text())
    .min(1, "must be a non-empty list")
    .required("is a required list and is missing");

/** Optional lists may be left out, but an empty list is a mistake: the card would show with nothing in it. */
const optionalTextList = () =>
  array()
    .typeError("must be a list of texts")
    .of(text())
    .min(1, "must not be an empty list (remove the field to hide its card)")
    .optional();

const phone = () =>
  text().matches(/^\+[1-9]\d{7,14}$/, "must be a phone number in E.164 form, e.g. +2348012345678 (got ${value})");

const email = () => text().email("must be an e-mail address (got ${value})");

const url = () => text().url("must be a full web address starting with https:// (got ${value})");

const coordinate = () => number().typeError("must be a number").required("is required");

const date = () => text().matches(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD (got ${value})");

const icon = () =>
  text().test("known-icon", "names an icon the site does not have: ${value}", (value) =>
    value === undefined ? true : isIconName(value),
  );

const image = () =>
  text().test("image-exists", "points to an image file that does not exist: ${value}", (value, testContext) => {
    const context = testContext.options.context as ValidationContext | undefined;
    return value === undefined || context === undefined ? true : context.imageExists(value);
  });

/**
 * Where a statement of law comes from. Optional on a record, but a record that states the law must carry one
 * (CONTENT.md); the section only when the source read states it.
 */
const lawSources = () =>
  array()
    .of(record({ title: text(), section: text().optional(), url: url() }))
    .min(1, "must not be an empty list (remove the field when nothing on the record states the law)")
    .optional();

const wholeNumber = () =>
  number().typeError("must be a number").integer("must be a whole number").required("is required");

/** Every record rejects fields it does not know, so a misspelt field name is caught instead of silently ignored. */
const record = <T extends AnyObject>(shape: Parameters<typeof object<T>>[0]) =>
  object(shape).noUnknown("has a field the site does not know: ${unknown}") as unknown as ObjectSchema<T>;

/** What a category and a product both show on their cards: a name, a line, an icon and a picture. */
const cardFields = () => ({ id: text(), title: text(), description: text(), icon: icon(), image: image() });

export interface FileRule {
  /** "list": the file holds an array of records; "single": one object. */
  shape: "list" | "single";
  schema: ObjectSchema<AnyObject>;
  /** The number of records the specification fixes, where it fixes one. */
  count?: number;
}

export const requiredPageIds = [
  "home",
  "about",
  "services",
  "claims",
  "contact",
  "careers",
  "not-found",
  "product-not-found",
  "privacy",
  "terms",
] as const;

export const legalPageIds = ["privacy", "terms"] as const;

export const contentRules: Record<string, FileRule> = {
  "company.json": {
    shape: "single",
    schema: record({
      name: text(),
      shortName: text(),
      tagline: text(),
      description: text(),
      phones: array()
        .of(record({ label: text(), number: phone() }))
        .min(1, "must list at least one phone line")
        .required("is a required list and is missing"),
      email: email(),
      whatsappNumber: phone(),
      claimsHotline: phone(),
      claimsEmail: email(),
      contactOffice: text(),
      socialLinks: array()
        .of(
          record({
            network: text().oneOf(
              ["Facebook", "Twitter", "LinkedIn", "Instagram"],
              "must be one of Facebook, Twitter, LinkedIn, Instagram (got ${value})",
            ),
            url: url(),
          }),
        )
        .length(4, "must list exactly 4 social links (Facebook, Twitter, LinkedIn, Instagram)")
        .required("is a required list and is missing"),
      trust: record({
        naicomLicence: text(),
        ncribMembership: text(),
        foundedYear: wholeNumber().min(1900, "must be a year written in full, such as 2011 (got ${value})"),
        insurersPlacedWith: wholeNumber().positive("must be more than 0"),
        promise: text(),
      }).required("is required"),
    }),
  },
  "offices.json": {
    shape: "list",
    schema: record({
      id: text(),
      name: text(),
      addressLines: textList(),
      latitude: coordinate(),
      longitude: coordinate(),
    }),
  },
  "categories.json": {
    shape: "list",
    count: 5,
    schema: record({
      ...cardFields(),
      products: textList(),
    }),
  },
  "products.json": {
    shape: "list",
    count: 17,
    schema: record({
      ...cardFields(),
      backgroundImage: image(),
      benefits: textList(),
      requirements: textList(),
      claimDocuments: textList(),
      coverage: optionalTextList(),
      incaseOfTotalLoss: optionalTextList(),
      sources: lawSources(),
    }),
  },
  "faqs.json": {
    shape: "list",
    count: 6,
    schema: record({ question: text(), answer: text(), sources: lawSources() }),
  },
  "clients.json": {
    shape: "list",
    count: 6,
    schema: record({ name: text(), logo: image(), industry: text() }),
  },
  "core-values.json": {
    shape: "list",
    count: 5,
    schema: record({ letter: text().length(1, "must be a single letter"), value: text(), description: text() }),
  },
  "group-companies.json": { shape: "list", count: 5, schema: record({ name: text(), description: text() }) },
  "leadership.json": {
    shape: "list",
    // A photograph is optional: without one the About page shows the person's initials.
    schema: record({ name: text(), role: text(), bio: text(), image: image().optional() }),
  },
  "about.json": {
    shape: "single",
    schema: record({ overview: textList(), vision: text(), mission: text(), commitment: text() }),
  },
  "jobs.json": {
    shape: "list",
    schema: record({
      id: text(),
      title: text(),
      department: text(),
      location: text(),
      type: text(),
      experience: text(),
      salary: record({
        amount: number()
          .typeError("must be a number")
          .integer("must be a whole number of naira")
          .positive("must be more than 0")
          .required("is required"),
        period: text().oneOf(["month", "year"], "must be month or year (got ${value})"),
        basis: text().oneOf(["gross", "net"], "must be gross or net (got ${value})"),
      }).required("is required"),
      datePosted: date(),
      validThrough: date(),
      description: text(),
      responsibilities: textList(),
      requirements: textList(),
      benefits: textList(),
      applicationEmail: array()
        .of(email())
        .min(1, "must list at least one e-mail address")
        .required("is a required list and is missing"),
    }),
  },
  "careers.json": {
    shape: "single",
    schema: record({
      mission: textList(),
      whyJoinUs: textList(),
      benefits: array()
        .of(record({ title: text(), description: text(), icon: icon() }))
        .length(4, "must list exactly 4 benefit cards")
        .required("is a required list and is missing"),
      departments: array()
        .of(record({ id: text(), label: text() }))
        .min(2, "must list the 'all' filter and at least one department")
        .required("is a required list and is missing"),
    }),
  },
  "claim-steps.json": {
    shape: "list",
    count: 4,
    schema: record({ title: text(), description: text(), icon: icon() }),
  },
  "service-cards.json": {
    shape: "list",
    count: 5,
    schema: record({ title: text(), description: text(), icon: icon(), category: text() }),
  },
  "legal.json": {
    shape: "list",
    schema: record({
      id: text().oneOf([...legalPageIds], "must be privacy or terms (got ${value})"),
      updated: date(),
      sections: array()
        .of(record({ heading: text(), paragraphs: textList(), items: optionalTextList() }))
        .min(1, "must have at least one section")
        .required("is a required list and is missing"),
    }),
  },
  "pages.json": {
    shape: "list",
    schema: record({ id: text(), title: text(), description: text(), heading: text(), intro: text() }),
  },
};
