/**
 * The outbox's names for e-mails of which a submission may have many, each numbered ("step-3" for the move its
 * version names, "status-link-12" for the link its id names), so that each has its own row under the outbox's
 * UNIQUE (submission_id, message); and the number read back from a name.
 */
export function numberedMessages(prefix: string) {
  const pattern = new RegExp(`^${prefix}([1-9]\\d*)$`);
  return {
    prefix,
    nameFor: (number: number | bigint) => `${prefix}${number}`,
    /** The number a name carries; undefined for an e-mail of another kind. */
    numberIn(message: string): number | undefined {
      const match = pattern.exec(message);
      return match ? Number(match[1]) : undefined;
    },
  };
}
