/** Today's date as a date input writes it, so the claim's "not in the future" check means the same on the phone and in the service. */
/** The calendar date (YYYY-MM-DD, as a date input writes it) of `now` in the clock's own time zone. */
export function localToday(now = new Date()): string {
  const offsetMs = now.getTimezoneOffset() * 60_000;
  return new Date(now.getTime() - offsetMs).toISOString().slice(0, 10);
}
