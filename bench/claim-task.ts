/**
 * `npm run bench:claim`: the task that matters most to a visitor, timed whole in Chromium on the low-end network
 * (RTT 300 ms, 700 kbit/s down, 400 kbit/s up): filing a claim with three 12 MP phone photos of about 4 MB each,
 * against the compiled service on the published build, through a TCP proxy that counts the bytes the phone
 * sends and can cut its connections. Medians of three of:
 * - submit to reference, the photos chosen just before submit;
 * - submit to reference, the photos chosen and then 60 s spent typing the description;
 * - bytes sent against the photos' size;
 * - the cost of a cut: bytes sent again when the connection drops once, 40 % into one photo's upload.
 * Writes bench/claim-report.md and bench/claim-report.json. A benchmark, not a test: it fails only if a claim
 * does not go through.
 */
import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { startCuttingProxy, type CuttingProxy } from "../tooling/cutting-proxy";
import { fillClaimFields } from "../tooling/form-filling";
import { phonePhoto } from "../tooling/phone-photo";
import { startService, storedSubmissions } from "../tooling/service-process";
import { lowEndProfile } from "./budgets";
import { launchChromium } from "./form-ready";
import { median } from "./median";

const RUNS = 3;
const TYPING_MS = 60_000;
const UPLOAD_KBPS = 400;
const root = path.resolve(__dirname, "..");

interface TaskRun {
  submitToReferenceMs: number;
  bytesSent: number;
}

const claim = {
  fullName: "Emeka Okonkwo",
  email: "emeka@example.com",
  phone: "0803 555 0164",
  policyNumber: "MTR/2026/004411",
  claimType: "auto",
  incidentDate: "2026-11-20",
  description: "A truck reversed into my parked car at Berger; the bonnet, bumper and headlamps are damaged.",
};

async function throttled(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await devtools.send("Network.enable");
  await devtools.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: lowEndProfile.rttMs,
    downloadThroughput: (lowEndProfile.throughputKbps * 1000) / 8,
    uploadThroughput: (UPLOAD_KBPS * 1000) / 8,
  });
  return page;
}

/** One claim: the photos chosen, `typingMs` spent before submitting, then the time until the reference shows. */
async function fileClaim(
  browser: Browser,
  proxy: CuttingProxy,
  photos: Buffer[],
  { typingMs = 0, cutAtShare }: { typingMs?: number; cutAtShare?: number },
): Promise<TaskRun> {
  const page = await throttled(browser);
  try {
    await page.goto(`http://localhost:${proxy.port}/claims/`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 120_000 });
    const form = await fillClaimFields(page.locator("#claims-form form"), claim);
    const before = proxy.bytesFromBrowser();
    await form
      .getByLabel("Supporting documents")
      .setInputFiles(
        photos.map((buffer, index) => ({ name: `IMG_2026112${index}_0930.jpg`, mimeType: "image/jpeg", buffer })),
      );
    if (cutAtShare !== undefined) {
      // Cut once the first document's line says it is past that share.
      await page.waitForFunction(
        (share) => {
          const line = document.querySelector("#claims-form li p")?.textContent ?? "";
          const percent = /^Uploading: (\d+)%$/.exec(line)?.[1];
          return percent !== undefined && Number(percent) >= share * 100;
        },
        cutAtShare,
        { timeout: 300_000, polling: 100 },
      );
      proxy.cutAll();
    }
    await page.waitForTimeout(typingMs);
    const submitted = Date.now();
    await form.getByRole("button", { name: "Submit Claim" }).click();
    await form
      .getByRole("status")
      .getByText(/Your reference is CLM-/)
      .waitFor({ timeout: 600_000 });
    return { submitToReferenceMs: Date.now() - submitted, bytesSent: proxy.bytesFromBrowser() - before };
  } finally {
    await page.context().close();
  }
}

function renderReport(figures: Record<string, number>, photoBytes: number[]): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  return [
    "# The claim task on the low-end network",
    "",
    `Chromium on RTT ${lowEndProfile.rttMs} ms, ${lowEndProfile.throughputKbps} kbit/s down, ${UPLOAD_KBPS} kbit/s up; three 12 MP`,
    `photos of ${photoBytes.map(mb).join(", ")}; medians of ${RUNS} runs (\`npm run bench:claim\`, ${new Date().toISOString().slice(0, 10)}).`,
    "",
    "| measure | result | goal |",
    "| --- | --- | --- |",
    `| submit to reference, photos chosen just before submit | ${seconds(figures.chosenJustBeforeMs!)} | under 45 s (242 s before) |`,
    `| submit to reference, photos chosen, then 60 s typing | ${seconds(figures.afterTypingMs!)} | under 5 s |`,
    `| bytes sent against the photos' size | ${figures.bytesShare!.toFixed(2)} × (${mb(figures.bytesSent!)} for ${mb(figures.photosBytes!)}) | |`,
    `| bytes sent again after one cut, 40 % into a photo | ${(figures.resentAfterCut! / 1024).toFixed(1)} KB | at most one chunk (512 KB) |`,
    "",
  ].join("\n");
}

async function main() {
  const service = await startService("bench-claim", {
    PUBLIC_DIR: path.join(root, "site", "live"),
    RATE_LIMIT_MAX: "1000",
    UPLOAD_RATE_LIMIT_MAX: "1000",
  });
  const proxy = await startCuttingProxy(Number(new URL(service.origin).port));
  const browser = await launchChromium();
  try {
    const photos = await Promise.all([1, 2, 3].map((seed) => phonePhoto(seed)));
    const photosBytes = photos.reduce((sum, photo) => sum + photo.length, 0);
    const justBefore: TaskRun[] = [];
    const afterTyping: TaskRun[] = [];
    const cut: TaskRun[] = [];
    const single: TaskRun[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      justBefore.push(await fileClaim(browser, proxy, photos, {}));
      afterTyping.push(await fileClaim(browser, proxy, photos, { typingMs: TYPING_MS }));
      single.push(await fileClaim(browser, proxy, [photos[0]!], {}));
      cut.push(await fileClaim(browser, proxy, [photos[0]!], { cutAtShare: 0.4 }));
      console.log(
        `run ${run + 1}: ${justBefore[run]!.submitToReferenceMs} ms, ${afterTyping[run]!.submitToReferenceMs} ms`,
      );
    }
    const stored = storedSubmissions(service.dataDir);
    if (stored.length !== RUNS * 4) throw new Error(`${stored.length} claims stored, expected ${RUNS * 4}`);
    const bytesSent = median(justBefore.map((run) => run.bytesSent));
    const figures = {
      chosenJustBeforeMs: median(justBefore.map((run) => run.submitToReferenceMs)),
      afterTypingMs: median(afterTyping.map((run) => run.submitToReferenceMs)),
      photosBytes,
      bytesSent,
      bytesShare: bytesSent / photosBytes,
      resentAfterCut: Math.max(0, median(cut.map((run) => run.bytesSent)) - median(single.map((run) => run.bytesSent))),
    };
    const report = renderReport(
      figures,
      photos.map((photo) => photo.length),
    );
    fs.writeFileSync(path.join(__dirname, "claim-report.md"), report);
    fs.writeFileSync(
      path.join(__dirname, "claim-report.json"),
      `${JSON.stringify({ figures, runs: { justBefore, afterTyping, single, cut } }, null, 2)}\n`,
    );
    console.log(report);
  } finally {
    await browser.close();
    await proxy.close();
    await service.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
