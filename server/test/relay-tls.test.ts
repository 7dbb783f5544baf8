/**
 * Mail carries claims, so it goes to a relay across a network over TLS only: STARTTLS required on smtp://,
 * TLS from the start on smtps://. Relays here listen on this machine's own network address, not the loopback,
 * as a relay elsewhere would; only one on the loopback may be spoken to in clear.
 */
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import type { SMTPServerOptions } from "smtp-server";
import { isLoopback, RELAY_WITHOUT_TLS } from "../mail/relay-transport";
import { StartupError } from "../startup-error";
import { startService, tempDir, until, validQuote, type LogEntry } from "./helpers";
import { spawnService } from "./service-process";
import { startSmtpSink } from "./smtp-servers";

/** This machine's first IPv4 address that is not the loopback: where a relay "across the network" listens. */
const networkAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((address) => address && address.family === "IPv4" && !address.internal)?.address;
const noNetwork = networkAddress ? false : "this machine has no address but the loopback";

/** What a relay saw: connections, logins (with the password), senders, and whether each sender came over TLS. */
function watchedRelay() {
  const seen = { connections: 0, logins: [] as string[], senders: [] as { secure: boolean }[] };
  const options: Partial<SMTPServerOptions> = {
    allowInsecureAuth: true,
    onConnect(_session, callback) {
      seen.connections += 1;
      callback();
    },
    onAuth(auth, _session, callback) {
      seen.logins.push(`${auth.username}:${auth.password}`);
      callback(null, { user: auth.username });
    },
    onMailFrom(_address, session, callback) {
      seen.senders.push({ secure: session.secure });
      callback();
    },
  };
  return { seen, options };
}

/** A certificate for this machine's network address, and its key, made for the test. */
function certificateFor(address: string) {
  const dir = tempDir("relay-tls-");
  const [key, cert] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-keyout",
      key,
      "-out",
      cert,
      "-days",
      "1",
      "-subj",
      "/CN=relay.test",
      "-addext",
      `subjectAltName=IP:${address}`,
    ],
    { stdio: "ignore" },
  );
  return { key: fs.readFileSync(key), cert: fs.readFileSync(cert), certFile: cert };
}

const fastMail = { MAIL_RETRY_BASE_MS: "50", MAIL_POLL_MS: "25" };

describe("mail to a relay across the network", { skip: noNetwork }, () => {
  const address = networkAddress!;

  it("goes nowhere when the relay offers no STARTTLS: no login, no message, one clear error line", async () => {
    const { seen, options } = watchedRelay();
    const sink = await startSmtpSink(options, 0, address);
    after(() => sink.close());
    const logs: LogEntry[] = [];
    const { app } = await startService(
      { SMTP_URL: `smtp://website:relay-password@${address}:${sink.port}`, ...fastMail },
      { logs },
    );
    after(() => app.close());
    const quote = await app.inject({ method: "POST", url: "/api/quote-requests", payload: validQuote });
    assert.equal(quote.statusCode, 201);
    // The outbox tries, then asks the relay again and again: each time it is refused before anything is said.
    await until(() => seen.connections >= 4 || sink.received.length > 0, "the outbox to try the relay a few times");
    assert.deepEqual(sink.received, []);
    assert.deepEqual(seen.logins, [], "the password never went in clear");
    assert.deepEqual(seen.senders, []);
    const problems = logs.filter((line) => line.level >= 40);
    assert.deepEqual(
      problems.map(({ level, msg }) => [level, msg]),
      [[50, RELAY_WITHOUT_TLS]],
    );
    assert.match(String(problems[0]!.reason), /STARTTLS/);
  });

  it("goes over STARTTLS to a relay that offers it, its certificate checked", async () => {
    const { key, cert, certFile } = certificateFor(address);
    const { seen, options } = watchedRelay();
    const sink = await startSmtpSink({ ...options, disabledCommands: [], key, cert }, 0, address);
    after(() => sink.close());
    // A process of its own: Node reads the certificates it trusts once, as it starts.
    const service = await spawnService({
      DATA_DIR: tempDir("relay-starttls-"),
      SMTP_URL: `smtp://website:relay-password@${address}:${sink.port}`,
      NODE_EXTRA_CA_CERTS: certFile,
      ...fastMail,
    });
    after(() => service.kill());
    const quote = await fetch(`${service.url}/api/quote-requests`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validQuote),
    });
    assert.equal(quote.status, 201);
    await until(() => sink.received.length === 2, "the e-mail to staff and the receipt");
    assert.deepEqual(seen.senders, [{ secure: true }, { secure: true }]);
    assert.deepEqual([...new Set(seen.logins)], ["website:relay-password"]);
  });

  it("goes over TLS from the start on smtps://", async () => {
    const { key, cert, certFile } = certificateFor(address);
    const { seen, options } = watchedRelay();
    const sink = await startSmtpSink({ ...options, secure: true, key, cert }, 0, address);
    after(() => sink.close());
    const service = await spawnService({
      DATA_DIR: tempDir("relay-smtps-"),
      SMTP_URL: `smtps://website:relay-password@${address}:${sink.port}`,
      NODE_EXTRA_CA_CERTS: certFile,
      ...fastMail,
    });
    after(() => service.kill());
    const quote = await fetch(`${service.url}/api/quote-requests`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validQuote),
    });
    assert.equal(quote.status, 201);
    await until(() => sink.received.length === 2, "the e-mail to staff and the receipt");
    assert.deepEqual(seen.senders, [{ secure: true }, { secure: true }]);
  });
});

describe("SMTP_URL", () => {
  it("stops the start when it would weaken TLS to a relay that is not on this machine", async () => {
    for (const [url, option] of [
      ["smtp://relay.example.ng:587?ignoreTLS=true", "ignoreTLS=true"],
      ["smtp://relay.example.ng:587?requireTLS=false", "requireTLS=false"],
      ["smtps://relay.example.ng:465?tls.rejectUnauthorized=false", "tls.rejectUnauthorized=false"],
      ["smtp://10.0.0.5:25?ignoreTLS=1", "ignoreTLS=1"],
    ] as const) {
      await assert.rejects(
        startService({ SMTP_URL: url }),
        (error: unknown) =>
          error instanceof StartupError &&
          error.message.startsWith(`SMTP_URL sets ${option}, which lets mail with claims go to`),
        url,
      );
    }
    await assert.rejects(startService({ SMTP_URL: "http://relay.example.ng" }), /SMTP_URL must start smtp:\/\//);
  });

  it("may speak in clear to a relay on the loopback, and only there", () => {
    for (const host of ["localhost", "127.0.0.1", "127.8.9.10", "[::1]", "[::ffff:7f00:1]", "LOCALHOST"]) {
      assert.equal(isLoopback(host), true, host);
    }
    for (const host of [
      "192.0.2.2",
      "10.0.0.5",
      "relay.example.ng",
      "localhost.example.ng",
      "[::ffff:a00:5]",
      "0.0.0.0",
      "[2001:db8::1]",
    ]) {
      assert.equal(isLoopback(host), false, host);
    }
  });

  it("accepts a loopback relay with STARTTLS ignored, as a local postfix without a certificate needs", async () => {
    const { app } = await startService({ SMTP_URL: "smtp://127.0.0.1:2525?ignoreTLS=true" });
    await app.close();
  });
});
