/**
 * A load balancer in front of nginx, as a cloud's would be: it adds the address each visitor connected from to
 * X-Forwarded-For and passes the request on.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface LoadBalancer {
  origin: string;
  stop(): Promise<void>;
}

export async function startLoadBalancer(upstream: string): Promise<LoadBalancer> {
  const target = new URL(upstream);
  const server = http.createServer((request, response) => {
    const forwardedFor = [request.headers["x-forwarded-for"], request.socket.remoteAddress].filter(Boolean).join(", ");
    const forwarded = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, "x-forwarded-for": forwardedFor },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on("error", () => response.writeHead(502).end());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
