/**
 * The production build served by the compiled service (tooling/service-process.ts), behind a small HTTP proxy of
 * the suite's own that notes every request and its answer: how many times a page's data was fetched, and any
 * answer of 400 or more, in any engine, without the engine's own tools.
 */
import http from "node:http";
import type net from "node:net";
import { startService, type ServiceProcess } from "../tooling/service-process";

export interface Exchange {
  method: string;
  path: string;
  status: number;
}

export interface SiteUnderTest {
  /** The proxy's address, which the browser is pointed at. */
  origin: string;
  dataDir: string;
  /** Every request answered so far, in order. */
  exchanges: Exchange[];
  stop(): Promise<void>;
}

export async function startSiteUnderTest(name: string): Promise<SiteUnderTest> {
  // One address sends every submission of the suite; the limits are the service's, tested in its own tests.
  const service: ServiceProcess = await startService(name, { RATE_LIMIT_MAX: "1000", UPLOAD_RATE_LIMIT_MAX: "1000" });
  const target = new URL(service.origin);
  const exchanges: Exchange[] = [];
  const proxy = http.createServer((request, response) => {
    const forwarded = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        exchanges.push({ method: request.method!, path: request.url!, status: answer.statusCode! });
        response.writeHead(answer.statusCode!, answer.statusMessage, answer.rawHeaders);
        answer.pipe(response);
      },
    );
    forwarded.on("error", () => response.destroy());
    request.pipe(forwarded);
  });
  const sockets = new Set<net.Socket>();
  proxy.on("connection", (socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const { port } = proxy.address() as net.AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    dataDir: service.dataDir,
    exchanges,
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => proxy.close(resolve));
      await service.stop();
    },
  };
}
