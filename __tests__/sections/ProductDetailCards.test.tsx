import { render, screen, within } from "@testing-library/react";
import { ProductDetailCards } from "../../src/sections/product/ProductDetailCards";

const lists = {
  benefits: ["Pays for repairs", "Covers theft", "Third-party liability", "Claims support"],
  requirements: ["Proposal form", "Means of identification", "Vehicle particulars"],
  claimDocuments: ["Claim form", "Police report", "Repair estimate"],
};

const cardHeadings = () => screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);

describe("ProductDetailCards", () => {
  it("shows the three required cards and hides Coverage and 'In Case of Total Loss' when the product has neither", () => {
    render(<ProductDetailCards product={{ ...lists, coverage: null, incaseOfTotalLoss: null }} />);
    expect(cardHeadings()).toEqual(["Benefits", "Underwriting Requirements", "Claim Substatiating Documents"]);
  });

  it("adds Coverage and 'In Case of Total Loss' when the product lists them", () => {
    render(
      <ProductDetailCards
        product={{ ...lists, coverage: ["Accidental damage"], incaseOfTotalLoss: ["Original vehicle licence"] }}
      />,
    );
    expect(cardHeadings()).toEqual([
      "Benefits",
      "Coverage",
      "Underwriting Requirements",
      "Claim Substatiating Documents",
      "In Case of Total Loss",
    ]);
  });

  it("lists every item under its card", () => {
    render(<ProductDetailCards product={{ ...lists, coverage: ["Accidental damage"] }} />);
    const card = screen.getByRole("heading", { name: "Claim Substatiating Documents" }).closest("li")!;
    expect(
      within(card)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(lists.claimDocuments);
    expect(screen.queryByRole("heading", { name: "In Case of Total Loss" })).not.toBeInTheDocument();
  });
});
