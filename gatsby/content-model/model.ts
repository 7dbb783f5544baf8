/**
 * The content model: what each editor-owned file in data/ holds, declared once. The GraphQL types
 * (to-graphql.ts), the build's checks (to-yup.ts), the JSON Schemas in schemas/ (to-json-schema.ts) and the
 * web editor's configuration (to-decap-config.ts) are all made from it.
 */
import {
  date,
  email,
  icon,
  id,
  image,
  list,
  longText,
  number,
  object,
  phone,
  reference,
  text,
  url,
  type DataFile,
  type Fields,
} from "./fields";
import { nextStepsFile } from "./next-steps";
import { claimTypes } from "../../form-contract/claim/schema";

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

export const socialNetworks = ["Facebook", "Twitter", "LinkedIn", "Instagram"] as const;

/** A list of one-line texts, each at most `maxLength` characters, at most `maxItems` of them. */
const textList = (maxItems: number, maxLength: number, hint?: string) => list(text({ maxLength }), { maxItems, hint });

/**
 * Where a statement of law comes from. Optional on a record, but a record that states the law must carry one
 * (CONTENT.md); the section only when the source read states it.
 */
const lawSources = list(
  object("LawSource", {
    title: text({ maxLength: 165, hint: "Who published the source, and its title" }),
    section: text({ maxLength: 30, optional: true, hint: "The section or article, as the source states it" }),
    url: url({ maxLength: 130 }),
  }),
  {
    optional: true,
    maxItems: 2,
    nonEmpty: "must not be an empty list (remove the field when nothing on the record states the law)",
    hint: "Where each statement of law on this record comes from",
  },
);
const optionalTextList = (maxItems: number, maxLength: number, hint: string) =>
  list(text({ maxLength }), { optional: true, maxItems, hint });

/** Inside Nigeria, so swapped or mistyped coordinates are caught before the map shows the sea. */
const latitude = number({
  minimum: { value: 4, message: "must be between 4 and 14 to lie in Nigeria (got ${value}); is it the longitude?" },
  maximum: { value: 14, message: "must be between 4 and 14 to lie in Nigeria (got ${value}); is it the longitude?" },
  hint: "North–south position, e.g. 6.6018 for Ikeja: right-click the place in a map to copy it",
});
const longitude = number({
  minimum: {
    value: 2.6,
    message: "must be between 2.6 and 14.7 to lie in Nigeria (got ${value}); is it the latitude?",
  },
  maximum: {
    value: 14.7,
    message: "must be between 2.6 and 14.7 to lie in Nigeria (got ${value}); is it the latitude?",
  },
  hint: "East–west position, e.g. 3.3515 for Ikeja",
});

/** A card's fields; `between` (a product's summary) goes after the title, where the web editor shows it. */
const cardFields = (folder: string, limits: { title: number; description: number }, between: Fields = {}) => ({
  id: id({ hint: "The last part of the page's address; never reuse one" }),
  title: text({ maxLength: limits.title }),
  ...between,
  description: longText({ maxLength: limits.description }),
  icon: icon(),
  image: image(folder),
});

export const contentModel: readonly DataFile[] = [
  {
    file: "company.json",
    label: "Company details",
    shape: "single",
    fields: {
      name: text({ maxLength: 50 }),
      shortName: text({ maxLength: 20 }),
      tagline: text({ maxLength: 50 }),
      description: longText({ maxLength: 160 }),
      phones: list(object("CompanyPhone", { label: text({ maxLength: 20 }), number: phone() }), {
        nonEmpty: "must list at least one phone line",
        maxItems: 3,
      }),
      email: email(),
      whatsappNumber: phone(),
      claimsHotline: phone(),
      claimsEmail: email(),
      contactOffice: reference("offices.json", { link: true, hint: "The office shown on the contact page" }),
      socialLinks: list(
        object("SocialLink", {
          network: text({
            oneOf: {
              value: socialNetworks,
              message: `must be one of ${socialNetworks.join(", ")} (got \${value})`,
            },
          }),
          url: url({ maxLength: 50, hint: "The company's own page on the network" }),
        }),
        { exactly: { value: 4, message: "must list exactly 4 social links (Facebook, Twitter, LinkedIn, Instagram)" } },
      ),
      trust: object(
        "CompanyTrust",
        {
          naicomLicence: text({ maxLength: 20, hint: "The NAICOM licence number, as the licence shows it" }),
          ncribMembership: text({ maxLength: 20, hint: "The NCRIB membership number" }),
          foundedYear: number({
            integer: true,
            minimum: { value: 1900, message: "must be a year written in full, such as 2011 (got ${value})" },
            maximum: { value: 9999, message: "must be a year written in full, such as 2011 (got ${value})" },
            hint: "The year the firm was founded; the site counts the years from it",
          }),
          insurersPlacedWith: number({
            integer: true,
            minimum: { value: 1, message: "must be more than 0" },
            maximum: { value: 999, message: "must be at most 999 (got ${value})" },
            hint: "How many insurers the firm has placed cover with",
          }),
          promise: text({ maxLength: 50 }),
        },
        { hint: "The facts shown under every page heading" },
      ),
    },
  },
  {
    file: "offices.json",
    label: "Offices",
    shape: "list",
    maxCount: 4,
    fields: {
      id: id(),
      name: text({ maxLength: 20 }),
      addressLines: textList(3, 40, "One line of the address per entry"),
      latitude,
      longitude,
    },
  },
  {
    file: "categories.json",
    label: "Product categories",
    shape: "list",
    count: 5,
    fields: {
      ...cardFields("images/categories", { title: 30, description: 155 }),
      products: list(reference("products.json", { link: true }), {
        hint: "The products of this category in display order; every product is in exactly one category",
      }),
    },
  },
  {
    file: "products.json",
    label: "Products",
    shape: "list",
    count: 17,
    fields: {
      ...cardFields(
        "images/products",
        { title: 52, description: 400 },
        { summary: text({ maxLength: 75, hint: "One sentence for the product's card on the Services page" }) },
      ),
      backgroundImage: image("images/products", "The banner on the product page (may be the card's picture)"),
      benefits: textList(8, 300),
      requirements: textList(8, 130, "Underwriting requirements"),
      claimDocuments: textList(10, 120),
      claimType: text({
        oneOf: {
          value: claimTypes.map(({ value }) => value),
          message: `must be one of the claim form's types, ${claimTypes.map(({ value }) => value).join(", ")} (got \${value})`,
        },
        hint: "The claim form's claim type whose claims may need this product's claim documents (the staff's desk lists them)",
      }),
      coverage: optionalTextList(8, 120, "Leave out to hide the card; never an empty list"),
      incaseOfTotalLoss: optionalTextList(8, 120, "Leave out to hide the card; never an empty list"),
      sources: lawSources,
    },
  },
  {
    file: "faqs.json",
    label: "Questions on the home page",
    shape: "list",
    count: 6,
    maxTotalLength: 2300,
    fields: { question: text({ maxLength: 90 }), answer: longText({ maxLength: 380 }), sources: lawSources },
  },
  {
    file: "clients.json",
    label: "Client logos",
    shape: "list",
    count: 6,
    fields: { name: text({ maxLength: 25 }), logo: image("images/clients"), industry: text({ maxLength: 20 }) },
  },
  {
    file: "core-values.json",
    label: "Core values (TRAIL)",
    shape: "list",
    count: 5,
    fields: {
      letter: text({ length: { value: 1, message: "must be a single letter" } }),
      value: text({ maxLength: 15 }),
      description: longText({ maxLength: 120 }),
    },
  },
  {
    file: "group-companies.json",
    label: "Group companies",
    shape: "list",
    count: 5,
    fields: { name: text({ maxLength: 40 }), description: longText({ maxLength: 130 }) },
  },
  {
    file: "leadership.json",
    label: "Leadership",
    shape: "list",
    maxCount: 8,
    fields: {
      name: text({ maxLength: 30 }),
      role: text({ maxLength: 40 }),
      bio: longText({ maxLength: 100, hint: "One line on what the person does for clients" }),
      // Without a photograph the About page shows the person's initials.
      image: {
        ...image("images/leadership", "A head-and-shoulders photograph; leave out to show initials"),
        optional: true,
      },
    },
  },
  {
    file: "about.json",
    label: "About page",
    shape: "single",
    fields: {
      overview: list(longText({ maxLength: 400 }), { maxItems: 4 }),
      vision: longText({ maxLength: 160 }),
      mission: longText({ maxLength: 220 }),
      commitment: longText({ maxLength: 380 }),
    },
  },
  {
    file: "jobs.json",
    label: "Job openings",
    shape: "list",
    maxCount: 3,
    maxTotalLength: 4500,
    fields: {
      id: id(),
      title: text({ maxLength: 40 }),
      department: reference("careers.json", { list: "departments", link: false }),
      location: text({ maxLength: 30 }),
      type: text({ maxLength: 20 }),
      experience: text({ maxLength: 20 }),
      salary: object("JobSalary", {
        amount: number({
          integer: true,
          minimum: { value: 1, message: "must be more than 0" },
          maximum: { value: 999_999_999, message: "must be at most 999999999 naira (got ${value})" },
          hint: "In naira, without commas",
        }),
        period: text({ oneOf: { value: ["month", "year"], message: "must be month or year (got ${value})" } }),
        basis: text({ oneOf: { value: ["gross", "net"], message: "must be gross or net (got ${value})" } }),
      }),
      datePosted: date(),
      validThrough: date({ hint: "The last day the opening is shown" }),
      description: longText({ maxLength: 400 }),
      responsibilities: textList(7, 110),
      requirements: textList(7, 90),
      benefits: textList(6, 70),
      applicationEmail: list(email(), { nonEmpty: "must list at least one e-mail address", maxItems: 2 }),
    },
  },
  {
    file: "careers.json",
    label: "Careers page",
    shape: "single",
    fields: {
      mission: list(longText({ maxLength: 80 }), { maxItems: 5 }),
      whyJoinUs: textList(6, 100),
      benefits: list(
        object("CareersBenefit", {
          title: text({ maxLength: 30 }),
          description: longText({ maxLength: 100 }),
          icon: icon(),
        }),
        { exactly: { value: 4, message: "must list exactly 4 benefit cards" } },
      ),
      departments: list(object("CareersDepartment", { id: id(), label: text({ maxLength: 20 }) }), {
        minimum: { value: 2, message: "must list the 'all' filter and at least one department" },
        maxItems: 6,
        hint: 'The filters on the Careers page; the first is { "id": "all", "label": "All" }',
      }),
    },
  },
  {
    file: "claim-steps.json",
    label: "Claim steps",
    shape: "list",
    count: 4,
    fields: { title: text({ maxLength: 25 }), description: longText({ maxLength: 200 }), icon: icon() },
  },
  {
    file: "service-cards.json",
    label: "Service cards on the home page",
    shape: "list",
    count: 5,
    fields: {
      title: text({ maxLength: 25 }),
      description: longText({ maxLength: 150 }),
      icon: icon(),
      category: reference("categories.json", { link: true, hint: "The category the card leads to" }),
    },
  },
  {
    file: "legal.json",
    label: "Privacy notice and terms",
    shape: "list",
    fields: {
      id: text({ oneOf: { value: legalPageIds, message: "must be privacy or terms (got ${value})" } }),
      updated: date(),
      sections: list(
        object("LegalSection", {
          heading: text({ maxLength: 60 }),
          paragraphs: list(longText({ maxLength: 450 }), { maxItems: 8 }),
          items: list(text({ maxLength: 200 }), { optional: true, maxItems: 10 }),
        }),
        {
          nonEmpty: "must have at least one section",
          maxItems: 16,
          maxTotalLength: 9000,
        },
      ),
    },
  },
  {
    file: "pages.json",
    label: "Page titles and introductions",
    shape: "list",
    fields: {
      id: text({
        oneOf: { value: requiredPageIds, message: `must be one of ${requiredPageIds.join(", ")} (got \${value})` },
      }),
      title: text({ maxLength: 60, hint: "The browser tab's title" }),
      description: longText({ maxLength: 175, hint: "What search engines show under the title" }),
      heading: text({ maxLength: 40 }),
      intro: longText({ maxLength: 180 }),
      heroImage: image(
        "images/pages",
        "The artwork beside the heading: 4:3, 1200 × 900 px, JPEG (CONTENT.md, 'Page pictures')",
      ),
    },
  },
  nextStepsFile,
];

export function dataFile(file: string): DataFile | undefined {
  return contentModel.find((candidate) => candidate.file === file);
}
