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
} from "./fields";
import { nextStepsFile } from "./next-steps";

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

const textList = (hint?: string) => list(text(), { hint });

/**
 * Where a statement of law comes from. Optional on a record, but a record that states the law must carry one
 * (CONTENT.md); the section only when the source read states it.
 */
const lawSources = list(
  object("LawSource", {
    title: text({ hint: "Who published the source, and its title" }),
    section: text({ optional: true, hint: "The section or article, as the source states it" }),
    url: url(),
  }),
  {
    optional: true,
    nonEmpty: "must not be an empty list (remove the field when nothing on the record states the law)",
    hint: "Where each statement of law on this record comes from",
  },
);
const optionalTextList = (hint: string) => list(text(), { optional: true, hint });

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

const cardFields = (folder: string) => ({
  id: id({ hint: "The last part of the page's address; never reuse one" }),
  title: text(),
  description: longText(),
  icon: icon(),
  image: image(folder),
});

export const contentModel: readonly DataFile[] = [
  {
    file: "company.json",
    label: "Company details",
    shape: "single",
    fields: {
      name: text(),
      shortName: text(),
      tagline: text(),
      description: longText(),
      phones: list(object("CompanyPhone", { label: text(), number: phone() }), {
        nonEmpty: "must list at least one phone line",
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
          url: url(),
        }),
        { exactly: { value: 4, message: "must list exactly 4 social links (Facebook, Twitter, LinkedIn, Instagram)" } },
      ),
      trust: object(
        "CompanyTrust",
        {
          naicomLicence: text({ hint: "The NAICOM licence number, as the licence shows it" }),
          ncribMembership: text({ hint: "The NCRIB membership number" }),
          foundedYear: number({
            integer: true,
            minimum: { value: 1900, message: "must be a year written in full, such as 2011 (got ${value})" },
            hint: "The year the firm was founded; the site counts the years from it",
          }),
          insurersPlacedWith: number({
            integer: true,
            minimum: { value: 1, message: "must be more than 0" },
            hint: "How many insurers the firm has placed cover with",
          }),
          promise: text(),
        },
        { hint: "The facts shown under every page heading" },
      ),
    },
  },
  {
    file: "offices.json",
    label: "Offices",
    shape: "list",
    fields: {
      id: id(),
      name: text(),
      addressLines: textList("One line of the address per entry"),
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
      ...cardFields("images/categories"),
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
      ...cardFields("images/products"),
      backgroundImage: image("images/products", "The banner on the product page (may be the card's picture)"),
      benefits: textList(),
      requirements: textList("Underwriting requirements"),
      claimDocuments: textList(),
      coverage: optionalTextList("Leave out to hide the card; never an empty list"),
      incaseOfTotalLoss: optionalTextList("Leave out to hide the card; never an empty list"),
      sources: lawSources,
    },
  },
  {
    file: "faqs.json",
    label: "Questions on the home page",
    shape: "list",
    count: 6,
    fields: { question: text(), answer: longText(), sources: lawSources },
  },
  {
    file: "clients.json",
    label: "Client logos",
    shape: "list",
    count: 6,
    fields: { name: text(), logo: image("images/clients"), industry: text() },
  },
  {
    file: "core-values.json",
    label: "Core values (TRAIL)",
    shape: "list",
    count: 5,
    fields: {
      letter: text({ length: { value: 1, message: "must be a single letter" } }),
      value: text(),
      description: longText(),
    },
  },
  {
    file: "group-companies.json",
    label: "Group companies",
    shape: "list",
    count: 5,
    fields: { name: text(), description: longText() },
  },
  {
    file: "leadership.json",
    label: "Leadership",
    shape: "list",
    fields: {
      name: text(),
      role: text(),
      bio: longText({ hint: "One line on what the person does for clients" }),
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
    fields: { overview: list(longText()), vision: longText(), mission: longText(), commitment: longText() },
  },
  {
    file: "jobs.json",
    label: "Job openings",
    shape: "list",
    fields: {
      id: id(),
      title: text(),
      department: reference("careers.json", { list: "departments", link: false }),
      location: text(),
      type: text(),
      experience: text(),
      salary: object("JobSalary", {
        amount: number({
          integer: true,
          minimum: { value: 1, message: "must be more than 0" },
          hint: "In naira, without commas",
        }),
        period: text({ oneOf: { value: ["month", "year"], message: "must be month or year (got ${value})" } }),
        basis: text({ oneOf: { value: ["gross", "net"], message: "must be gross or net (got ${value})" } }),
      }),
      datePosted: date(),
      validThrough: date({ hint: "The last day the opening is shown" }),
      description: longText(),
      responsibilities: textList(),
      requirements: textList(),
      benefits: textList(),
      applicationEmail: list(email(), { nonEmpty: "must list at least one e-mail address" }),
    },
  },
  {
    file: "careers.json",
    label: "Careers page",
    shape: "single",
    fields: {
      mission: list(longText()),
      whyJoinUs: textList(),
      benefits: list(object("CareersBenefit", { title: text(), description: longText(), icon: icon() }), {
        exactly: { value: 4, message: "must list exactly 4 benefit cards" },
      }),
      departments: list(object("CareersDepartment", { id: id(), label: text() }), {
        minimum: { value: 2, message: "must list the 'all' filter and at least one department" },
        hint: 'The filters on the Careers page; the first is { "id": "all", "label": "All" }',
      }),
    },
  },
  {
    file: "claim-steps.json",
    label: "Claim steps",
    shape: "list",
    count: 4,
    fields: { title: text(), description: longText(), icon: icon() },
  },
  {
    file: "service-cards.json",
    label: "Service cards on the home page",
    shape: "list",
    count: 5,
    fields: {
      title: text(),
      description: longText(),
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
          heading: text(),
          paragraphs: list(longText()),
          items: list(text(), { optional: true }),
        }),
        { nonEmpty: "must have at least one section" },
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
      title: text({ hint: "The browser tab's title" }),
      description: longText({ hint: "What search engines show under the title" }),
      heading: text(),
      intro: longText(),
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
