/** Whole years from the founding year to the visitor's year; never less than one once the firm has started. */
export function yearsInBusiness(foundedYear: number, now: Date): number {
  return Math.max(1, now.getFullYear() - foundedYear);
}
