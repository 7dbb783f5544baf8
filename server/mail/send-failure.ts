/** What a failed send says about the relay and the message, from nodemailer's error codes and the SMTP reply. */

/**
 * - `relay`: the relay could not be reached or would not talk (connection, timeout, TLS, login, 421):
 *   no message can go, so the outbox pauses as a whole.
 * - `refused`: the relay refused this message for good (a 5xx reply, or too big for its advertised SIZE):
 *   sending it again would be refused again.
 * - `transient`: this message failed for now (a 4xx reply, or anything else): it is retried later.
 */
export type SendFailure = "relay" | "refused" | "transient";

const relayCodes = new Set(["ECONNECTION", "ETIMEDOUT", "ESOCKET", "EDNS", "ETLS", "EAUTH", "EPROTOCOL"]);
const messageCodes = new Set(["EENVELOPE", "EMESSAGE"]);

interface SmtpError {
  code?: unknown;
  responseCode?: unknown;
}

export function classifySendFailure(error: unknown): SendFailure {
  const { code, responseCode } = (error ?? {}) as SmtpError;
  if (responseCode === 421 || (typeof code === "string" && relayCodes.has(code))) return "relay";
  if (typeof code === "string" && messageCodes.has(code)) {
    const temporary = typeof responseCode === "number" && responseCode >= 400 && responseCode < 500;
    return temporary ? "transient" : "refused";
  }
  return "transient";
}

/** The relay's reason, for the outbox table and the log: the SMTP reply when there is one. */
export function failureReason(error: unknown): string {
  const { response, message } = (error ?? {}) as { response?: unknown; message?: unknown };
  return String(typeof response === "string" && response ? response : (message ?? error));
}
