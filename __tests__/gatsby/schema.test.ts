/** @jest-environment node */
import { typeDefs } from "../../gatsby/hooks/schema";

/** One type's definition from the generated SDL. */
const definitionOf = (name: string) => typeDefs.split("\n\n").find((block) => block.startsWith(`type ${name} `));

describe("the GraphQL types made from the content model", () => {
  it("declare a product's fields non-null, its pictures as files and its optional lists as nullable", () => {
    expect(definitionOf("ProductsJson")).toBe(
      [
        "type ProductsJson implements Node @dontInfer {",
        "  jsonId: String!",
        "  title: String!",
        "  summary: String!",
        "  description: String!",
        "  icon: String!",
        "  image: File! @fileByRelativePath",
        "  backgroundImage: File! @fileByRelativePath",
        "  benefits: [String!]!",
        "  requirements: [String!]!",
        "  claimDocuments: [String!]!",
        "  claimType: String!",
        "  coverage: [String!]",
        "  incaseOfTotalLoss: [String!]",
        "  sources: [LawSource!]",
        "}",
      ].join("\n"),
    );
  });

  it("give every page its hero artwork as a file", () => {
    expect(definitionOf("PagesJson")).toContain("  heroImage: File! @fileByRelativePath\n");
  });

  it("link references to their records, keep a department an id, and format dates", () => {
    expect(definitionOf("CategoriesJson")).toContain('  products: [ProductsJson!]! @link(by: "jsonId")');
    expect(definitionOf("CompanyJson")).toContain('  contactOffice: OfficesJson! @link(by: "jsonId")');
    expect(definitionOf("JobsJson")).toContain("  department: String!\n");
    expect(definitionOf("JobsJson")).toContain("  datePosted: Date! @dateformat\n");
    expect(definitionOf("JobSalary")).toBe("type JobSalary {\n  amount: Int!\n  period: String!\n  basis: String!\n}");
  });
});
