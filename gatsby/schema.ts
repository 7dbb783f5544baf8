/** Declares every data/*.json node type, so a missing field fails loudly instead of being inferred away. */
import type { GatsbyNode } from "gatsby";

export const typeDefs = `
  type CompanyPhone {
    label: String!
    number: String!
  }

  type SocialLink {
    network: String!
    url: String!
  }

  """The facts the page heroes show to say who stands behind the site; see CONTENT.md."""
  type CompanyTrust {
    naicomLicence: String!
    ncribMembership: String!
    foundedYear: Int!
    insurersPlacedWith: Int!
    promise: String!
  }

  type CompanyJson implements Node @dontInfer {
    name: String!
    shortName: String!
    tagline: String!
    description: String!
    phones: [CompanyPhone!]!
    email: String!
    whatsappNumber: String!
    claimsHotline: String!
    claimsEmail: String!
    contactOffice: OfficesJson! @link(by: "jsonId")
    socialLinks: [SocialLink!]!
    trust: CompanyTrust!
  }

  type OfficesJson implements Node @dontInfer {
    jsonId: String!
    name: String!
    addressLines: [String!]!
    latitude: Float!
    longitude: Float!
  }

  type CategoriesJson implements Node @dontInfer {
    jsonId: String!
    title: String!
    description: String!
    icon: String!
    image: File! @fileByRelativePath
    products: [ProductsJson!]! @link(by: "jsonId")
  }

  """Where a statement of law on the site comes from; section only when the source states it."""
  type LawSource {
    title: String!
    section: String
    url: String!
  }

  type ProductsJson implements Node @dontInfer {
    jsonId: String!
    title: String!
    description: String!
    icon: String!
    image: File! @fileByRelativePath
    backgroundImage: File! @fileByRelativePath
    benefits: [String!]!
    requirements: [String!]!
    claimDocuments: [String!]!
    coverage: [String!]
    incaseOfTotalLoss: [String!]
    sources: [LawSource!]
  }

  type FaqsJson implements Node @dontInfer {
    question: String!
    answer: String!
    sources: [LawSource!]
  }

  type ClientsJson implements Node @dontInfer {
    name: String!
    logo: File! @fileByRelativePath
    industry: String!
  }

  type CoreValuesJson implements Node @dontInfer {
    letter: String!
    value: String!
    description: String!
  }

  type GroupCompaniesJson implements Node @dontInfer {
    name: String!
    description: String!
  }

  type LeadershipJson implements Node @dontInfer {
    name: String!
    role: String!
    bio: String!
    image: File @fileByRelativePath
  }

  type AboutJson implements Node @dontInfer {
    overview: [String!]!
    vision: String!
    mission: String!
    commitment: String!
  }

  type JobSalary {
    amount: Int!
    period: String!
    basis: String!
  }

  type JobsJson implements Node @dontInfer {
    jsonId: String!
    title: String!
    department: String!
    location: String!
    type: String!
    experience: String!
    salary: JobSalary!
    datePosted: Date! @dateformat
    validThrough: Date! @dateformat
    description: String!
    responsibilities: [String!]!
    requirements: [String!]!
    benefits: [String!]!
    applicationEmail: [String!]!
  }

  type CareersBenefit {
    title: String!
    description: String!
    icon: String!
  }

  type CareersDepartment {
    id: String!
    label: String!
  }

  type CareersJson implements Node @dontInfer {
    mission: [String!]!
    whyJoinUs: [String!]!
    benefits: [CareersBenefit!]!
    departments: [CareersDepartment!]!
  }

  type ClaimStepsJson implements Node @dontInfer {
    title: String!
    description: String!
    icon: String!
  }

  type ServiceCardsJson implements Node @dontInfer {
    title: String!
    description: String!
    icon: String!
    category: CategoriesJson! @link(by: "jsonId")
  }

  type LegalSection {
    heading: String!
    paragraphs: [String!]!
    items: [String!]
  }

  type LegalJson implements Node @dontInfer {
    jsonId: String!
    updated: Date! @dateformat
    sections: [LegalSection!]!
  }

  type PagesJson implements Node @dontInfer {
    jsonId: String!
    title: String!
    description: String!
    heading: String!
    intro: String!
  }
`;

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};
