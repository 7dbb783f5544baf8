/** Naira amounts as Nigerians write them: ₦250,000. */
const formatter = new Intl.NumberFormat("en-NG", { maximumFractionDigits: 0 });

export function formatNaira(amount: number): string {
  return `₦${formatter.format(amount)}`;
}
