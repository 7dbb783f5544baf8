/**
 * WebKitGTK's MiniBrowser, driven through WebKitWebDriver (Debian's webkit2gtk-driver) by webdriverio over classic
 * WebDriver, on a virtual display (xvfb-run), at a phone's size. MiniBrowser under automation keeps no data on
 * disk: it is Safari's private browsing, where IndexedDB refuses to store files.
 */
import { spawn } from "node:child_process";
import { remote } from "webdriverio";
import { freePort } from "../tooling/service-process";
import { collectProblems, HYDRATED, VIEWPORT, waitUntil, type EnginePage, type OpenOptions } from "./engine-page";

export const MINIBROWSER_PATH = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

export async function openWebKit(origin: string, { scripts = true }: OpenOptions = {}): Promise<EnginePage> {
  const port = await freePort();
  const driver = spawn("xvfb-run", ["-a", "WebKitWebDriver", `--port=${port}`], { detached: true, stdio: "ignore" });
  const stopDriver = () => {
    try {
      process.kill(-driver.pid!, "SIGTERM");
    } catch {
      // Already gone.
    }
  };
  try {
    await waitUntil(
      () =>
        fetch(`http://127.0.0.1:${port}/status`).then(
          (answer) => answer.ok,
          () => false,
        ),
      "WebKitWebDriver to answer",
    );
    const browser = await remote({
      hostname: "127.0.0.1",
      port,
      path: "/",
      logLevel: "error",
      capabilities: {
        "wdio:enforceWebDriverClassic": true,
        "webkitgtk:browserOptions": {
          binary: MINIBROWSER_PATH,
          // MiniBrowser takes WebKitSettings on its command line. enable-javascript off stops every script of the
          // page (and shows what its <noscript> holds) while WebDriver's own still run; enable-javascript-markup off
          // would run no <script> either, but draw the page as one with scripts on, <noscript> hidden.
          // --full-screen: MiniBrowser shows no toolbar, which keeps its window at least 447 px wide otherwise;
          // with no window manager on the virtual display the window is not made full-screen, and takes the size
          // WebDriver sets.
          args: ["--automation", "--full-screen", ...(scripts ? [] : ["--enable-javascript=false"])],
        },
      } as WebdriverIO.Capabilities,
    });
    return webKitPage(browser, origin, scripts, async () => {
      await browser.deleteSession();
      stopDriver();
    });
  } catch (error) {
    stopDriver();
    throw error;
  }
}

async function webKitPage(
  browser: WebdriverIO.Browser,
  origin: string,
  scripts: boolean,
  close: () => Promise<void>,
): Promise<EnginePage> {
  // Full-screen, the window is all page (openWebKit), so the page gets exactly the size set.
  await browser.setWindowSize(VIEWPORT.width, VIEWPORT.height);
  const problems: string[] = [];
  /** The expression's value; one that throws in the page fails the check with its message. */
  const read = async <T>(expression: string) => {
    const result = await browser.executeAsync<{ value?: T; failed?: string }, []>(
      `var done = arguments[arguments.length - 1];
      Promise.resolve().then(function () { return ${expression}; })
        .then(function (value) { done({ value: value }); }, function (error) { done({ failed: String(error) }); });`,
    );
    if (result.failed !== undefined) throw new Error(`In WebKit, ${expression}: ${result.failed}`);
    return result.value as T;
  };
  const collect = async () => {
    problems.push(...(await read<string[]>("window.smokeProblems ? window.smokeProblems.splice(0) : []")));
  };
  // Navigation returns at the load event, and the app's scripts are only then fetched (gatsby/rewrites/defer-app-scripts.ts):
  // the page's problems are collected from before they run. With scripts off, no listener would ever be called:
  // only the failed requests the proxy sees are checked.
  const settle = async () => {
    if (!scripts) return;
    await browser.execute(collectProblems);
    await waitUntil(() => read<boolean>(HYDRATED), "the app to take the page over");
  };
  return {
    engine: "WebKit",
    async open(path) {
      await collect();
      await browser.url(new URL(path, origin).href);
      await settle();
    },
    async reload() {
      await collect();
      await browser.refresh();
      await settle();
    },
    address: () => browser.getUrl(),
    // The element is first brought to the middle of the window by a script that scrolls at once: WebDriver scrolls
    // an element only just into view, where the sticky header or the chat button can cover it, and webdriverio's
    // scrollIntoView scrolls with a wheel action, which WebKitGTK animates and may not have started when webdriverio
    // sees the element still: the click then presses where the element was mid-scroll, and misses it.
    // Where the press lands is noted and checked, so that a page moving under it fails here, naming what was pressed.
    // With scripts off no listener notes it, and nothing moves the page: what is at the element's centre is checked
    // before the press instead.
    async click(selector) {
      const element = await browser.$(selector).getElement();
      const there = await browser.execute(
        (target, notePress) => {
          const page = window as Window & { smokePressed?: string | null };
          const described = (found: Element | null) =>
            found && target.contains(found) ? "" : (found?.outerHTML.slice(0, 120) ?? "nothing in the page");
          target.scrollIntoView({ block: "center", behavior: "instant" });
          if (!notePress) {
            const box = target.getBoundingClientRect();
            return described(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
          }
          page.smokePressed = null;
          const noteTheTarget = (event: Event) => (page.smokePressed = described(event.target as Element));
          document.addEventListener("pointerdown", noteTheTarget, { capture: true, once: true });
          return "";
        },
        element as unknown as HTMLElement,
        scripts,
      );
      if (there !== "") throw new Error(`WebKit's click on ${selector} would press ${there}`);
      await element.click();
      if (!scripts) return;
      const pressed = await read<string | null>("window.smokePressed");
      if (pressed !== "") throw new Error(`WebKit's click on ${selector} pressed ${pressed ?? "nothing in the page"}`);
    },
    type: (selector, text) => browser.$(selector).addValue(text),
    choose: (selector, value) => browser.$(selector).selectByAttribute("value", value),
    upload: (selector, files) => browser.$(selector).addValue(files.join("\n")),
    read,
    async problems() {
      await collect();
      return problems.splice(0);
    },
    close,
  };
}
