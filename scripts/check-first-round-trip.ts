/**
 * `tsx scripts/check-first-round-trip.ts <built site>` fails when a page, with brotli and its headers, is over a
 * new connection's first round trip; with `--content-at-limits`, for the site built from the content with every
 * field at its limit (npm run build:e2e-cross-origin), when a page leaves less than the content's margin free.
 * `npm test` runs both: the production build itself only warns, so that an editor's change is still published.
 */
import path from "node:path";
import {
  checkFirstRoundTrip,
  CONTENT_AT_LIMITS_BYTES,
  CONTENT_MARGIN,
  describePagesOver,
  FIRST_ROUND_TRIP_BYTES,
} from "../gatsby/checks/first-round-trip";

const [site, option] = process.argv.slice(2);
if (!site || (option !== undefined && option !== "--content-at-limits")) {
  console.error("Usage: tsx scripts/check-first-round-trip.ts <built site> [--content-at-limits]");
  process.exit(2);
}
const atLimits = option === "--content-at-limits";
const limit = atLimits ? CONTENT_AT_LIMITS_BYTES : FIRST_ROUND_TRIP_BYTES;
const { largest, over } = checkFirstRoundTrip(path.resolve(site), limit);
const largestText = `the largest is ${largest.page}, ${largest.bytes.toLocaleString("en")} bytes`;
if (over.length > 0) {
  const advice = atLimits
    ? "Make them smaller, or lower the limits of the fields they show in gatsby/content-model/model.ts"
    : "Make them smaller";
  console.error(`${site}: ${describePagesOver(over, limit)} ${advice} (docs/performance-budgets.md).`);
  process.exitCode = 1;
} else if (atLimits) {
  console.log(
    `${site}: with every field at its limit, every page keeps ${CONTENT_MARGIN * 100} % of the first round trip free; ${largestText}`,
  );
} else {
  console.log(`${site}: every page fits a first round trip; ${largestText}`);
}
