/**
 * Phone numbers in the e-mails: the visitor's as typed (submissions/typed-phone.ts) and the brokerage's from data/company.json (E.164), each
 * written as people dial it and linked with tel:.
 */
import { parseTypedPhone } from "../submissions/typed-phone";

export interface DialledNumber {
  /** `+234 803 555 0100`; the number as typed when no numbering plan has such a number. */
  international: string;
  /** `0803 555 0100` for a Nigerian number, as the site writes the brokerage's; else as `international`. */
  national: string;
  /** `tel:+2348035550100`, or none for a number that could not be read. */
  href?: string;
}

export function dialledNumber(typed: string): DialledNumber {
  const number = parseTypedPhone(typed);
  if (!number?.isValid()) return { international: typed, national: typed };
  const international = number.formatInternational();
  return {
    international,
    national: number.country === "NG" ? number.formatNational() : international,
    href: number.getURI(),
  };
}
