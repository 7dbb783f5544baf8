/**
 * The insurer's clock on a claim's page (storage/claim-packs/insurer-chases.ts, desk/insurer-clock.ts): in the side
 * column, the days the claim has been with its insurer against the insurer's Service Charter (to acknowledge, to make
 * an offer) and the Act's 60 days, the follow-up date and what set it, a form to change it and the "Chase the
 * insurer" button, while the claim waits on the insurer; then the timeline's line for each chase, and what the page
 * says at its top once one is made or the date is set.
 */
import { lagosDate, lagosDaysSince, lagosTime, writtenDate } from "../../mail/lagos-time";
import { escaped, type SafeHtml } from "../../safe-html";
import { CHASE_AGAIN_WORKING_DAYS } from "../insurer-clock";
import { SETTLEMENT_DAYS } from "../settlement-days";
import type { FollowUp } from "../../storage/claim-packs/follow-ups";
import { FOLLOW_UP_LABEL, type InsurerChase, type InsurerClock } from "../../storage/claim-packs/insurer-chases";
import { submissionPath } from "../desk-paths";
import type { ProblemLink } from "./error-summary";
import type { Retry } from "./submission-changes";

/** The clock's heading and its forms' names: a chase refused comes back to the heading. */
export const CLOCK = "clock";
export const FOLLOW_UP_FORM = "follow-up";
const FOLLOW_UP_ID = "follow-up-on";

export const isClockForm = (form: string | undefined) => form === CLOCK || form === FOLLOW_UP_FORM;

/** What a clock form sent back is about, for the page's error summary. */
export function clockProblemLinks(retry: Retry, refusal: string): ProblemLink[] {
  const problems = retry.problems.length > 0 ? retry.problems : [refusal];
  return problems.map((text) => ({ text, field: text.startsWith(FOLLOW_UP_LABEL) ? FOLLOW_UP_ID : CLOCK }));
}

const days = (count: number) => `${count} ${count === 1 ? "day" : "days"}`;

/** "by Thursday 26 November 2026", and how far past it today is, unless it is done. */
function due(date: string, done: boolean, now: Date): string {
  const past = lagosDaysSince(date, now);
  return `by ${writtenDate(date)}${done ? ", done" : past > 0 ? `, ${days(past)} past` : ""}`;
}

const setByWords: Record<FollowUp["setBy"], (followUp: FollowUp) => string> = {
  sent: () => "the charter's day to acknowledge",
  answered: () => "after the insurer's latest answer",
  staff: (followUp) => `chosen by ${followUp.staffName ?? "staff"}`,
  chased: (followUp) => `after ${followUp.staffName ?? "staff"}'s chase`,
};

function sentHow(clock: InsurerClock): string {
  if (!clock.pack) return "moved there by hand";
  return clock.pack.delivery === "email" ? "by claim pack, e-mailed" : "by claim pack, for its portal";
}

function followUpForm(reference: string, clock: InsurerClock, retry: Retry | undefined, now: Date): SafeHtml {
  const today = lagosDate(now);
  const back = retry?.form === FOLLOW_UP_FORM ? retry : undefined;
  const sent = back?.values.followUpOn;
  const value = typeof sent === "string" ? sent : (clock.followUp?.on ?? today);
  const problems = back?.problems.filter((problem) => problem.startsWith(FOLLOW_UP_LABEL)) ?? [];
  const errorId = `${FOLLOW_UP_ID}-problem`;
  return escaped`<form method="post" action="${submissionPath(reference)}/follow-up" class="change">
<label for="${FOLLOW_UP_ID}">Follow up on another day</label>${problems.length > 0 && escaped`<p class="field-problem" id="${errorId}">${problems.join("; ")}</p>`}
<div class="search-row"><input id="${FOLLOW_UP_ID}" name="followUpOn" type="date" value="${value}" min="${today}" required${problems.length > 0 && escaped` aria-invalid="true" aria-describedby="${errorId}"`}>
<button type="submit">Set the date</button></div>
</form>`;
}

function chaseForm(reference: string, clock: InsurerClock): SafeHtml {
  const { chaseTo, sending } = clock;
  if (!chaseTo) {
    return escaped`<p class="quiet-text">${sending.insurerName} is not on the desk's insurers: add it with its claims address to chase it by e-mail.</p>`;
  }
  const how = chaseTo.packId === null ? "a new e-mail" : "a reply in the claim pack's e-mail thread";
  return escaped`<form method="post" action="${submissionPath(reference)}/chase" class="change">
<p class="quiet-text">E-mails ${sending.insurerName} a reminder, ${how}, to ${chaseTo.recipients.join(", ")}, and moves the follow-up date on ${String(CHASE_AGAIN_WORKING_DAYS)} working days.</p>
<button type="submit">Chase the insurer</button>
</form>`;
}

/** The side column's clock, for a claim that has gone to an insurer and is open. */
export function insurerClockSection(
  reference: string,
  clock: InsurerClock,
  retry: Retry | undefined,
  now: Date,
): SafeHtml {
  const { sending, dates, followUp } = clock;
  const { charter } = sending;
  const left = SETTLEMENT_DAYS - clock.daysSinceFirstSent;
  return escaped`<h3 id="${CLOCK}" tabindex="-1">The insurer's clock</h3>
<dl class="state"><dt>Sent to</dt><dd>${sending.insurerName}, ${lagosTime(sending.sentAt)} (${sentHow(clock)})</dd>
<dt>With the insurer</dt><dd>${days(clock.daysWithInsurer)}</dd>
<dt>To acknowledge</dt><dd>${String(charter.acknowledgeWorkingDays)} working days: ${due(dates.acknowledgeBy, sending.acknowledged, now)}</dd>
<dt>To make an offer</dt><dd>${days(charter.offerDays)}: ${due(dates.offerBy, false, now)}</dd>
<dt>The Act's ${String(SETTLEMENT_DAYS)} days</dt><dd>${String(clock.daysSinceFirstSent)} of ${String(SETTLEMENT_DAYS)} since it first went to an insurer, ${left >= 0 ? `${days(left)} left` : `${days(-left)} over`} (${writtenDate(dates.actBy)})</dd>
${clock.waiting && followUp && escaped`<dt>Follow up on</dt><dd>${writtenDate(followUp.on)} (${setByWords[followUp.setBy](followUp)})</dd>`}</dl>
<p class="quiet-text">${sending.insurer ? "The charter's days are the insurer's on the desk." : `${sending.insurerName} is not on the desk: its days are the desk's defaults.`} Working days are Monday to Friday; public holidays are not known to the desk.</p>
${
  clock.waiting
    ? escaped`${followUpForm(reference, clock, retry, now)}${chaseForm(reference, clock)}`
    : escaped`<p class="quiet-text">It is not waiting on the insurer now: nothing to follow up.</p>`
}`;
}

/** A chase's line in the timeline. */
export function chaseWords(chase: InsurerChase): SafeHtml {
  const thread = chase.packId === null ? "in a new e-mail" : "in the claim pack's e-mail thread";
  return escaped`<p>${chase.staffName} chased ${chase.insurerName}, at ${chase.recipients.join(", ")}, ${thread}, ${chase.daysWithInsurer <= 0 ? "the day the claim was sent" : `${days(chase.daysWithInsurer)} after the claim was sent`}.</p>
<p>Next follow-up: ${writtenDate(chase.followUpOn)}.</p>
<p>${chase.sentAt === null ? "Waiting in the outbox." : "E-mailed."}</p>`;
}

/** What the page says at its top after a chase or a new follow-up date. */
export function clockDoneWords(said: "chased" | "follow-up", clock: InsurerClock | undefined): string | undefined {
  const on = clock?.followUp?.on;
  if (!clock || on === undefined) return undefined;
  return said === "chased"
    ? `Chased ${clock.sending.insurerName}; the next follow-up is ${writtenDate(on)}.`
    : `The follow-up date is ${writtenDate(on)}.`;
}
