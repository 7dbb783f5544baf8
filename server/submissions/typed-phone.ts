/**
 * A phone number as a visitor typed it (0803 555 0100, +234 (0) 803-555-0100, 2348035550100, 00 44 20 7946 0958),
 * read as a Nigerian number unless it names its country. Nigeria dials abroad with 009, so a leading 00 is read as
 * the + that visitors used to other countries' habits mean by it.
 */
import { parsePhoneNumberFromString, type PhoneNumber } from "libphonenumber-js/min";

export const parseTypedPhone = (typed: string): PhoneNumber | undefined =>
  parsePhoneNumberFromString(typed.trim().replace(/^00/, "+"), "NG");
