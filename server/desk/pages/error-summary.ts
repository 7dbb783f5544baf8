/**
 * GOV.UK's error summary at the top of a page whose form came back: "There is a problem" and each problem as a link
 * to its field, announced as an alert when the page loads (no script needed), focusable for the link that leads to it.
 */
import { escaped } from "../../safe-html";

/** A problem and the id of the field it is about. */
export interface ProblemLink {
  text: string;
  field: string;
}

export const ERROR_SUMMARY_TITLE = "There is a problem";

export const errorSummary = (problems: readonly ProblemLink[]) =>
  escaped`<div class="error-summary" id="problems" role="alert" aria-labelledby="problems-title" tabindex="-1">
<h2 id="problems-title">${ERROR_SUMMARY_TITLE}</h2>
<ul>${problems.map(({ text, field }) => escaped`<li><a href="#${field}">${text}</a></li>`)}</ul></div>`;
