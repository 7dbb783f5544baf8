/**
 * The year for the copyright line. The static HTML carries the build year; after hydration the visitor's
 * clock takes over, so a page built in December still shows the right year in January without a mismatch.
 */
import { useEffect, useState } from "react";

export function useCurrentYear(buildYear: number): number {
  const [year, setYear] = useState(buildYear);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}
