/** A mail relay in this process that keeps what it receives: for the service's tests and the bench. */
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import { sinkOptions } from "./smtp-sink-options";

/**
 * Accepts mail and keeps each message parsed, and as sent (`raw`, for checking its signature); `options` can add a
 * size limit or refuse recipients, or offer STARTTLS. Listens on the loopback unless given another of this
 * machine's addresses.
 */
export async function startSmtpSink(options: Partial<SMTPServerOptions> = {}, port = 0, host = "127.0.0.1") {
  const received: ParsedMail[] = [];
  const raw: Buffer[] = [];
  const server = new SMTPServer({
    ...sinkOptions,
    // Closing, it would wait up to 30 s for a service's pooled connection to hang up; a test's sink need not.
    closeTimeout: 100,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      simpleParser(stream).then((mail) => {
        // smtp-server marks a message over its size limit only once the whole stream has been read.
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) {
          const error = new Error("Message exceeds fixed maximum message size") as Error & { responseCode: number };
          error.responseCode = 552;
          return callback(error);
        }
        received.push(mail);
        raw.push(Buffer.concat(chunks));
        callback();
      }, callback);
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return {
    received,
    raw,
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
