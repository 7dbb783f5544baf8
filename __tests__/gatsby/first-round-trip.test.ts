import {
  checkFirstRoundTrip,
  CONTENT_AT_LIMITS_BYTES,
  describePagesOver,
  FIRST_ROUND_TRIP_BYTES,
} from "../../gatsby/checks/first-round-trip";
import { fits, homeFits, roundTripSite as site } from "../support/round-trip-site";

test("counts a page's brotli copy, the headers _headers gives it and the server's own, and names the largest", () => {
  const { largest, over } = checkFirstRoundTrip(site({ about: fits - 1000, services: fits }));
  expect(largest).toEqual({ page: "/services/", bytes: FIRST_ROUND_TRIP_BYTES });
  expect(over).toEqual([]);
});

test("names each page over the first round trip and its size, largest first, and leaves the pages that fit unnamed", () => {
  const { over } = checkFirstRoundTrip(site({ "": homeFits + 1, about: fits, services: fits + 70 }));
  expect(describePagesOver(over)).toBe(
    "Pages over the 14,600 bytes a new connection delivers in its first round trip, with brotli and headers: " +
      "/services/: 14,670 bytes; /: 14,601 bytes.",
  );
});

test("holds the site built with every field at its limit to the first round trip less the content's margin", () => {
  expect(CONTENT_AT_LIMITS_BYTES).toBe(13_870);
  const atMargin = fits - (FIRST_ROUND_TRIP_BYTES - CONTENT_AT_LIMITS_BYTES);
  const { over } = checkFirstRoundTrip(site({ about: atMargin, services: atMargin + 1 }), CONTENT_AT_LIMITS_BYTES);
  expect(describePagesOver(over, CONTENT_AT_LIMITS_BYTES)).toBe(
    "Pages over 13,870 bytes, the 14,600 bytes of a new connection's first round trip less the content's margin " +
      "of 5 %, with brotli and headers: /services/: 13,871 bytes.",
  );
});
