/** A rough yearly premium for the quick quote calculator: a base amount per type, scaled by cover and age. */
export type CalculatorInsuranceType = "auto" | "home" | "life" | "business";

export const calculatorInsuranceTypes: readonly { value: CalculatorInsuranceType; label: string }[] = [
  { value: "auto", label: "Auto" },
  { value: "home", label: "Home" },
  { value: "life", label: "Life" },
  { value: "business", label: "Business" },
];

export const BASE_YEARLY_AMOUNTS: Readonly<Record<CalculatorInsuranceType, number>> = {
  auto: 500,
  home: 800,
  life: 300,
  business: 1000,
};
export const FALLBACK_BASE_YEARLY_AMOUNT = 500;

/** The base amounts are priced for this much cover; other amounts scale in proportion. */
export const COVERAGE_UNIT = 50000;

export const YOUNG_AGE_LIMIT = 25;
export const SENIOR_AGE_LIMIT = 60;
export const YOUNG_AGE_FACTOR = 1.5;
export const SENIOR_AGE_FACTOR = 1.3;
export const STANDARD_AGE_FACTOR = 1;

const isCalculatorInsuranceType = (type: string): type is CalculatorInsuranceType =>
  Object.hasOwn(BASE_YEARLY_AMOUNTS, type);

function ageFactor(age: number): number {
  if (age < YOUNG_AGE_LIMIT) return YOUNG_AGE_FACTOR;
  if (age > SENIOR_AGE_LIMIT) return SENIOR_AGE_FACTOR;
  return STANDARD_AGE_FACTOR;
}

export function estimateYearlyQuote({
  insuranceType,
  coverage,
  age,
}: {
  insuranceType: string;
  coverage: number;
  age: number;
}): number {
  const base = isCalculatorInsuranceType(insuranceType)
    ? BASE_YEARLY_AMOUNTS[insuranceType]
    : FALLBACK_BASE_YEARLY_AMOUNT;
  // Multiply before dividing: coverage / COVERAGE_UNIT is inexact in binary and can drop an exact .5
  // just below it (auto, ₦100,100, age 20 would give 1501.4999… instead of 1501.5).
  return Math.round(((base * coverage) / COVERAGE_UNIT) * ageFactor(age));
}
