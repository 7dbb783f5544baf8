/**
 * The build's first-round-trip check (gatsby/checks/first-round-trip.ts) counts a page's brotli copy, its own headers
 * and an allowance for what the server adds. These hold the allowance true: the largest page, as the service and
 * nginx send it on a kept-alive connection, is no larger than the build's figure for it.
 */
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { pageSizes } from "../gatsby/checks/first-round-trip";
import { expect, test } from "./fixtures";
import { liveSite, startNginx, type NginxProcess } from "../tooling/nginx-process";
import { startService, type ServiceProcess } from "../tooling/service-process";

let service: ServiceProcess;
let nginx: NginxProcess;
test.beforeAll(async ({}, testInfo) => {
  service = await startService(`e2e-round-trip-${testInfo.workerIndex}`, { TRUST_PROXY: "1" });
  nginx = await startNginx(service.origin);
});
test.afterAll(async () => {
  await nginx?.stop();
  await service?.stop();
});

/** The bytes of one answer as they cross the wire: its header block and its body. */
async function rawAnswer(origin: string, urlPath: string): Promise<{ head: string; body: Buffer }> {
  const { hostname, port } = new URL(origin);
  const socket = net.connect(Number(port), hostname);
  socket.write(`GET ${urlPath} HTTP/1.1\r\nHost: ${hostname}\r\nAccept-Encoding: br\r\n\r\n`);
  let received = Buffer.alloc(0);
  for await (const chunk of socket) {
    received = Buffer.concat([received, chunk as Buffer]);
    const end = received.indexOf("\r\n\r\n");
    if (end < 0) continue;
    const head = received.subarray(0, end + 4).toString("latin1");
    const length = Number(/^content-length: (\d+)$/im.exec(head)?.[1]);
    if (received.length >= end + 4 + length) {
      socket.destroy();
      return { head, body: received.subarray(end + 4, end + 4 + length) };
    }
  }
  throw new Error(`${origin}${urlPath} closed before a whole answer`);
}

for (const server of ["service", "nginx"] as const) {
  test(`the largest page, from the ${server}, is no larger than the build's first-round-trip figure for it`, async () => {
    const [largest] = pageSizes(liveSite);
    const origin = server === "service" ? service.origin : nginx.origin;
    const { head, body } = await rawAnswer(origin, largest!.page);
    expect(head).toMatch(/^HTTP\/1\.1 200 /);
    expect(head).toMatch(/^content-encoding: br$/im);
    const brotliCopy = path.join(liveSite, largest!.page, "index.html.br");
    expect(body.equals(fs.readFileSync(brotliCopy))).toBe(true);
    expect(Buffer.byteLength(head, "latin1") + body.length).toBeLessThanOrEqual(largest!.bytes);
  });
}
