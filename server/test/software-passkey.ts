/**
 * A passkey held in the test, for the service tests: it answers the desk's registration and sign-in options as a
 * platform authenticator with user verification would (attestation "none", ES256), so that the service's own
 * verification runs on real bytes. The browser tests use Chromium's virtual authenticator instead.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

const sha256 = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest();
const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString("base64url");

/** The authenticator data's flags: user present, user verified, attested credential data. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

interface Options {
  challenge: string;
  rp?: { id?: string };
  rpId?: string;
  user?: { id: string };
}

export class SoftwarePasskey {
  readonly id = b64url(randomBytes(16));
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  private counter = 0;
  private userHandle = "";

  constructor(
    private readonly origin: string,
    /** Whether the person is verified (fingerprint, PIN); a passkey that only tests presence answers without. */
    private readonly verifiesUser = true,
  ) {
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    this.privateKey = privateKey;
    this.publicJwk = publicKey.export({ format: "jwk" }) as { x: string; y: string };
  }

  private authenticatorData(rpId: string, flags: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    const userFlags = this.verifiesUser ? UV : 0;
    return Buffer.concat([sha256(rpId), Buffer.from([flags | UP | userFlags]), count, ...(attested ? [attested] : [])]);
  }

  private clientData(type: string, challenge: string): string {
    return b64url(Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false })));
  }

  /** What navigator.credentials.create() answers to the desk's registration options. */
  register(options: Options) {
    this.userHandle = options.user!.id;
    const credentialId = Buffer.from(this.id, "base64url");
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(this.publicJwk.x, "base64url")],
      [-3, Buffer.from(this.publicJwk.y, "base64url")],
    ]);
    const length = Buffer.alloc(2);
    length.writeUInt16BE(credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), length, credentialId, Buffer.from(isoCBOR.encode(coseKey))]);
    const authData = this.authenticatorData(options.rp!.id!, AT, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, never> | Uint8Array>([
        ["fmt", "none"],
        ["attStmt", new Map<string, never>()],
        ["authData", authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: this.clientData("webauthn.create", options.challenge),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  /** Its signature counter set back by one, as a copy of the passkey made before its last sign-in would have it. */
  turnCounterBack() {
    this.counter -= 1;
  }

  /** What navigator.credentials.get() answers to the desk's sign-in options. */
  signIn(options: Options) {
    this.counter += 1;
    const clientDataJSON = this.clientData("webauthn.get", options.challenge);
    const authData = this.authenticatorData(options.rpId!, 0);
    const signature = sign(
      "sha256",
      Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, "base64url"))]),
      this.privateKey,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON,
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }
}
