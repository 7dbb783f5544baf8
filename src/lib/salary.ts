/** A job's pay as a visitor reads it: "₦250,000 per month (gross)". */
import { formatNaira } from "./naira";

interface Salary {
  amount: number;
  period: string;
  basis: string;
}

export function formatSalary({ amount, period, basis }: Salary): string {
  return `${formatNaira(amount)} per ${period} (${basis})`;
}
