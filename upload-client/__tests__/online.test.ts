/** Waiting for the browser to say it is back online. */
import { nextOnline, onlineOrAfter } from "../online";

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const backOnline = () => window.dispatchEvent(new Event("online"));

/** Whether `waiting` has resolved, once the promises due have run. */
async function hasResolved(waiting: Promise<void>): Promise<boolean> {
  let resolved = false;
  void waiting.then(() => (resolved = true));
  await jest.advanceTimersByTimeAsync(0);
  return resolved;
}

describe("onlineOrAfter", () => {
  it("resolves after the time given, not before", async () => {
    const waiting = onlineOrAfter(1000);
    await jest.advanceTimersByTimeAsync(999);
    expect(await hasResolved(waiting)).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await hasResolved(waiting)).toBe(true);
  });

  it("resolves at once when the browser comes back online, leaving no timer behind", async () => {
    const waiting = onlineOrAfter(1000);
    backOnline();
    expect(await hasResolved(waiting)).toBe(true);
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe("nextOnline", () => {
  it("resolves when the browser comes back online, not before", async () => {
    const waiting = nextOnline();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(await hasResolved(waiting)).toBe(false);
    backOnline();
    expect(await hasResolved(waiting)).toBe(true);
  });
});
