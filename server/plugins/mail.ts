/**
 * Staff's e-mail of each stored submission, through the outbox (mail/outbox.ts): any mail a previous run left
 * unsent is resumed at start, each new submission is sent as it is stored (`submissionStored`), and the round in
 * flight is abandoned on shutdown, to resume at the next start. Without a relay, submissions are only stored.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import fs from "node:fs";
import type { Config } from "../config";
import { createOutbox } from "../mail/outbox";
import { createOutboxQueue } from "../mail/outbox-queue";
import { RELAY_CONNECTIONS, type createRelayTransport } from "../mail/relay-transport";

declare module "fastify" {
  interface FastifyInstance {
    /** Logs a stored submission and sends its e-mail. */
    submissionStored: (reference: string) => void;
  }
}

interface Options {
  config: Config;
  transporter: ReturnType<typeof createRelayTransport> | undefined;
}

export const mailPlugin = fp<Options>(
  async (app, { config, transporter }) => {
    const outbox = transporter && startOutbox(app, config, transporter);
    app.decorate("submissionStored", (reference: string) => {
      app.log.info({ reference }, "submission stored");
      void outbox?.deliver();
    });
    app.addHook("preClose", async () => outbox?.abandon());
  },
  { name: "mail", dependencies: ["stores"] },
);

function startOutbox(app: FastifyInstance, config: Config, transporter: ReturnType<typeof createRelayTransport>) {
  const company = JSON.parse(fs.readFileSync(config.companyFile, "utf8")) as { email: string; claimsEmail: string };
  const outbox = createOutbox({
    queue: createOutboxQueue(app.db, app.submissions),
    transporter,
    concurrency: RELAY_CONNECTIONS,
    from: config.mailFrom,
    recipients: { quote: company.email, claim: company.claimsEmail },
    dataDir: config.dataDir,
    maxMessageBytes: config.mailMaxBytes,
    log: app.log,
    retryBaseMs: config.mailRetryBaseMs,
    pollMs: config.mailPollMs,
  });
  void outbox.deliver();
  return outbox;
}
