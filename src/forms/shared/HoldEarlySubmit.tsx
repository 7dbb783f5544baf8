/**
 * Until the app has taken over the page, the browser would send a submitted form itself: a GET of this page with
 * every field in its address. This script, run as the form is parsed, holds such a press instead: it stops the
 * browser's submission and notes, on the <html> element, which form was submitted (by the id of the heading that
 * names it). Once the app runs, KeepEarlyInput takes over the form and sends it through Formik, with what was
 * typed. So the button works from the first paint. The script touches nothing React renders, so hydration finds
 * the form as the server wrote it.
 *
 * React never runs a script it renders itself, so after a client-side navigation this does nothing, as it should.
 */
export const PENDING_SUBMIT = "data-submit-pending";

const holdSubmit =
  "(function(form){form.onsubmit=function(event){event.preventDefault();" +
  `document.documentElement.setAttribute("${PENDING_SUBMIT}",form.getAttribute("aria-labelledby"))}})` +
  "(document.currentScript.parentNode)";

/** Goes inside the <form>. */
export function HoldEarlySubmit() {
  return <script dangerouslySetInnerHTML={{ __html: holdSubmit }} />;
}
