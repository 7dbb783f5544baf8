/**
 * How soon a form takes input on the low-end profile, measured in Chromium itself: the network (RTT, bandwidth)
 * and CPU throttled through the DevTools protocol, a fresh cache each time, and the time from the navigation's
 * start until the form takes input and its submit button is enabled and works: held until the app runs
 * (src/forms/shared/HoldEarlySubmit.tsx) or sent by the app itself. The visitor goes straight to the form, so it
 * is scrolled into view as soon as it is there.
 */
import { chromium, type Browser } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tooling/chromium";
import { RELEASE_HELD_SUBMIT } from "../src/forms/shared/held-submit";
import { applyLowEndThrottling } from "./low-end-throttling";

/** `cpuSlowdown`: the low-end profile's, calibrated to this machine (lowEndCpuSlowdown in bench/report.ts). */
export async function formReadyMs(
  browser: Browser,
  url: string,
  formSelector: string,
  cpuSlowdown: number,
): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    const page = await context.newPage();
    await applyLowEndThrottling(context, page, cpuSlowdown);
    await page.goto(url, { waitUntil: "commit" });
    // Polled on each frame, so the check is kept cheap: it scrolls to the form once, not on every frame
    // (each scroll forced a layout that a throttled phone paid for in the middle of hydrating).
    const ready = await page.waitForFunction(
      ([selector, holdMark]) => {
        const form = document.querySelector(selector);
        if (form && !form.hasAttribute("data-bench-scrolled")) {
          form.setAttribute("data-bench-scrolled", "");
          form.scrollIntoView({ block: "center" });
        }
        const submit = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
        const field = form?.querySelector<HTMLInputElement>("input:not([type=hidden])");
        // The hold's script runs as the form is parsed: once it is in the page, a press is held for the app.
        const held = form?.querySelector("script")?.textContent?.includes(holdMark) ?? false;
        const submits =
          form instanceof HTMLFormElement && (held || document.documentElement.hasAttribute("data-hydrated"));
        const usable = submits && submit && !submit.disabled && field;
        return usable ? performance.now() : false;
      },
      [formSelector, RELEASE_HELD_SUBMIT] as const,
      { polling: "raf", timeout: 30_000 },
    );
    return (await ready.jsonValue()) as number;
  } finally {
    await context.close();
  }
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}
