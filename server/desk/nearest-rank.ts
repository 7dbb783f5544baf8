/**
 * Percentiles by the nearest-rank method, the figures' (docs/operations.md, "The figures"): of n values sorted from
 * least, the p-th percentile is the value at rank ⌈p × n / 100⌉, always one of the values, never a mean of two. The
 * median is the 50th: of an even number of values, the lower of the middle two.
 */
export function nearestRank(values: readonly number[], percentile: number): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  // p × n in whole numbers before dividing, so that 90 × 30 / 100 is 27, where 0.9 × 30 is 27.000000000000004.
  return sorted[Math.max(1, Math.ceil((percentile * sorted.length) / 100)) - 1];
}
