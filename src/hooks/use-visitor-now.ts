/**
 * The visitor's clock, read once React has taken over the page; null in the static HTML. Anything dated
 * (today's date, the year, whether an opening has closed) comes from here, never from the day of the
 * build: the HTML may be served weeks later, and hydration would not correct a date baked into it.
 */
import { useEffect, useState } from "react";

export function useVisitorNow(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the second render, once hydrated, is the point
  useEffect(() => setNow(new Date()), []);
  return now;
}
