/** Whether a job opening still takes applications: up to and including its `validThrough` day. */
export function isOpenOn(opening: { validThrough: string }, today: string): boolean {
  return opening.validThrough >= today;
}
