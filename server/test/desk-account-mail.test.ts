/**
 * The e-mail telling a person on the desk that a passkey was added to or removed from their account: through the
 * outbox, once per change, with when, the device and the brokerage's line to call; none without SMTP_URL, and none
 * for `staff remove`.
 */
import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import type { ParsedMail } from "mailparser";
import { run } from "../cli-commands";
import { lagosTime } from "../mail/lagos-time";
import { ORIGIN, registerWith, signedInPerson } from "./desk-session";
import { openDatabase } from "../storage/database/database";
import { createPasskeyChanges } from "../storage/desk-people/passkey-changes";
import { createStaffStore } from "../storage/desk-people/staff";
import { startService, tempDir, until } from "./helpers";
import { SoftwarePasskey } from "./software-passkey";
import { serviceMailingToSink } from "./mailing-service";

const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

const addressOf = (field: ParsedMail["to"]) =>
  field && !Array.isArray(field) ? field.value.map(({ address }) => address) : [];

describe("The e-mail of a passkey added or removed", async () => {
  const { sink, app, dataDir } = await serviceMailingToSink();

  const mailsTo = (email: string) => sink.received.filter((mail) => addressOf(mail.to).includes(email));
  const queuedFor = (staffId: number) =>
    app.db.prepare("SELECT message, submission_id FROM outbox WHERE staff_id = ? ORDER BY id").all(staffId) as {
      message: string;
      submission_id: null;
    }[];
  const changeAt = (id: number) =>
    (app.db.prepare("SELECT at FROM passkey_changes WHERE id = ?").get(id) as { at: string }).at;

  it("tells the person of the passkey their link registered: when, from which device, and whom to call", async () => {
    const email = "ada@cowryshield.com.ng";
    const { person } = await signedInPerson(app, email, "Ada Okafor");
    await until(() => mailsTo(email).length === 1, "the e-mail of the passkey added");
    const [change] = queuedFor(person.id);
    assert.match(change!.message, /^passkey-change-\d+$/);
    const id = Number(change!.message.slice("passkey-change-".length));
    const mail = mailsTo(email)[0]!;
    assert.equal(mail.subject, "A passkey was added to your desk account");
    assert.equal(
      mail.text,
      [
        "A passkey was added to your desk account",
        "",
        "Dear Ada Okafor,",
        "",
        `A passkey was added to your account on the Cowry Shield desk on ${lagosTime(changeAt(id))}, from an unknown browser.`,
        "",
        "Whoever holds it can sign in to the desk as you until it is removed.",
        "",
        "If this was not you, call 0809 555 0142 at once.",
        "",
        "Cowry Shield Insurance Brokers Limited",
        "",
      ].join("\n"),
    );
    assert.ok(mail.html && mail.html.includes('<a href="tel:+2348095550142"'));
    assert.match(mail.messageId!, new RegExp(`^<staff-${person.id}\\.passkey-change-${id}@cowryshield\\.com\\.ng>$`));
  });

  it("tells them of a passkey removed on the desk, from the device that removed it, queued once", async () => {
    const email = "bola@cowryshield.com.ng";
    const { person, cookies } = await signedInPerson(app, email, "Bola Adeyemi");
    const laptop = new SoftwarePasskey(ORIGIN);
    const registered = await registerWith(app, app.desk.registrationLinks.create(person.id, new Date()), laptop);
    assert.equal(registered.statusCode, 200);
    const removed = await app.inject({
      method: "POST",
      url: "/desk/passkeys/remove",
      headers: {
        origin: ORIGIN,
        "content-type": "application/x-www-form-urlencoded",
        "user-agent": ANDROID_CHROME,
      },
      payload: new URLSearchParams({ passkey: laptop.id }).toString(),
      cookies,
    });
    assert.equal(removed.statusCode, 303);
    await until(() => mailsTo(email).length === 3, "the three e-mails");
    const messages = queuedFor(person.id);
    assert.equal(messages.length, 3);
    assert.ok(messages.every(({ submission_id }) => submission_id === null));
    const removal = mailsTo(email).find(({ subject }) => subject === "A passkey was removed from your desk account")!;
    const id = Number(messages[2]!.message.slice("passkey-change-".length));
    assert.ok(
      removal.text!.includes(
        `A passkey was removed from your account on the Cowry Shield desk on ${lagosTime(changeAt(id))}, from Chrome on Android.\n\n` +
          "That passkey no longer signs anyone in, and the sessions it opened have ended.\n\n" +
          "If this was not you, call 0809 555 0142 at once.\n",
      ),
    );
    // The outbox sends several at once: the relay may take them in any order.
    assert.deepEqual(
      mailsTo(email)
        .map(({ subject }) => subject)
        .sort(),
      [
        "A passkey was added to your desk account",
        "A passkey was added to your desk account",
        "A passkey was removed from your desk account",
      ],
    );
  });

  it("e-mails nothing when `staff remove` takes the person off the desk with their passkeys", async () => {
    const email = "chi@cowryshield.com.ng";
    const { person } = await signedInPerson(app, email, "Chi Nwosu");
    await until(() => mailsTo(email).length === 1, "the e-mail of the passkey added");
    assert.equal((await run(["staff", "remove", email], dataDir)).exitCode, 0);
    assert.equal(queuedFor(person.id).length, 1);
  });
});

describe("Without SMTP_URL", async () => {
  const { app } = await startService();
  after(() => app.close());

  it("queues no e-mail of a passkey added, and keeps no change for one", async () => {
    await signedInPerson(app, "dayo@cowryshield.com.ng", "Dayo Bello");
    assert.deepEqual(app.db.prepare("SELECT COUNT(*) AS count FROM outbox").get(), { count: 0 });
    assert.deepEqual(app.db.prepare("SELECT COUNT(*) AS count FROM passkey_changes").get(), { count: 0 });
  });
});

describe("A passkey change's e-mail on the command line", async () => {
  const dataDir = tempDir("passkey-change-mail-");
  const db = openDatabase(dataDir);
  const ada = createStaffStore(db).add("ada@cowryshield.com.ng", "Ada Okafor", new Date())!;
  const changes = createPasskeyChanges(db, { mailsStaff: true });
  changes.record(ada.id, "added", "Chrome on Android", new Date("2026-11-28T09:00:00Z"));
  changes.record(ada.id, "removed", "Chrome on Linux", new Date("2026-11-28T10:00:00Z"));
  db.prepare("UPDATE outbox SET sent_at = '2026-11-28T09:00:05Z' WHERE message = 'passkey-change-1'").run();
  db.close();

  it("is listed by `outbox` while it waits, to whom it goes", async () => {
    const { output, exitCode } = await run(["outbox"], dataDir);
    assert.equal(exitCode, 0);
    assert.match(
      output,
      /^to ada@cowryshield\.com\.ng {2}passkey-change-2 {2}pending {2}0 attempts {2}next 2026-11-28 10:00\n$/,
    );
  });

  it("is queued again by `outbox retry EMAIL` once the relay refused it", async () => {
    const refused = openDatabase(dataDir);
    refused
      .prepare("UPDATE outbox SET failed_at = '2026-11-28T10:00:09Z', attempts = 1 WHERE message = 'passkey-change-2'")
      .run();
    refused.close();
    assert.deepEqual(await run(["outbox", "retry", "ADA@cowryshield.com.ng"], dataDir), {
      output: "The e-mails to ADA@cowryshield.com.ng are queued again; the service sends them at its next poll.\n",
      exitCode: 0,
    });
    const retried = openDatabase(dataDir);
    after(() => retried.close());
    assert.deepEqual(
      retried.prepare("SELECT failed_at, attempts FROM outbox WHERE message = 'passkey-change-2'").get(),
      { failed_at: null, attempts: 0 },
    );
    assert.deepEqual(await run(["outbox", "retry", "bola@cowryshield.com.ng"], dataDir), {
      output: "There is no e-mail to bola@cowryshield.com.ng in the outbox.\n",
      exitCode: 1,
    });
  });

  it("is forgotten by `purge` once it has gone, and kept while it waits", async () => {
    assert.equal((await run(["purge"], dataDir)).exitCode, 0);
    const reopened = openDatabase(dataDir);
    after(() => reopened.close());
    assert.deepEqual(reopened.prepare("SELECT id, change FROM passkey_changes").all(), [{ id: 2, change: "removed" }]);
  });
});
