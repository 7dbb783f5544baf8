/**
 * nginx behind a load balancer (docs/deploying.md, "load balancer in front"): with NGINX_REAL_IP_FROM naming the balancer,
 * the service sees each visitor's own address, so one visitor's submissions do not use up another's.
 */
import http from "node:http";
import { expect, test } from "./fixtures";
import { startLoadBalancer, type LoadBalancer } from "../tooling/load-balancer";
import { startNginx } from "../tooling/nginx-process";
import { validQuote } from "../tooling/sample-submissions";
import { startService } from "../tooling/service-process";

/** A quote request from `visitor`, a loopback address of its own, through the balancer; answers its status. */
function sendQuote(balancer: string, visitor: string, forwardedFor?: string): Promise<number> {
  const body = JSON.stringify(validQuote);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${balancer}/api/quote-requests`,
      {
        method: "POST",
        localAddress: visitor,
        headers: {
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(body),
          Origin: balancer,
          ...(forwardedFor ? { "X-Forwarded-For": forwardedFor } : {}),
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** The service allowing two submissions per address, nginx before it, and the balancer before nginx. */
async function twoProxies(name: string, realIpFrom?: string[]) {
  const service = await startService(name, { RATE_LIMIT_MAX: "2", TRUST_PROXY: "127.0.0.1" });
  const nginx = await startNginx(service.origin, realIpFrom ? { realIpFrom } : {});
  const balancer = await startLoadBalancer(nginx.origin);
  return {
    balancer,
    async stop() {
      await balancer.stop();
      await nginx.stop();
      await service.stop();
    },
  };
}

let running: { balancer: LoadBalancer; stop(): Promise<void> } | undefined;
test.afterEach(async () => {
  await running?.stop();
  running = undefined;
});

test("with the balancer named, a visitor who used up their submissions does not lock out another", async ({}, testInfo) => {
  running = await twoProxies(`e2e-real-ip-${testInfo.workerIndex}`, ["127.0.0.1"]);
  const { origin } = running.balancer;
  expect([
    await sendQuote(origin, "127.0.0.2"),
    await sendQuote(origin, "127.0.0.2"),
    await sendQuote(origin, "127.0.0.2"),
  ]).toEqual([201, 201, 429]);
  expect(await sendQuote(origin, "127.0.0.3")).toBe(201);
});

test("without it, every visitor is the balancer, and shares one limit", async ({}, testInfo) => {
  running = await twoProxies(`e2e-no-real-ip-${testInfo.workerIndex}`);
  const { origin } = running.balancer;
  expect([await sendQuote(origin, "127.0.0.2"), await sendQuote(origin, "127.0.0.2")]).toEqual([201, 201]);
  expect(await sendQuote(origin, "127.0.0.3")).toBe(429);
});

test("a visitor cannot pose as another by writing X-Forwarded-For", async ({}, testInfo) => {
  running = await twoProxies(`e2e-forged-ip-${testInfo.workerIndex}`, ["127.0.0.1"]);
  const { origin } = running.balancer;
  expect([await sendQuote(origin, "127.0.0.2"), await sendQuote(origin, "127.0.0.2")]).toEqual([201, 201]);
  // The balancer adds 127.0.0.4, where this one comes from, after what it wrote; nginx trusts only the balancer.
  expect(await sendQuote(origin, "127.0.0.4", "127.0.0.2")).toBe(201);
});
