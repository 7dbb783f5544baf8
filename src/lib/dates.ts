/**
 * Calendar dates written YYYY-MM-DD, and shown as Nigerians write them: 31 December 2026.
 *
 * Written by hand rather than with Intl.DateTimeFormat, whose first use loads locale data on the
 * main thread while the page is becoming interactive.
 */
const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** Read as UTC, so build and browser agree. */
export function formatDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return `${date.getUTCDate()} ${monthNames[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
