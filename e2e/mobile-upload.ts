/** The network of a visitor sending documents over mobile data, for the tests of the upload's progress. */
import type { BrowserContext, Page } from "@playwright/test";

/** About 4 Mbit/s up and 100 ms of latency: a document of a megabyte or more takes a few seconds to send. */
export async function throttleToMobileData(context: BrowserContext, page: Page) {
  const network = await context.newCDPSession(page);
  await network.send("Network.enable");
  await network.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 100,
    downloadThroughput: 1_000_000,
    uploadThroughput: 500_000,
  });
}
