/**
 * @jest-environment node
 */
import { sessionPageLighthouseFlags, sessionCookieHeader, statusLinkIn } from "../../bench/claim-status-page";

const origin = "http://localhost:9100";
const link = `${origin}/claim-status/link?token=q0Z-x_9aB3cD4eF5gH6iJ7`;

describe("statusLinkIn", () => {
  it("reads the link alone on its line of the e-mail's text", () => {
    const text = `Your link to claim CLM-2026-000001\r\n\r\n${link}\r\n\r\nThe link works once, for 24 hours.`;
    expect(statusLinkIn(text, origin)).toBe(link);
  });

  it("refuses a text without the link, or with it at another origin or inside a sentence", () => {
    const refusal = `The link e-mail holds no line with a link starting ${origin}/claim-status/link?token=`;
    expect(() => statusLinkIn("Your link to claim CLM-2026-000001", origin)).toThrow(refusal);
    expect(() => statusLinkIn(link.replace("9100", "9000"), origin)).toThrow(refusal);
    expect(() => statusLinkIn(`${link} (works once)`, origin)).toThrow(refusal);
  });
});

describe("sessionCookieHeader", () => {
  it("sends the session asked for alone", () => {
    const cookies = [
      { name: "__Host-desk_session", value: "staff" },
      { name: "__Host-claim_session", value: "c2Vzc2lvbg" },
    ];
    expect(sessionCookieHeader(cookies, "__Host-claim_session", '"Show my claim"')).toBe(
      "__Host-claim_session=c2Vzc2lvbg",
    );
    expect(sessionCookieHeader(cookies, "__Host-desk_session", "Registering a passkey")).toBe(
      "__Host-desk_session=staff",
    );
  });

  it("says so when the browser kept no claim session", () => {
    expect(() =>
      sessionCookieHeader([{ name: "__Host-desk_session", value: "staff" }], "__Host-claim_session", '"Show my claim"'),
    ).toThrow('"Show my claim" set no __Host-claim_session cookie that the browser kept');
  });
});

describe("sessionPageLighthouseFlags", () => {
  it("loads the page on a 375 px phone's screen with the session's cookie on every request", () => {
    expect(sessionPageLighthouseFlags("__Host-claim_session=c2Vzc2lvbg")).toEqual([
      "--screenEmulation.mobile",
      "--screenEmulation.width=375",
      "--screenEmulation.height=667",
      "--screenEmulation.deviceScaleFactor=2",
      '--extra-headers={"Cookie":"__Host-claim_session=c2Vzc2lvbg"}',
    ]);
  });
});
