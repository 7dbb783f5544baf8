/**
 * The page a registration link opens: the link's token is in its fragment, which only the passkey script reads,
 * so the page itself is the same for everyone and says nothing about whom the link is for until it is checked.
 */
import { escaped } from "../../safe-html";
import { deskPage, NEEDS_SCRIPT } from "./desk-page";

export const registerPage = () =>
  deskPage({
    title: "Register a passkey",
    passkeyScript: true,
    body: escaped`<h1>Register a passkey</h1>
<p>A passkey signs you in to the desk with this phone or laptop's fingerprint, face or screen lock; there is no password.</p>
<p class="status" id="passkey-status" role="status">${NEEDS_SCRIPT}</p>
<button type="button" id="passkey-button" data-ceremony="register" hidden>Register a passkey</button>`,
  });
