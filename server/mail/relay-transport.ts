/**
 * The SMTP relay as nodemailer's pooled transport: a few connections kept open, each carrying many messages.
 *
 * Claims carry identity documents, so mail goes to the relay over TLS only: `smtps://` speaks TLS from the
 * start, and on `smtp://` STARTTLS is required (nodemailer's `requireTLS`), so a relay that does not offer it,
 * or a network that strips the offer, gets nothing. Only a relay on this machine (the loopback) may be spoken
 * to in clear: nothing crosses a network on the way to it.
 */
import net from "node:net";
import nodemailer from "nodemailer";
import { StartupError } from "../startup-error";

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

/** What the outbox logs, once, when the relay would not start TLS. */
export const RELAY_WITHOUT_TLS =
  "no TLS with the mail relay (it offers no STARTTLS, or its certificate is not trusted), so nothing is sent " +
  "to it: give SMTP_URL a relay that offers STARTTLS, or smtps:// for one that speaks TLS from the start";

/** Whether `hostname` (a URL's) is this machine's loopback: localhost, 127.0.0.0/8 or ::1. */
export function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[(.*)\]$/, "$1").toLowerCase();
  if (host === "localhost") return true;
  if (net.isIPv4(host)) return host.startsWith("127.");
  // ::1, and 127.0.0.0/8 written as IPv4-mapped IPv6 (which URL turns into ::ffff:7fxx:xxxx).
  return net.isIPv6(host) && (host === "::1" || /^::ffff:(127\.|7f[0-9a-f]{2}:)/.test(host));
}

/** nodemailer's reading of a URL option: a number counts as its truth, "true" and "false" as themselves. */
const truthy = (value: string) => value !== "false" && (Number.isNaN(Number(value)) || Number(value) !== 0);

/** Options SMTP_URL may not set for a relay across a network: each would let mail go in clear or to anyone. */
const weakenings: { name: string; weakens: (value: string) => boolean }[] = [
  { name: "ignoreTLS", weakens: truthy },
  { name: "requireTLS", weakens: (value) => !truthy(value) },
  { name: "tls.rejectUnauthorized", weakens: (value) => !truthy(value) },
];

/**
 * nodemailer reads a transport's options from the URL alone when it is given one, so they go into its
 * query, where SMTP_URL may also set any of them (`?socketTimeout=...`) or others nodemailer knows.
 * Throws a StartupError for a URL that would send mail in clear across a network.
 */
export function createRelayTransport(smtpUrl: string) {
  const url = new URL(smtpUrl);
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") {
    throw new StartupError(`SMTP_URL must start smtp:// or smtps://, got ${url.protocol}//`);
  }
  if (!isLoopback(url.hostname)) {
    for (const { name, weakens } of weakenings) {
      const value = url.searchParams.get(name);
      if (value !== null && weakens(value)) {
        throw new StartupError(
          `SMTP_URL sets ${name}=${value}, which lets mail with claims go to ${url.hostname} without TLS or to ` +
            "whoever answers; take it out (a relay on this machine, 127.0.0.1, may be spoken to in clear)",
        );
      }
    }
    if (url.protocol === "smtp:") url.searchParams.set("requireTLS", "true");
  }
  for (const [name, value] of Object.entries(defaults)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  return nodemailer.createTransport(url.toString());
}
