/**
 * Whether a message was written by a machine answering on its own (RFC 3834's Auto-Submitted, the older
 * X-Autoreply and Precedence headers, an out-of-office subject): it is filed with that said, and the service,
 * which never answers mail by itself, could not loop with it.
 */
export interface AutoReplySigns {
  autoSubmitted: string | undefined;
  xAutoreply: string | undefined;
  precedence: string | undefined;
  subject: string;
}

const OUT_OF_OFFICE =
  /^\s*(auto(matic)?[ -]?(reply|response|answer)|out of (the )?office|away from (the )?office|on leave|absent|abwesend|r[ée]ponse automatique)\b/i;

export function isAutoReply({ autoSubmitted, xAutoreply, precedence, subject }: AutoReplySigns): boolean {
  if (autoSubmitted !== undefined && autoSubmitted.trim().toLowerCase() !== "no") return true;
  if (xAutoreply !== undefined && xAutoreply.trim() !== "") return true;
  if (precedence !== undefined && ["auto_reply", "bulk", "junk"].includes(precedence.trim().toLowerCase())) return true;
  return OUT_OF_OFFICE.test(subject);
}
