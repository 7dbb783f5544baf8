/** Field rules both forms share, with the specification's messages. Importable by server code too. */
import { boolean, string } from "yup";

export const messages = {
  email: "Invalid email address",
  phone: "Phone number must be at least 10 digits",
  phoneCharacters: "Phone number can only contain digits, spaces, +, - and brackets",
} as const;

export const limits = {
  nameMin: 2,
  nameMax: 100,
  phoneMin: 10,
  phoneMax: 20,
  emailMax: 254,
  longTextMax: 5000,
} as const;

export const emailRule = () =>
  string().trim().max(limits.emailMax, messages.email).email(messages.email).required(messages.email);

export const phoneRule = () =>
  string()
    .trim()
    .min(limits.phoneMin, messages.phone)
    .max(limits.phoneMax, `Phone number must be at most ${limits.phoneMax} characters`)
    .matches(/^[+\d\s()-]*$/, messages.phoneCharacters)
    .required(messages.phone);

/** A name-like text of at least two characters, with the caller's message. */
export const nameRule = (message: string) =>
  string()
    .trim()
    .min(limits.nameMin, message)
    .max(limits.nameMax, `Must be at most ${limits.nameMax} characters`)
    .required(message);

/** A required tick box; never pre-ticked in the forms. */
export const tickedRule = (message: string) => boolean().oneOf([true], message).required(message);
