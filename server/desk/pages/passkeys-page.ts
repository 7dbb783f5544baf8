/** The passkeys page: who is signed in, and their passkeys, each removable but the last. */
import { lagosTime } from "../../mail/lagos-time";
import { escaped } from "../../safe-html";
import type { StoredPasskey } from "../../storage/passkeys";
import type { StaffMember } from "../../storage/staff";
import { DESK_PATHS } from "../desk-paths";
import { deskPage } from "./desk-page";

function passkeyItem(passkey: StoredPasskey, removable: boolean) {
  const kind = passkey.backedUp ? "Synced passkey" : "Passkey on one device";
  const lastUsed = passkey.lastUsedAt === null ? "not used yet" : `last used ${lagosTime(passkey.lastUsedAt)}`;
  const remove =
    removable &&
    escaped`<form method="post" action="${DESK_PATHS.removePasskey}"><input type="hidden" name="passkey" value="${passkey.id}"><button type="submit" class="quiet">Remove</button></form>`;
  return escaped`<li><span>${kind}, added ${lagosTime(passkey.createdAt)}; ${lastUsed}</span>${remove}</li>`;
}

export function passkeysPage(person: StaffMember, passkeys: StoredPasskey[], problem?: string) {
  const removable = passkeys.length > 1;
  return deskPage({
    title: "Your passkeys",
    signedIn: person,
    body: escaped`<h1>Your passkeys</h1>
<p>You are signed in as ${person.name} (${person.email}).</p>
${problem !== undefined && escaped`<p class="status problem" role="alert">${problem}</p>`}
<ul class="passkeys">${passkeys.map((passkey) => passkeyItem(passkey, removable))}</ul>
${!removable && escaped`<p>Your only passkey cannot be removed here: ask for a registration link to add another first.</p>`}`,
  });
}
