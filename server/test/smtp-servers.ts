/** Mail relays for the outbox's tests: a real SMTP server (smtp-server), one that is down, one that hangs. */
import net, { type AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import { sinkOptions } from "../../tooling/smtp-sink-options";

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

/** A port nothing listens on: the relay is down. */
export async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** A relay that accepts connections and never says a word. */
export async function startHangingRelay() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => sockets.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A relay that is out of service: it greets every connection with 421 and hangs up, counting them. */
export async function startUnavailableRelay(port = 0) {
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    socket.end("421 4.3.2 Service not available, closing transmission channel\r\n");
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
