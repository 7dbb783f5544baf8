/**
 * Preloaded into a service process (NODE_OPTIONS=--require) to put its clock CLOCK_SHIFT_DAYS ahead,
 * so the service and the browser both live weeks after the build. Test-only: the service has no such hook.
 */
const shiftMs = Number(process.env.CLOCK_SHIFT_DAYS) * 24 * 60 * 60 * 1000;
if (!Number.isFinite(shiftMs)) throw new Error("shifted-clock.cjs needs CLOCK_SHIFT_DAYS");
const RealDate = Date;
class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + shiftMs);
    else super(...args);
  }
  static now() {
    return RealDate.now() + shiftMs;
  }
}
globalThis.Date = ShiftedDate;
