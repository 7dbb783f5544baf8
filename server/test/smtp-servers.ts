/** Mail relays for the outbox's tests: a real SMTP server (tooling/smtp-sink.ts), one that is down, one that hangs. */
import net, { type AddressInfo } from "node:net";
export { startSmtpSink } from "../../tooling/smtp-sink";

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
