/**
 * A full disk while a mail is due: the outbox cannot record anything, yet the service keeps serving
 * pages, starts again on the same full disk, and sends the mail once space and the relay are back.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { it } from "node:test";
import { openDatabase } from "../storage/database/database";
import { until, validQuote, writeHeadersFile } from "./helpers";
import { levels, spawnService, type ServiceProcess } from "./service-process";
import { startSmtpSink } from "./smtp-servers";
import { fillDisk, mountTmpfs } from "./tmpfs";

const cannotRecord = "the outbox cannot write to the database; mail is paused";

it("keeps serving and keeps the mail queued when the disk fills while a mail is due, across a restart", async () => {
  const disk = mountTmpfs(20);
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
  fs.writeFileSync(path.join(publicDir, "index.html"), "<html><body><h1>Home</h1></body></html>");
  writeHeadersFile(publicDir);
  const dataDir = path.join(disk.dir, "data");
  // The relay is up but puts the mail off (451), so it is retried again and again: a mail is always due.
  let relayDefers = true;
  const sink = await startSmtpSink({
    onRcptTo(_address, _session, callback) {
      if (!relayDefers) return callback();
      callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
    },
  });
  const env = {
    DATA_DIR: dataDir,
    PUBLIC_DIR: publicDir,
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    MAIL_RETRY_BASE_MS: "50",
    MAIL_POLL_MS: "25",
  };
  const services: ServiceProcess[] = [];
  try {
    const first = await spawnService(env);
    services.push(first);
    const stored = await fetch(`${first.url}/api/quote-requests`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validQuote),
    });
    assert.equal(stored.status, 201);
    await until(
      () => first.logs.filter((line) => line.msg === "e-mail failed").length >= 2,
      "the mail to be put off and retried",
    );

    fillDisk(path.join(disk.dir, "filler"));
    await until(
      () => first.logs.some((line) => line.msg === cannotRecord) || first.exited(),
      "the outbox to meet the full disk",
    );
    assert.equal(first.exited(), false, "the service died of the full disk");
    // The pages stay up; health tells a proxy that claims cannot be stored now (503, not a crash).
    assert.equal((await fetch(`${first.url}/`)).status, 200);
    assert.equal((await fetch(`${first.url}/api/health`)).status, 503);
    assert.deepEqual(
      first.logs.filter((line) => line.level >= levels.error).map((line) => [line.level, line.msg]),
      [[levels.error, cannotRecord]],
    );

    first.child.kill("SIGTERM");
    assert.equal(await first.exit, 0);

    const second = await spawnService(env);
    services.push(second);
    await until(
      () => second.logs.some((line) => line.msg === cannotRecord) || second.exited(),
      "the restarted outbox to meet the full disk",
    );
    assert.equal(second.exited(), false, "the restarted service died of the full disk");
    assert.equal((await fetch(`${second.url}/`)).status, 200);
    assert.equal((await fetch(`${second.url}/api/health`)).status, 503);

    fs.rmSync(path.join(disk.dir, "filler"));
    relayDefers = false;
    await until(() => sink.received.length === 2, "the mail once space and the relay are back");
    const db = openDatabase(dataDir);
    try {
      await until(
        () =>
          (db.prepare("SELECT COUNT(*) AS unsent FROM outbox WHERE sent_at IS NULL").get() as { unsent: number })
            .unsent === 0,
        "the sends to be recorded",
      );
    } finally {
      db.close();
    }
    // The receipt and the staff e-mail, each once.
    assert.equal(sink.received.length, 2);
  } finally {
    for (const service of services) service.kill();
    await sink.close();
    disk.unmount();
    fs.rmSync(publicDir, { recursive: true, force: true });
  }
});
