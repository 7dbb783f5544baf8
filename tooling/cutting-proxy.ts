/**
 * A TCP proxy between the browser and the service that really cuts connections: Chromium's offline switch does
 * not stop an upload already in flight, destroying the sockets does. It counts the bytes the browser sends, can
 * cut every open connection, refuse new ones (a service that cannot be reached), drop the answer to a chosen
 * request after the service has handled it (an answer lost on the way back), and go silent with the connections left
 * open (a NAT or firewall that forgot them).
 */
import net from "node:net";

export interface CuttingProxy {
  port: number;
  /** Bytes received from the browser so far, headers included. */
  bytesFromBrowser(): number;
  /** Destroys every open connection at once, both ways. */
  cutAll(): void;
  /** While true, new connections are closed as soon as they open. */
  refuse(refusing: boolean): void;
  /** While true, nothing is passed on either way and nothing is closed: the open connections go silent. */
  stall(stalling: boolean): void;
  /**
   * For `forMs`, every answer to a request whose request line matches is not passed on: the connection is cut
   * instead. Resolves when the first is dropped.
   */
  dropAnswersTo(requestLine: RegExp, forMs: number): Promise<void>;
  close(): Promise<void>;
}

export async function startCuttingProxy(targetPort: number, targetHost = "127.0.0.1"): Promise<CuttingProxy> {
  const sockets = new Set<net.Socket>();
  let received = 0;
  let refusing = false;
  let stalling = false;
  let drop: { requestLine: RegExp; until: number; dropped: () => void } | undefined;

  const server = net.createServer((browser) => {
    if (refusing) {
      browser.destroy();
      return;
    }
    const service = net.connect(targetPort, targetHost);
    sockets.add(browser).add(service);
    // The request line of the last request this connection carried, to know whose answer comes back.
    let lastRequestLine = "";
    browser.on("data", (chunk: Buffer) => {
      if (stalling) return;
      received += chunk.length;
      const line = /^(GET|POST|PATCH|HEAD|PUT|DELETE|OPTIONS) [^\r\n]* HTTP\/1\.1/m.exec(chunk.toString("latin1"));
      if (line) lastRequestLine = line[0];
      service.write(chunk);
    });
    service.on("data", (chunk: Buffer) => {
      if (stalling) return;
      if (drop && Date.now() > drop.until) drop = undefined;
      if (drop && drop.requestLine.test(lastRequestLine)) {
        drop.dropped();
        browser.destroy();
        service.destroy();
        return;
      }
      browser.write(chunk);
    });
    const closeBoth = () => {
      browser.destroy();
      service.destroy();
      sockets.delete(browser);
      sockets.delete(service);
    };
    browser.on("close", closeBoth).on("error", closeBoth);
    service.on("close", closeBoth).on("error", closeBoth);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    port,
    bytesFromBrowser: () => received,
    cutAll: () => {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    },
    refuse: (value) => {
      refusing = value;
    },
    stall: (value) => {
      stalling = value;
    },
    dropAnswersTo: (requestLine, forMs) =>
      new Promise((resolve) => (drop = { requestLine, until: Date.now() + forMs, dropped: resolve })),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
