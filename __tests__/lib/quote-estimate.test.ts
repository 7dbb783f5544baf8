import { estimateYearlyQuote } from "../../src/lib/quote-estimate";

// The four types the calculator offers are checked as rendered (QuoteCalculator.test.tsx).
describe("estimateYearlyQuote", () => {
  it.each([
    ["auto", 500],
    ["home", 800],
    ["life", 300],
    ["business", 1000],
    ["other", 500],
    ["", 500],
    ["toString", 500],
  ])("starts %p at its base of %i for ₦50,000 cover at age 30", (insuranceType, expected) => {
    expect(estimateYearlyQuote({ insuranceType, coverage: 50000, age: 30 })).toBe(expected);
  });

  it.each([
    [18, 750],
    [24, 750],
    [25, 500],
    [60, 500],
    [61, 650],
    [100, 650],
  ])("weights age %i to give %i for auto at ₦50,000", (age, expected) => {
    expect(estimateYearlyQuote({ insuranceType: "auto", coverage: 50000, age })).toBe(expected);
  });

  it.each([
    ["auto", 10000, 30, 100],
    ["auto", 1000000, 30, 10000],
    ["life", 10000, 20, 90],
    ["home", 100000, 65, 2080],
    ["home", 1000000, 65, 20800],
    ["business", 1000000, 24, 30000],
  ])("scales %s with ₦%i cover at age %i to %i", (insuranceType, coverage, age, expected) => {
    expect(estimateYearlyQuote({ insuranceType, coverage, age })).toBe(expected);
  });

  it.each([
    // exact product ends in .5: rounds up
    ["life", 250, 30, 2], // 1.5
    ["auto", 250, 30, 3], // 2.5
    ["business", 10025, 30, 201], // 200.5
    ["life", 2500, 61, 20], // 19.5
    ["auto", 100100, 20, 1502], // 1501.5, where dividing first would give 1501.4999…
    // just below and just above .5
    ["auto", 149, 30, 1], // 1.49
    ["auto", 151, 30, 2], // 1.51
    ["business", 10024, 30, 200], // 200.48
    ["business", 10026, 30, 201], // 200.52
    ["life", 2499, 61, 19], // 19.4922
  ])("rounds %s with ₦%i cover at age %i to %i", (insuranceType, coverage, age, expected) => {
    expect(estimateYearlyQuote({ insuranceType, coverage, age })).toBe(expected);
  });
});
