/** The name a submission was sent under, as the desk, the e-mails and the queue's search show it. */

/** Who sent it: a quote request's `name`, a claim's `fullName` (or its `firstName` and `lastName`, where it has those). */
export function senderName(submission: { fields: Record<string, unknown> }): string {
  const { name, fullName, firstName, lastName } = submission.fields;
  return String(
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- fields are text, numbers or ticks, not objects
    name ?? fullName ?? [firstName, lastName].filter((part) => typeof part === "string" && part !== "").join(" "),
  );
}
