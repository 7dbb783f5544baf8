/**
 * What the routes keep and look up, on the database: submissions (each queued for mail, committed with it, when
 * there is a relay), documents uploaded ahead of their claim, idempotency keys, the sent pages' receipts and the
 * claims' status links (their lookups, and the tokens their e-mails carry), and the messages about submissions.
 */
import fp from "fastify-plugin";
import type { Config } from "../config";
import { createEmailedCopies, type EmailedCopyOf } from "../storage/submissions/emailed-copies";
import { queueingMail } from "../storage/outbox/mail-queueing";
import { createReceipts, type Receipts } from "../storage/submissions/receipts";
import { createSubmissionStore, type SubmissionStore } from "../storage/submissions/submission-store";
import { createStatusLinks, type StatusLinks } from "../storage/claim-status/status-links";
import { createUploadStore, type UploadStore } from "../storage/uploads/uploads";
import { createClaimMessages, type ClaimMessages } from "../storage/messages/claim-messages";
import { createSentMessages, type SentMessages } from "../storage/messages/sent-messages";
import { createIdempotency, type Idempotency } from "../submissions/idempotency";

declare module "fastify" {
  interface FastifyInstance {
    submissions: SubmissionStore;
    uploads: UploadStore;
    idempotency: Idempotency;
    receipts: Receipts;
    /** Where a stored submission's visitor is e-mailed a copy, or why not. */
    emailedCopyOf: EmailedCopyOf;
    statusLinks: StatusLinks;
    /** Every message about a submission: read from the claims mailbox, written on the desk or the claim page. */
    messages: ClaimMessages;
    /** The Message-IDs of the e-mails sent about submissions, which replies name. */
    sentMessages: SentMessages;
  }
}

export const storesPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const submissions = createSubmissionStore(
      app.db,
      config.dataDir,
      config.smtpUrl ? { onSaved: queueingMail(app.db) } : {},
    );
    submissions.sweep();
    app.decorate("submissions", submissions);
    app.decorate(
      "uploads",
      createUploadStore(app.db, config.dataDir, {
        minFreeDiskBytes: config.minFreeDiskBytes,
        maxUnclaimedBytesPerAddress: config.maxUnclaimedUploadBytesPerAddress,
        maxUnclaimedBytes: config.maxUnclaimedUploadBytes,
      }),
    );
    app.decorate("idempotency", createIdempotency(app.db));
    app.decorate("receipts", createReceipts(app.db));
    app.decorate("emailedCopyOf", createEmailedCopies(app.db));
    app.decorate("statusLinks", createStatusLinks(app.db, { queueMail: config.smtpUrl !== undefined }));
    const messages = createClaimMessages(app.db, config.dataDir);
    messages.sweep();
    app.decorate("messages", messages);
    app.decorate("sentMessages", createSentMessages(app.db));
  },
  { name: "stores", dependencies: ["database"] },
);
