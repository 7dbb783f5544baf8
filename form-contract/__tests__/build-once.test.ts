import { buildOnce } from "../shared/build-once";

describe("buildOnce", () => {
  it("does not build until first asked", () => {
    const build = jest.fn(() => ({ built: true }));
    buildOnce(build);
    expect(build).not.toHaveBeenCalled();
  });

  it("builds on the first call and hands back the same value afterwards", () => {
    const build = jest.fn(() => ({ built: true }));
    const get = buildOnce(build);
    const first = get();
    expect(first).toEqual({ built: true });
    expect(get()).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it("keeps a built value that is undefined instead of building again", () => {
    const build = jest.fn(() => undefined);
    const get = buildOnce(build);
    get();
    get();
    expect(build).toHaveBeenCalledTimes(1);
  });
});
