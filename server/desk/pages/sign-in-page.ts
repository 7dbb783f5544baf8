/** The desk's sign-in page: a passkey, nothing else; without scripts it says why it cannot go on. */
import { escaped } from "../../safe-html";
import { deskPage, NEEDS_SCRIPT } from "./desk-page";

export const signInPage = () =>
  deskPage({
    title: "Sign in",
    passkeyScript: true,
    body: escaped`<h1>Sign in to the desk</h1>
<p>Use the passkey you registered on this phone or laptop: your fingerprint, face or screen lock.</p>
<p class="status" id="passkey-status" role="status">${NEEDS_SCRIPT}</p>
<button type="button" id="passkey-button" data-ceremony="sign-in" hidden>Sign in with a passkey</button>
<p>No passkey yet, or it was on a phone you no longer have? Ask whoever runs the desk for a registration link.</p>`,
  });
