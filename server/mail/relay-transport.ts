/** The SMTP relay as nodemailer's pooled transport: a few connections kept open, each carrying many messages. */
import nodemailer from "nodemailer";

/** Connections open at once to the relay; the outbox sends as many messages at a time. */
export const RELAY_CONNECTIONS = 5;

const defaults: Record<string, string> = {
  pool: "true",
  maxConnections: String(RELAY_CONNECTIONS),
  // The outbox decides what is sent again and when; the pool resending on its own could send a mail twice.
  maxRequeues: "0",
  // nodemailer waits ten minutes for a silent relay by default; one silent minute is enough to give up.
  socketTimeout: "60000",
};

/**
 * nodemailer reads a transport's options from the URL alone when it is given one, so they go into its
 * query, where SMTP_URL may also set any of them (`?socketTimeout=...`) or others nodemailer knows.
 */
export function createRelayTransport(smtpUrl: string) {
  const url = new URL(smtpUrl);
  for (const [name, value] of Object.entries(defaults)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  return nodemailer.createTransport(url.toString());
}
