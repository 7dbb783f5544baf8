import { render, screen, within } from "@testing-library/react";
import { TrustFacts, yearsInBusiness, type Trust } from "../../src/components/TrustFacts";

const trust: Trust = {
  naicomLicence: "RIB/2011/0147",
  ncribMembership: "NCRIB/M/0386",
  foundedYear: 2011,
  insurersPlacedWith: 18,
  promise: "We handle your claim with the insurer",
};

const facts = () =>
  within(screen.getByRole("list", { name: "Why you can trust us" }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);

describe("TrustFacts", () => {
  it("states the licence, membership, founding year, insurers and promise before the visitor's clock is known (the static HTML, whatever day it was built)", () => {
    render(<TrustFacts trust={trust} now={null} />);
    expect(facts()).toEqual([
      "NAICOM licence RIB/2011/0147",
      "NCRIB member NCRIB/M/0386",
      "In business since 2011",
      "Cover placed with 18 insurers",
      "We handle your claim with the insurer",
    ]);
  });

  it.each([
    [new Date(2026, 10, 23), "15 years in business"],
    [new Date(2031, 0, 1), "20 years in business"],
    [new Date(2012, 5, 1), "1 year in business"],
  ])("counts the years from the visitor's clock (%s): '%s'", (now, expected) => {
    render(<TrustFacts trust={trust} now={now} />);
    expect(facts()[2]).toBe(expected);
  });
});

describe("yearsInBusiness", () => {
  it("counts whole calendar years from the founding year to the visitor's", () => {
    expect(yearsInBusiness(2011, new Date(2026, 0, 1))).toBe(15);
    expect(yearsInBusiness(2011, new Date(2026, 11, 31))).toBe(15);
  });

  it("says one year, not none, in the founding year and before it (a visitor's clock set wrong)", () => {
    expect(yearsInBusiness(2011, new Date(2011, 6, 1))).toBe(1);
    expect(yearsInBusiness(2011, new Date(2009, 6, 1))).toBe(1);
  });
});
