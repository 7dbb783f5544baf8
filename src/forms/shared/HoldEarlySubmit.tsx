/**
 * Until the app has taken over the form, the browser would send a submitted form itself: a plain post that leaves
 * the page. This script, run as the form is parsed, holds such a press instead: it stops the browser's submission
 * and notes, on the <html> element, which form was submitted (by the id of the heading that names it). Once the app
 * runs, KeepEarlyInput releases the hold and sends the form through Formik, with what was typed; if the form's code
 * never arrives, postWithoutScripts releases it and has the browser post the form. So the button works from the
 * first paint. The script touches nothing React renders, so hydration finds the form as the server
 * wrote it.
 *
 * The hold listens on the document, in the capture phase: while the form's code is still loading, React's listener
 * on its root stops a submit event aimed at the unhydrated form before it reaches the form, so a handler on the form
 * would never run. The held event goes no further, so React never hears of it and the form is sent once, by
 * KeepEarlyInput.
 *
 * React never runs a script it renders itself, so after a client-side navigation this does nothing, as it should.
 */
import { PENDING_SUBMIT, RELEASE_HELD_SUBMIT } from "./held-submit";

const holdSubmit =
  "(function(form){function hold(event){if(event.target!==form)return;" +
  "event.preventDefault();event.stopImmediatePropagation();" +
  `document.documentElement.setAttribute("${PENDING_SUBMIT}",form.getAttribute("aria-labelledby"))}` +
  'document.addEventListener("submit",hold,true);' +
  `form.addEventListener("${RELEASE_HELD_SUBMIT}",function(){document.removeEventListener("submit",hold,true)})})` +
  "(document.currentScript.parentNode)";

/** Goes inside the <form>. */
export function HoldEarlySubmit() {
  return <script dangerouslySetInnerHTML={{ __html: holdSubmit }} />;
}
