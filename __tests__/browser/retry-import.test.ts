/** Fetching split-off code again after a failure: after a pause that grows, or at once when the phone is back online. */
import { retryImport } from "../../src/browser/retry-import";

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** A load that fails its first `failures` tries, then gives "code"; `tries` holds the time of each, in ms. */
function flakyLoad(failures: number) {
  const start = Date.now();
  const tries: number[] = [];
  const load = () => {
    tries.push(Date.now() - start);
    return tries.length > failures ? Promise.resolve("code") : Promise.reject(new Error(`try ${tries.length} failed`));
  };
  return { load, tries };
}

const backOnline = () => window.dispatchEvent(new Event("online"));

describe("retryImport", () => {
  it("gives the code at the first try that succeeds, without trying again", async () => {
    const { load, tries } = flakyLoad(0);
    await expect(retryImport(load)).resolves.toBe("code");
    await jest.advanceTimersByTimeAsync(60_000);
    expect(tries).toEqual([0]);
  });

  it("tries again after 1, 2 and 4 s", async () => {
    const { load, tries } = flakyLoad(3);
    const code = retryImport(load);
    await jest.advanceTimersByTimeAsync(6999);
    expect(tries).toEqual([0, 1000, 3000]);
    await jest.advanceTimersByTimeAsync(1);
    await expect(code).resolves.toBe("code");
    expect(tries).toEqual([0, 1000, 3000, 7000]);
  });

  it("rejects with the last try's error once four tries have failed, and tries no more", async () => {
    const { load, tries } = flakyLoad(Infinity);
    const code = retryImport(load);
    const settled = expect(code).rejects.toThrow("try 4 failed");
    await jest.advanceTimersByTimeAsync(7000);
    await settled;
    await jest.advanceTimersByTimeAsync(60_000);
    expect(tries).toEqual([0, 1000, 3000, 7000]);
  });

  it("tries again at once when the browser comes back online, and then waits no longer", async () => {
    const { load, tries } = flakyLoad(1);
    const code = retryImport(load);
    await jest.advanceTimersByTimeAsync(200);
    backOnline();
    await expect(code).resolves.toBe("code");
    expect(tries).toEqual([0, 200]);
    expect(jest.getTimerCount()).toBe(0);
    backOnline();
    expect(tries).toEqual([0, 200]);
  });
});
