/**
 * The desk's only script, bundled by `npm run build:server`: the passkey ceremony of the page it is on (its button's
 * data-ceremony), sign-in or registration. A registration link's token is read from the address's fragment, which
 * the browser never sends, and posted; sign-in posts the page the officer was going to (`?next=`, return-path.ts).
 * The service answers where to go once signed in.
 */
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from "@simplewebauthn/browser";
import { DESK_PATHS } from "../desk-paths";
import { NEXT_PARAMETER } from "../return-path";

interface Answer {
  message?: string;
  location?: string;
  challengeId?: string;
  name?: string;
  options?: unknown;
}

const status = document.getElementById("passkey-status")!;
const button = document.getElementById("passkey-button") as HTMLButtonElement;

function say(text: string, problem = false) {
  status.textContent = text;
  status.classList.toggle("problem", problem);
}

async function post(path: string, body?: unknown): Promise<{ ok: boolean; answer: Answer }> {
  const response = await fetch(path, {
    method: "POST",
    credentials: "same-origin",
    ...(body !== undefined && { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
  });
  const answer = (await response.json().catch(() => ({}))) as Answer;
  return { ok: response.ok, answer };
}

const CANCELLED = "No passkey was used: the request was cancelled or timed out. Press the button to try again.";

async function signIn() {
  const { answer: started } = await post(DESK_PATHS.signInOptions);
  const response = await startAuthentication({ optionsJSON: started.options as never });
  const next = new URLSearchParams(window.location.search).get(NEXT_PARAMETER) ?? undefined;
  const { ok, answer } = await post(DESK_PATHS.signIn, { challengeId: started.challengeId, response, next });
  if (ok && answer.location) window.location.assign(answer.location);
  else say(answer.message ?? "Signing in failed; try again.", true);
}

async function register(token: string) {
  const { ok: usable, answer: started } = await post(DESK_PATHS.registerOptions, { token });
  if (!usable) {
    say(started.message ?? "This link cannot be used.", true);
    button.hidden = true;
    return;
  }
  const response = await startRegistration({ optionsJSON: started.options as never });
  const { ok, answer } = await post(DESK_PATHS.register, { token, challengeId: started.challengeId, response });
  if (ok && answer.location) window.location.assign(answer.location);
  else say(answer.message ?? "Registering failed; try again.", true);
}

function start() {
  if (!browserSupportsWebAuthn()) {
    say("This browser cannot use passkeys. Open this page in a recent Chrome, Edge, Safari or Firefox.", true);
    return;
  }
  const ceremony = button.dataset.ceremony;
  const token = window.location.hash.slice(1);
  if (ceremony === "register" && token === "") {
    say(
      "This page needs the whole link you were given, with the part after the #. Open it again from the message.",
      true,
    );
    return;
  }
  say("");
  button.hidden = false;
  button.addEventListener("click", () => {
    button.disabled = true;
    say("Waiting for your passkey…");
    (ceremony === "register" ? register(token) : signIn())
      .catch(() => say(CANCELLED, true))
      .finally(() => {
        button.disabled = false;
      });
  });
}

start();
