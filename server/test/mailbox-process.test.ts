/**
 * The service itself reading the claims mailbox (IMAP_URL, the test CA trusted through NODE_EXTRA_CA_CERTS as an
 * operator's private CA would be): killed in the middle of a batch and started again, each message is stored once
 * and none is lost; its log names neither the password nor who wrote. Asked to stop, it logs out and exits.
 */
import assert from "node:assert/strict";
import { after, before, it } from "node:test";
import Database from "better-sqlite3";
import path from "node:path";
import { DATABASE_FILE } from "../storage/database/database";
import { startDovecot, type DovecotProcess } from "./dovecot-process";
import { jpegBytes, tempDir, until } from "./helpers";
import { deliver, folderContents } from "./mailbox-client";
import { compose } from "./mailbox-messages";
import { spawnService } from "./service-process";

let dovecot: DovecotProcess;
before(async () => (dovecot = await startDovecot()));
after(() => dovecot.stop());

const BATCH = 60;

it("killed in the middle of a batch and started again: every message stored once, every one filed", async () => {
  const photo = await jpegBytes();
  const batch = await Promise.all(
    Array.from({ length: BATCH }, (_, index) =>
      compose({
        from: `Sender ${String(index)} <sender${String(index)}@example.com>`,
        to: "claims@cowryshield.com.ng",
        subject: `Photo ${String(index)}`,
        messageId: `<batch-${String(index)}@mail.example.com>`,
        text: "A photo.",
        attachments: [{ filename: `photo-${String(index)}.jpg`, content: photo }],
      }),
    ),
  );
  await deliver(dovecot, ...batch);
  const dataDir = tempDir("mailbox-process-");
  const env = {
    DATA_DIR: dataDir,
    IMAP_URL: dovecot.url,
    NODE_EXTRA_CA_CERTS: dovecot.caFile,
    IMAP_POLL_MS: "500",
    IMAP_WATCHDOG_MS: "1000",
  };
  const stored = () => {
    const db = new Database(path.join(dataDir, DATABASE_FILE), { readonly: true, fileMustExist: true });
    try {
      return db.prepare<[], { message_id: string }>("SELECT message_id FROM claim_messages").all();
    } catch {
      return [];
    } finally {
      db.close();
    }
  };

  const first = await spawnService(env);
  after(() => first.kill());
  await until(() => stored().length >= 5, "a few messages stored", 60_000);
  first.kill();
  await first.exit;
  const storedBeforeKill = stored().length;
  assert.ok(storedBeforeKill < BATCH, `killed after ${String(storedBeforeKill)} of ${String(BATCH)}`);

  const second = await spawnService(env);
  after(() => second.kill());
  await until(async () => (await folderContents(dovecot, "Filed")).length === BATCH, "the whole batch filed", 60_000);
  assert.deepEqual(await folderContents(dovecot, "INBOX"), []);
  const ids = stored().map((row) => row.message_id);
  assert.equal(ids.length, BATCH);
  assert.equal(new Set(ids).size, BATCH);

  const logged = JSON.stringify([...first.logs, ...second.logs]);
  assert.ok(logged.includes("reading the claims mailbox"));
  assert.ok(!logged.includes(dovecot.password), "the password is not logged");
  assert.ok(!/sender\d+@example\.com/.test(logged), "no sender's address is logged");
});

it("stops cleanly on SIGTERM while it waits on IDLE: logged out, exit code 0", async () => {
  const service = await spawnService({
    DATA_DIR: tempDir("mailbox-stop-"),
    IMAP_URL: dovecot.url,
    NODE_EXTRA_CA_CERTS: dovecot.caFile,
  });
  after(() => service.kill());
  await until(() => service.logs.some((line) => line.msg === "reading the claims mailbox"), "the mailbox read");
  service.child.kill("SIGTERM");
  assert.equal(await service.exit, 0);
});
