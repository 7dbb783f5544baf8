import { yearsInBusiness } from "../../src/lib/years-in-business";

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
