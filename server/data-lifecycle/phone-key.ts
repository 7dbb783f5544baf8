/** Phone numbers matched however a visitor typed them, for finding a person's submissions. */
const NIGERIA = "+234";

/**
 * A number as a visitor typed it ("0803 555 0100", "+234 (0) 803-555-0100", "2348035550100") in E.164, so
 * the same number matches however it was written; undefined when it is no phone number at all.
 */
export function toE164(typed: string): string | undefined {
  const compact = typed.replace(/[\s()-]/g, "").replace(/^00/, "+");
  if (!/^\+?\d{10,15}$/.test(compact)) return undefined;
  if (compact.startsWith("+")) return compact.replace(/^\+2340/, NIGERIA);
  if (compact.startsWith("234") && compact.length === 13) return `+${compact}`;
  if (compact.startsWith("0") && compact.length === 11) return `${NIGERIA}${compact.slice(1)}`;
  if (compact.length === 10) return `${NIGERIA}${compact}`;
  return `+${compact}`;
}
