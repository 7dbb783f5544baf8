/**
 * The low-end profile applied to a real Chromium page through the DevTools protocol: a fresh cache, the network's
 * RTT and bandwidth, the CPU slowed. The form-ready budget and the applied measurements throttle alike.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { lowEndProfile } from "./budgets";

/** `cpuSlowdown`: the low-end profile's, calibrated to this machine (lowEndCpuSlowdown in bench/report.ts). */
export async function applyLowEndThrottling(context: BrowserContext, page: Page, cpuSlowdown: number) {
  const devtools = await context.newCDPSession(page);
  await devtools.send("Network.enable");
  await devtools.send("Network.setCacheDisabled", { cacheDisabled: true });
  const bytesPerSecond = (lowEndProfile.throughputKbps * 1000) / 8;
  await devtools.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: lowEndProfile.rttMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
  await devtools.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
}
