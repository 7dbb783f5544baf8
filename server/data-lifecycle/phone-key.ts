/** Phone numbers matched however a visitor typed them, for finding a person's submissions. */
import { parseTypedPhone } from "../submissions/typed-phone";

/** A number as a visitor typed it in E.164, so the same number matches however it was written; undefined when it is no phone number at all. */
export function toE164(typed: string): string | undefined {
  const number = parseTypedPhone(typed);
  return number?.isPossible() ? number.number : undefined;
}
