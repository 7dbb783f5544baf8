/**
 * The device a desk session was opened from, as its person would name it on the passkeys page and in the e-mail of a
 * passkey change: "Chrome on Android", "Safari on iPhone", "an unknown browser" (written to go inside a sentence).
 * Only this label is kept, never the User-Agent itself: it is all a person needs to tell a lost phone from a laptop,
 * and the full header, with its versions, would only help tell browsers apart.
 */
import type { FastifyRequest } from "fastify";

/** Checked in order: Edge, Opera and Samsung Internet also say Chrome, and Chrome also says Safari. */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\b(OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\b(Chrome|CriOS|HeadlessChrome|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

/** Checked in order: Android and ChromeOS also say Linux, an iPhone also says Mac OS X. */
const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\bAndroid\b/, "Android"],
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

const named = (names: readonly (readonly [RegExp, string])[], userAgent: string) =>
  names.find(([pattern]) => pattern.test(userAgent))?.[1];

export function deviceLabel(userAgent: string | undefined): string {
  const browser = userAgent === undefined ? undefined : named(BROWSERS, userAgent);
  const system = userAgent === undefined ? undefined : named(SYSTEMS, userAgent);
  if (system === undefined) return browser ?? "an unknown browser";
  return `${browser ?? "a browser"} on ${system}`;
}

/** The device a request came from. */
export const deviceOf = (request: FastifyRequest) => deviceLabel(request.headers["user-agent"]);
