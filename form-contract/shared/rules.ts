/** Field rules both forms share, with the messages of docs/specification.md §5. Importable by server code too. */
import { boolean, string } from "yup";
import { ANY_CONTROL, CONTROL_EXCEPT_LINE_BREAKS } from "./control-characters";

export const messages = {
  email: "Invalid email address",
  phone: "Phone number must be at least 10 digits",
  phoneCharacters: "Phone number can only contain digits, spaces, +, - and brackets",
  oneLineText: "Line breaks and hidden control characters cannot be used here; please type it again",
  multiLineText: "This text has hidden control characters; please type it again (line breaks are fine)",
} as const;

export const limits = {
  nameMin: 2,
  nameMax: 100,
  phoneMin: 10,
  phoneMax: 20,
  emailMax: 254,
  longTextMax: 5000,
} as const;

const isOneLine = (value: string | undefined) => value === undefined || !ANY_CONTROL.test(value);
const hasOnlyLineBreakControls = (value: string | undefined) =>
  value === undefined || !CONTROL_EXCEPT_LINE_BREAKS.test(value);

/** A trimmed one-line text: no line break, tab or other control, none of the bidirectional overrides. */
export const oneLineText = () => string().trim().test("one-line", messages.oneLineText, isOneLine);

/** Yup's e-mail check allows a domain without a dot (ade@example), which no one can reply to. */
const DOTTED_DOMAIN = /@[^\s@]+\.[^\s@.]+$/;

export const emailRule = () =>
  string()
    .trim()
    .max(limits.emailMax, messages.email)
    .email(messages.email)
    .matches(DOTTED_DOMAIN, messages.email)
    .required(messages.email);

const PHONE_CHARACTERS = /^[+\d\s()-]*$/;

/** Counts digits only, so "+ ( ) - -" is not a phone number; text with other characters gets that message alone. */
const hasEnoughDigits = (value: string | undefined) =>
  value === undefined || !PHONE_CHARACTERS.test(value) || value.replace(/\D/g, "").length >= limits.phoneMin;

export const phoneRule = () =>
  oneLineText()
    .test("enough-digits", messages.phone, hasEnoughDigits)
    .max(limits.phoneMax, `Phone number must be at most ${limits.phoneMax} characters`)
    .matches(PHONE_CHARACTERS, messages.phoneCharacters)
    .required(messages.phone);

/** A name-like text of at least two characters, with the caller's message. */
export const nameRule = (message: string) =>
  oneLineText()
    .min(limits.nameMin, message)
    .max(limits.nameMax, `Must be at most ${limits.nameMax} characters`)
    .required(message);

/** A required tick box; never pre-ticked in the forms. */
export const tickedRule = (message: string) => boolean().oneOf([true], message).required(message);

/** The value of one of the listed options; anything else, or nothing chosen, gets the caller's message. */
export const choiceRule = (options: readonly { value: string }[], message: string) =>
  string()
    .oneOf(
      options.map((option) => option.value),
      message,
    )
    .required(message);

/**
 * A free-text answer of at least `min` characters, up to the forms' longest text; `label` names it in the
 * too-long message. Line breaks and tabs are kept (a description is written in paragraphs, costs pasted
 * from a table); no other control.
 */
export const longTextRule = (label: string, min: number, message: string) =>
  string()
    .trim()
    .min(min, message)
    .max(limits.longTextMax, `${label} must be at most ${limits.longTextMax} characters`)
    .test("line-breaks-only", messages.multiLineText, hasOnlyLineBreakControls)
    .required(message);
