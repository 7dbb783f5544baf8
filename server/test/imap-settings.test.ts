/**
 * IMAP_URL and its companions: the mailbox is read over TLS only, and a setting it cannot use stops the start with a
 * message naming it, the password never in it.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { readConfig } from "../config";
import { imapSettings } from "../mailbox/imap-settings";
import { StartupError } from "../startup-error";
import { spawnService } from "./service-process";
import { tempDir } from "./helpers";

const refusedWith = (message: string) => (error: unknown) => error instanceof StartupError && error.message === message;

describe("IMAP_URL", () => {
  it("unset: the mailbox is not read", () => {
    assert.equal(readConfig({}).imap, undefined);
  });

  it("imaps://USER:PASSWORD@HOST:PORT, with the defaults of the rest", () => {
    assert.deepEqual(imapSettings({ IMAP_URL: "imaps://claims%40cowryshield.com.ng:p%40ss@mail.example.ng:9993" }), {
      host: "mail.example.ng",
      port: 9993,
      user: "claims@cowryshield.com.ng",
      password: "p@ss",
      doneFolder: "Filed",
      maxMessageBytes: 35 * 1024 * 1024,
      maxAttachments: 10,
      pollMs: 30_000,
      watchdogMs: 30_000,
    });
    assert.equal(imapSettings({ IMAP_URL: "imaps://claims:secret@mail.example.ng" })?.port, 993);
  });

  it("the rest set", () => {
    const settings = imapSettings({
      IMAP_URL: "imaps://claims:secret@mail.example.ng",
      IMAP_DONE_FOLDER: "Claims/Done",
      IMAP_MAX_MESSAGE_MB: "10",
      IMAP_MAX_ATTACHMENTS: "4",
      IMAP_POLL_MS: "60000",
      IMAP_WATCHDOG_MS: "20000",
    });
    assert.deepEqual(
      [
        settings?.doneFolder,
        settings?.maxMessageBytes,
        settings?.maxAttachments,
        settings?.pollMs,
        settings?.watchdogMs,
      ],
      ["Claims/Done", 10 * 1024 * 1024, 4, 60_000, 20_000],
    );
  });

  it("imap:// (no TLS) refused, the password not shown", () => {
    assert.throws(
      () => imapSettings({ IMAP_URL: "imap://claims:secret@mail.example.ng:143" }),
      refusedWith(
        'IMAP_URL must start imaps://: the mailbox holds claims\' documents, so it is read over TLS only; got "imap://claims:***@mail.example.ng:143"',
      ),
    );
  });

  it("without a password, or with options, or not a URL: refused, saying what it takes", () => {
    const example =
      "imaps://USER:PASSWORD@HOST:PORT (e.g. imaps://claims%40cowryshield.com.ng:secret@mail.example.ng:993)";
    assert.throws(
      () => imapSettings({ IMAP_URL: "imaps://claims@mail.example.ng" }),
      refusedWith(
        `IMAP_URL must name the user, the password and the host: ${example}; got "imaps://claims@mail.example.ng"`,
      ),
    );
    assert.throws(
      () => imapSettings({ IMAP_URL: "imaps://claims:secret@mail.example.ng/INBOX?tls.rejectUnauthorized=false" }),
      refusedWith(
        `IMAP_URL takes no path or options, only ${example}; got "imaps://claims:***@mail.example.ng/INBOX?tls.rejectUnauthorized=false"`,
      ),
    );
    assert.throws(
      () => imapSettings({ IMAP_URL: "mail.example.ng:993" }),
      refusedWith(
        `IMAP_URL must start imaps://: the mailbox holds claims' documents, so it is read over TLS only; got "mail.example.ng:993"`,
      ),
    );
  });

  it("INBOX as the done folder, or a limit that is not a number: refused", () => {
    const url = "imaps://claims:secret@mail.example.ng";
    assert.throws(
      () => imapSettings({ IMAP_URL: url, IMAP_DONE_FOLDER: "inbox" }),
      refusedWith("IMAP_DONE_FOLDER must be another folder than INBOX: handled mail is moved out of INBOX"),
    );
    assert.throws(
      () => imapSettings({ IMAP_URL: url, IMAP_MAX_ATTACHMENTS: "0" }),
      refusedWith('IMAP_MAX_ATTACHMENTS must be a whole number of at least 1, got "0"'),
    );
  });

  it("the service does not start on a bad IMAP_URL, and its one line does not hold the password", async () => {
    const message =
      'IMAP_URL must start imaps://: the mailbox holds claims\' documents, so it is read over TLS only; got "imap://claims:***@mail.example.ng"';
    await assert.rejects(
      spawnService({ DATA_DIR: tempDir("imap-url-"), IMAP_URL: "imap://claims:hunter2@mail.example.ng" }),
      (error: Error) => error.message === `The service exited at start: ${message}\n`,
    );
  });
});
