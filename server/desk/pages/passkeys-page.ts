/**
 * The passkeys page: who is signed in, their passkeys, each removable but the last, and where they are signed in
 * (each session's device, the passkey that opened it, when it was last seen), with "Sign out everywhere else".
 */
import { lagosTime } from "../../mail/lagos-time";
import { escaped } from "../../safe-html";
import type { StoredPasskey } from "../../storage/desk-people/passkeys";
import type { StaffMember } from "../../storage/desk-people/staff";
import type { StaffSession } from "../../storage/desk-people/staff-sessions";
import { DESK_PATHS } from "../desk-paths";
import { deskPage } from "./desk-page";

/** "synced passkey added Wed 25 Nov 2026, 09:14 WAT": passkeys have no names, so each is told by its kind and age. */
const passkeyName = (passkey: StoredPasskey) =>
  `${passkey.backedUp ? "synced passkey" : "passkey on one device"} added ${lagosTime(passkey.createdAt)}`;

const sentenceStart = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

function passkeyItem(passkey: StoredPasskey, position: string, removable: boolean, openedThisSession: boolean) {
  const kind = passkey.backedUp ? "Synced passkey" : "Passkey on one device";
  // Registering a passkey signs in with it, so one never used since was last used when it was added.
  const lastUsed = `last used ${lagosTime(passkey.lastUsedAt ?? passkey.createdAt)}`;
  const thisSession =
    removable &&
    openedThisSession &&
    escaped`<br><span class="quiet-text">You signed in here with it: removing it signs you out here too.</span>`;
  // Each button names its passkey, and its place for two added in the same minute: a screen reader's list of
  // buttons would otherwise read "Remove" twice.
  const remove =
    removable &&
    escaped`<form method="post" action="${DESK_PATHS.removePasskey}"><input type="hidden" name="passkey" value="${passkey.id}"><button type="submit" class="quiet" aria-label="Remove the ${passkeyName(passkey)} (${position})">Remove</button></form>`;
  return escaped`<li><span>${kind}, added ${lagosTime(passkey.createdAt)}; ${lastUsed}${thisSession}</span>${remove}</li>`;
}

function sessionItem(session: StaffSession, passkeys: StoredPasskey[]) {
  const passkey = passkeys.find(({ id }) => id === session.opened.credential_id);
  const current = session.current && escaped` <strong>(this session)</strong>`;
  return escaped`<li><span><strong>${sentenceStart(session.opened.device)}</strong>${current}<br>Last seen ${lagosTime(session.lastSeenAt)}<br>Signed in ${lagosTime(session.createdAt)} with the ${passkey ? passkeyName(passkey) : "passkey"}</span></li>`;
}

export interface PasskeysPage {
  person: StaffMember;
  passkeys: StoredPasskey[];
  sessions: StaffSession[];
  /** What went wrong with the form just sent. */
  problem?: string;
  /** What the form just sent did. */
  done?: string;
}

export function passkeysPage({ person, passkeys, sessions, problem, done }: PasskeysPage) {
  const removable = passkeys.length > 1;
  const currentPasskey = sessions.find(({ current }) => current)?.opened.credential_id;
  const others = sessions.some(({ current }) => !current);
  return deskPage({
    title: "Your passkeys",
    signedIn: person,
    body: escaped`<h1 id="passkeys-heading">Your passkeys</h1>
<p>You are signed in as ${person.name} (${person.email}).</p>
${problem !== undefined && escaped`<p class="status problem" role="alert">${problem}</p>`}
${done !== undefined && escaped`<p class="status" role="status">${done}</p>`}
<ul class="passkeys" aria-labelledby="passkeys-heading">${passkeys.map((passkey, index) => passkeyItem(passkey, `${index + 1} of ${passkeys.length}`, removable, passkey.id === currentPasskey))}</ul>
${!removable && escaped`<p>Your only passkey cannot be removed here: ask for a registration link to add another first.</p>`}
<h2 id="sessions-heading">Where you are signed in</h2>
<ul class="passkeys sessions" aria-labelledby="sessions-heading">${sessions.map((session) => sessionItem(session, passkeys))}</ul>
${
  others
    ? escaped`<form method="post" action="${DESK_PATHS.signOutElsewhere}"><button type="submit">Sign out everywhere else</button></form>`
    : escaped`<p>You are signed in nowhere else.</p>`
}`,
  });
}
