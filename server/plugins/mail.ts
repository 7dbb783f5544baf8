/**
 * The e-mails of each stored submission, the visitor's receipt and staff's, and those telling the customer of a
 * move on the desk, through the outbox (mail/outbox.ts): any mail a previous run left unsent is resumed at start,
 * each new submission's go as it is stored (`submissionStored`), a move's as it is made (`mailQueued`), and the
 * round in flight is abandoned on shutdown, to resume at the next start. Without a relay, submissions are only
 * stored.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { readBrokerage } from "../mail/brokerage";
import { dkimSigning } from "../mail/dkim";
import { createOutbox } from "../mail/outbox";
import { createOutboxQueue } from "../mail/outbox-queue";
import { RELAY_CONNECTIONS, type createRelayTransport } from "../mail/relay-transport";

declare module "fastify" {
  interface FastifyInstance {
    /** Logs a stored submission and sends its e-mail. */
    submissionStored: (reference: string) => void;
    /** Sends what was just queued in the outbox (a step's e-mail to the customer, a status link) without waiting for a poll. */
    mailQueued: () => void;
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
    app.decorate("mailQueued", () => void outbox?.deliver());
    app.addHook("preClose", async () => outbox?.abandon());
  },
  { name: "mail", dependencies: ["stores", "company"] },
);

function startOutbox(app: FastifyInstance, config: Config, transporter: ReturnType<typeof createRelayTransport>) {
  const brokerage = readBrokerage(app.company, config.nextStepsFile);
  const outbox = createOutbox({
    queue: createOutboxQueue(app.db, app.submissions),
    transporter,
    concurrency: RELAY_CONNECTIONS,
    from: config.mailFrom,
    ...(config.dkim && { dkim: dkimSigning(config.dkim) }),
    brokerage,
    recipients: { quote: brokerage.email, claim: brokerage.claimsEmail },
    dataDir: config.dataDir,
    maxMessageBytes: config.mailMaxBytes,
    deskOrigin: config.deskOrigin,
    siteOrigin: config.publicOrigin,
    statusLinkToken: (linkId) => app.statusLinks.mailToken(linkId),
    ...(config.replyMailbox !== undefined && { replyMailbox: config.replyMailbox }),
    log: app.log,
    retryBaseMs: config.mailRetryBaseMs,
    pollMs: config.mailPollMs,
  });
  void outbox.deliver();
  return outbox;
}
