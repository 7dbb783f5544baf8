/**
 * The text fields of a submission as sent and as the service reads them: trimmed, in the order named. The form
 * builds its payload with it and the service reads the request with it, so the two cannot drift apart.
 */

/** `fields` of `source`, trimmed; anything that is not text (a JSON number, a missing field) reads as "". */
export function trimmedTexts<Field extends string>(
  fields: readonly Field[],
  source: Partial<Record<Field, unknown>>,
): Record<Field, string> {
  return Object.fromEntries(
    fields.map((field) => {
      const value = source[field];
      return [field, typeof value === "string" ? value.trim() : ""];
    }),
  ) as Record<Field, string>;
}
