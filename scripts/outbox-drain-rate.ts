/**
 * Measures how fast the outbox drains a backlog: 10,000 quote requests queued while the relay was down,
 * sent through the service's pooled transport to a local SMTP server (smtp-server) on 127.0.0.1.
 * Bounded: stops after COUNT messages or LIMIT_MS, whichever comes first. Run: npx tsx scripts/outbox-drain-rate.ts
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import type { FastifyBaseLogger } from "fastify";
import { SMTPServer } from "smtp-server";
import { readBrokerage, readCompany } from "../server/mail/brokerage";
import { createOutbox } from "../server/mail/outbox";
import { readConfig } from "../server/config";
import { createOutboxQueue } from "../server/mail/outbox-queue";
import { queueingMail } from "../server/storage/outbox/mail-queueing";
import { createRelayTransport, RELAY_CONNECTIONS } from "../server/mail/relay-transport";
import { openDatabase } from "../server/storage/database/database";
import { createSubmissionStore } from "../server/storage/submissions/submission-store";
import { validQuote } from "../tooling/sample-submissions";
import { sinkOptions } from "../tooling/smtp-sink-options";

const COUNT = Number(process.env.COUNT ?? 10_000);
const LIMIT_MS = Number(process.env.LIMIT_MS ?? 180_000);

const quiet = {
  level: "silent",
  fatal: () => undefined,
  error: () => undefined,
  warn: () => undefined,
  info: () => undefined,
  debug: () => undefined,
  trace: () => undefined,
  silent: () => undefined,
  child: () => quiet,
} as unknown as FastifyBaseLogger;

async function main() {
  const config = readConfig({});
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "drain-"));
  const db = openDatabase(dataDir);
  const store = createSubmissionStore(db, dataDir, { onSaved: queueingMail(db) });
  db.transaction(() => {
    for (let count = 0; count < COUNT; count += 1) store.save("quote", validQuote);
  })();

  let received = 0;
  const sink = new SMTPServer({
    ...sinkOptions,
    onData(stream, _session, callback) {
      stream.on("end", () => {
        received += 1;
        callback();
      });
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, "127.0.0.1", resolve));
  const { port } = sink.server.address() as AddressInfo;
  const transporter = createRelayTransport(`smtp://127.0.0.1:${port}`);
  const outbox = createOutbox({
    queue: createOutboxQueue(db, store),
    transporter,
    concurrency: RELAY_CONNECTIONS,
    from: "website@cowryshield.com.ng",
    brokerage: readBrokerage(readCompany(config.companyFile), config.nextStepsFile),
    recipients: { quote: "info@cowryshield.com.ng", claim: "claims@cowryshield.com.ng" },
    dataDir,
    maxMessageBytes: 20 * 1024 * 1024,
    deskOrigin: config.deskOrigin,
    siteOrigin: config.publicOrigin,
    // The claims measured ask for no status link.
    statusLinkToken: () => undefined,
    log: quiet,
    retryBaseMs: 30_000,
    pollMs: 15_000,
  });

  const started = performance.now();
  const deadline = setTimeout(() => outbox.abandon(), LIMIT_MS);
  await outbox.deliver();
  const seconds = (performance.now() - started) / 1000;
  clearTimeout(deadline);
  const { unsent } = db.prepare("SELECT COUNT(*) AS unsent FROM outbox WHERE sent_at IS NULL").get() as {
    unsent: number;
  };
  console.log(
    `${received} of ${COUNT} messages in ${seconds.toFixed(1)} s: ${Math.round(received / seconds)} messages/s ` +
      `over ${RELAY_CONNECTIONS} pooled connections; ${unsent} left unsent`,
  );
  outbox.abandon();
  transporter.close();
  await new Promise<void>((resolve) => sink.close(() => resolve()));
  db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

void main();
