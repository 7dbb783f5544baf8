/**
 * The two passkey ceremonies with @simplewebauthn/server, user verification required: registering one through a
 * registration link, and signing in with any passkey the browser holds for the desk (a discoverable one, so no
 * name is typed). Each answers what to store, or undefined when the browser's answer does not verify.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { StoredPasskey } from "../storage/desk-people/passkeys";
import type { StaffMember } from "../storage/desk-people/staff";
import type { RelyingParty } from "./relying-party";

export function registrationOptions(rp: RelyingParty, person: StaffMember, existing: StoredPasskey[]) {
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: Buffer.from(person.userHandle, "base64url"),
    userName: person.email,
    userDisplayName: person.name,
    attestationType: "none",
    excludeCredentials: existing.map(({ id, transports }) => ({
      id,
      transports: transports as AuthenticatorTransportFuture[],
    })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
}

export async function verifiedRegistration(
  rp: RelyingParty,
  response: RegistrationResponseJSON,
  expectedChallenge: string,
): Promise<Pick<StoredPasskey, "id" | "publicKey" | "counter" | "transports" | "backedUp"> | undefined> {
  const { verified, registrationInfo } = await verifyRegistrationResponse({
    response,
    expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => ({ verified: false, registrationInfo: undefined }));
  if (!verified || !registrationInfo) return undefined;
  const { credential, credentialBackedUp } = registrationInfo;
  return {
    id: credential.id,
    publicKey: credential.publicKey,
    counter: credential.counter,
    transports: credential.transports ?? [],
    backedUp: credentialBackedUp,
  };
}

export const signInOptions = (rp: RelyingParty) =>
  generateAuthenticationOptions({ rpID: rp.id, userVerification: "required" });

/**
 * The passkey's new counter when the answer verifies against it; otherwise why not. The library is given a counter
 * of 0, so that it checks everything else, and the counter is checked here after the signature, by the library's
 * own rule (WebAuthn's "signature counter"): a counter that went back on a real signature says a copy of the
 * passkey exists, which the record keeps apart from an answer that does not verify.
 */
export async function verifiedSignIn(
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  expectedChallenge: string,
  passkey: StoredPasskey,
): Promise<{ counter: number } | { refused: "counter went back" | "did not verify" }> {
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
    credential: {
      id: passkey.id,
      publicKey: passkey.publicKey,
      counter: 0,
      transports: passkey.transports as AuthenticatorTransportFuture[],
    },
  }).catch(() => undefined);
  if (!result?.verified) return { refused: "did not verify" };
  const counter = result.authenticationInfo.newCounter;
  if ((counter > 0 || passkey.counter > 0) && counter <= passkey.counter) return { refused: "counter went back" };
  return { counter };
}
