/**
 * DKIM: the service's e-mails signed with the brokerage's key when DKIM_* are set, the signature checked as a
 * receiving server checks it (mailauth, the public key given as its DNS record would give it), and settings
 * that could not sign as meant refused at start.
 */
import assert from "node:assert/strict";
import { generateKeyPairSync } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import { dkimVerify } from "mailauth/lib/dkim/verify";
import { readConfig } from "../config";
import { StartupError } from "../startup-error";
import { startService, tempDir, until, validQuote } from "./helpers";
import { startSmtpSink } from "./smtp-servers";

const SELECTOR = "website2026";
const DOMAIN = "cowryshield.com.ng";

function keyPair() {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return {
    privatePem: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    // What docs/operations.md tells staff to publish at SELECTOR._domainkey.DOMAIN.
    record: `v=DKIM1; k=rsa; p=${publicKey.export({ type: "spki", format: "der" }).toString("base64")}`,
  };
}

/** A resolver answering only the selector's TXT record, as DNS would. */
const resolverFor = (record: string) => async (name: string, type: string) => {
  if (name === `${SELECTOR}._domainkey.${DOMAIN}` && type === "TXT") return [[record]];
  throw Object.assign(new Error(`no ${type} record for ${name}`), { code: "ENOTFOUND" });
};

async function verdicts(message: Buffer, record: string) {
  const { results } = await dkimVerify(message, { resolver: resolverFor(record) });
  return results.map((result) => [result.status.result, result.signingDomain, result.selector]);
}

describe("DKIM signing", () => {
  it("signs the receipt and the staff e-mail with the configured key, which a receiving server verifies", async () => {
    const { privatePem, record } = keyPair();
    const keyFile = path.join(tempDir("dkim-"), "dkim.pem");
    fs.writeFileSync(keyFile, privatePem, { mode: 0o600 });
    const sink = await startSmtpSink();
    after(() => sink.close());
    const { app } = await startService({
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      MAIL_POLL_MS: "25",
      DKIM_SELECTOR: SELECTOR,
      DKIM_DOMAIN: DOMAIN,
      DKIM_PRIVATE_KEY_FILE: keyFile,
    });
    after(() => app.close());
    await app.inject({ method: "POST", url: "/api/quote-requests", payload: validQuote });
    await until(() => sink.raw.length === 2, "the receipt and the staff e-mail");

    for (const message of sink.raw) {
      assert.deepEqual(await verdicts(message, record), [["pass", DOMAIN, SELECTOR]]);
    }
    // A message changed on its way, or checked against another key, fails.
    const changed = Buffer.from(sink.raw[0]!.toString("latin1").replace("Adaeze", "Adaora"), "latin1");
    assert.deepEqual(await verdicts(changed, record), [["fail", DOMAIN, SELECTOR]]);
    assert.deepEqual(await verdicts(sink.raw[0]!, keyPair().record), [["fail", DOMAIN, SELECTOR]]);
  });

  it("signs nothing when no key is configured", async () => {
    const sink = await startSmtpSink();
    after(() => sink.close());
    const { app } = await startService({ SMTP_URL: `smtp://127.0.0.1:${sink.port}`, MAIL_POLL_MS: "25" });
    after(() => app.close());
    await app.inject({ method: "POST", url: "/api/quote-requests", payload: validQuote });
    await until(() => sink.raw.length === 2, "two e-mails");
    for (const message of sink.raw) assert.doesNotMatch(message.toString("latin1"), /^DKIM-Signature:/im);
  });

  it("refuses to start on settings that could not sign as meant, saying which", async () => {
    const keyFile = path.join(tempDir("dkim-"), "dkim.pem");
    fs.writeFileSync(keyFile, keyPair().privatePem);
    const settings = { DKIM_SELECTOR: SELECTOR, DKIM_DOMAIN: DOMAIN, DKIM_PRIVATE_KEY_FILE: keyFile };
    assert.deepEqual(readConfig(settings).dkim, { selector: SELECTOR, domain: DOMAIN, privateKeyFile: keyFile });
    assert.throws(
      () => readConfig({ DKIM_SELECTOR: SELECTOR }),
      new StartupError(
        "DKIM signing needs DKIM_SELECTOR, DKIM_DOMAIN and DKIM_PRIVATE_KEY_FILE together; DKIM_DOMAIN and DKIM_PRIVATE_KEY_FILE not set",
      ),
    );
    assert.throws(
      () => readConfig({ ...settings, DKIM_DOMAIN: "cowryshield.com" }),
      new StartupError(
        "DKIM_DOMAIN is cowryshield.com but MAIL_FROM's address is at cowryshield.com.ng: receivers' DMARC checks count only a signature for the From domain (or one it belongs to)",
      ),
    );
    // A subdomain's mail signed for the organisation's domain aligns under DMARC's relaxed rule.
    assert.equal(readConfig({ ...settings, MAIL_FROM: "web@mail.cowryshield.com.ng" }).dkim?.domain, DOMAIN);

    const notAKey = path.join(tempDir("dkim-"), "dkim.pub");
    fs.writeFileSync(notAKey, "-----BEGIN PUBLIC KEY-----\nMFkw\n-----END PUBLIC KEY-----\n");
    const withMail = { SMTP_URL: "smtp://127.0.0.1:1", ...settings };
    await assert.rejects(
      startService({ ...withMail, DKIM_PRIVATE_KEY_FILE: notAKey }),
      new StartupError(`DKIM_PRIVATE_KEY_FILE ${notAKey} holds no private key in PEM form`),
    );
    await assert.rejects(
      startService({ ...withMail, DKIM_PRIVATE_KEY_FILE: "/nonexistent/dkim.pem" }),
      (error: Error) =>
        error instanceof StartupError &&
        error.message.startsWith("cannot read DKIM_PRIVATE_KEY_FILE /nonexistent/dkim.pem: ENOENT"),
    );
  });
});
