/**
 * What a form on the desk gets once its session has ended (401): the way back to sign in. A note or a move comes
 * back whole: what was typed is shown, and kept in the page's own form (never in an address, a log or the browser's
 * storage), to send again from this tab once signed in again in another, which opens on the submission's page.
 */
import { escaped } from "../../safe-html";
import { DESK_PATHS } from "../desk-paths";
import { signInPathFrom } from "../return-path";
import { deskPage } from "./desk-page";

/** A change refused for want of a session, to send again: where it was sent, from which page, and what it held. */
export interface TypedChange {
  action: string;
  page: string;
  values: Record<string, string | string[]>;
}

/** The fields a person writes in, shown back in their own words: a note, and a move's message for the customer. */
const WRITTEN = [
  ["note", "Your note"],
  ["message", "Your message for the customer"],
] as const;

const keptFields = (values: TypedChange["values"]) =>
  Object.entries(values).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((one) => escaped`<input type="hidden" name="${name}" value="${one}">`),
  );

function sendAgain({ action, page, values }: TypedChange) {
  const written = WRITTEN.flatMap(([name, label]) => {
    const value = values[name];
    return typeof value === "string" && value.trim() !== ""
      ? [
          escaped`<label for="typed-${name}">${label}</label>
<textarea id="typed-${name}" rows="4" readonly>${value}</textarea>`,
        ]
      : [];
  });
  return escaped`<p>What you sent is kept on this page, not saved yet. To save it:</p>
<ol>
<li><a href="${signInPathFrom(page)}" target="_blank">Sign in again in a new tab</a></li>
<li>Come back to this tab and press "Send it again".</li>
</ol>
${written}
<form method="post" action="${action}">
${keptFields(values)}
<button type="submit">Send it again</button>
</form>`;
}

export const sessionEndedPage = (typed?: TypedChange) =>
  deskPage({
    title: "Signed out",
    body: escaped`<h1>You are signed out</h1>
<p>Your session ended (after 30 minutes without use, 12 hours in all, or when you signed out), so nothing was changed.</p>
${typed === undefined ? escaped`<p><a href="${DESK_PATHS.signIn}">Sign in again</a></p>` : sendAgain(typed)}`,
  });
