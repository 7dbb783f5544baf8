/**
 * What the smoke checks ask of a browser, the same in every engine: Firefox through puppeteer-core (WebDriver BiDi)
 * and WebKitGTK through WebKitWebDriver (classic WebDriver, with webdriverio). Elements are named by CSS selectors,
 * and what a check reads of the page it reads with a script.
 */
export interface EnginePage {
  readonly engine: string;
  /** Opens `path` on the site and waits for its load event and, with scripts on, until the app has taken it over. */
  open(path: string): Promise<void>;
  reload(): Promise<void>;
  /** The address the page is at. */
  address(): Promise<string>;
  click(selector: string): Promise<void>;
  /** Types `text` into an empty text field, key by key. */
  type(selector: string, text: string): Promise<void>;
  /** Chooses the option of a drop-down by its value. */
  choose(selector: string, value: string): Promise<void>;
  /** Chooses files (absolute paths) in a file input. */
  upload(selector: string, files: string[]): Promise<void>;
  /** The value of a JavaScript expression in the page (a promise is awaited). */
  read<T>(expression: string): Promise<T>;
  /** The console errors, uncaught errors and resources that failed to load since the last call. */
  problems(): Promise<string[]>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /**
   * Whether the site's own scripts run (the default). Off, the browser runs none of them, as one with JavaScript
   * turned off: the driver's own scripts still read the page, but events reach no listener, so an engine's opener
   * must not rely on the page noting anything itself.
   */
  scripts?: boolean;
}

/** Run in the page after each load where the engine's driver does not report these itself. */
export const collectProblems = `if (!window.smokeProblems) {
  var problems = (window.smokeProblems = []);
  addEventListener("error", function (event) {
    var element = event.target;
    problems.push(element && element !== window ? "failed to load: " + (element.src || element.href) : "uncaught error: " + event.message);
  }, true);
  addEventListener("unhandledrejection", function (event) {
    problems.push("unhandled rejection: " + (event.reason && event.reason.message || event.reason));
  });
  addEventListener("securitypolicyviolation", function (event) {
    problems.push("refused by the CSP: " + event.violatedDirective + " " + event.blockedURI);
  });
  var error = console.error;
  console.error = function () {
    problems.push("console error: " + Array.prototype.join.call(arguments, " "));
    return error.apply(console, arguments);
  };
}`;

/** Waits until `condition` resolves true, polling; fails naming `what` after `timeoutMs`. */
export async function waitUntil(condition: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`Waited ${timeoutMs / 1000} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The expression that is true once the app has taken the page over (src/browser/render-app.ts). */
export const HYDRATED = 'document.documentElement.hasAttribute("data-hydrated")';

export const VIEWPORT = { width: 375, height: 812 };
