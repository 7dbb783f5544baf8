/** The network of a visitor sending documents over mobile data, for the tests of the upload's progress. */
import type { BrowserContext, Page } from "@playwright/test";

/**
 * About 1.2 Mbit/s up, a congested cell, and 100 ms of latency: a document of a megabyte or more takes several
 * seconds to send, longer than a loaded test machine takes to press Submit after choosing it (at 4 Mbit/s a
 * 1.5 MB document was sometimes whole before the press, and no progress was left to show).
 */
export async function throttleToMobileData(context: BrowserContext, page: Page) {
  const network = await context.newCDPSession(page);
  await network.send("Network.enable");
  await network.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 100,
    downloadThroughput: 1_000_000,
    uploadThroughput: 150_000,
  });
}
