/**
 * Every e-mail about a submission names it for its reply (issue 46): with REPLY_MAILBOX set, each is answered to
 * the submission's own address on the claims mailbox (staff's to the visitor as well), carries the reference in its
 * subject and a Message-ID on the service's mail domain, and that Message-ID is remembered with its submission once
 * the e-mail has gone, so a reply naming it is matched.
 */
import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import type { AddressObject } from "mailparser";
import { readConfig } from "../config";
import { StartupError } from "../startup-error";
import { multipart, pdfBytes, startService, until, validClaimFields } from "./helpers";
import { startSmtpSink } from "./smtp-servers";

const addressesOf = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((object) => object.value);

async function claimMailed(env: Record<string, string>) {
  const sink = await startSmtpSink();
  after(() => sink.close());
  const { app } = await startService({
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    MAIL_RETRY_BASE_MS: "50",
    MAIL_POLL_MS: "25",
    ...env,
  });
  after(() => app.close());
  const response = await app.inject({
    method: "POST",
    url: "/api/claims",
    ...(await multipart(validClaimFields, [{ name: "police-report.pdf", bytes: pdfBytes }])),
  });
  assert.equal(response.statusCode, 201);
  const { reference } = response.json<{ reference: string }>();
  await until(() => sink.received.length === 2, "the receipt and staff's e-mail");
  const receipt = sink.received.find((mail) => mail.subject?.startsWith("Your claim"))!;
  const staff = sink.received.find((mail) => mail !== receipt)!;
  return { app, reference, receipt, staff };
}

describe("The reply address of a submission's e-mails", () => {
  it("with REPLY_MAILBOX, the receipt answers to the claim's plus address and staff's to the visitor and it; each id is remembered", async () => {
    const { app, reference, receipt, staff } = await claimMailed({ REPLY_MAILBOX: "claims@cowryshield.com.ng" });
    const plus = `claims+${reference}@cowryshield.com.ng`;
    assert.deepEqual(addressesOf(receipt.replyTo), [{ address: plus, name: "" }]);
    assert.deepEqual(addressesOf(staff.replyTo), [
      { address: "chinedu@example.com", name: "Chinedu Eze" },
      { address: plus, name: "" },
    ]);
    for (const mail of [receipt, staff]) {
      assert.ok(mail.subject!.includes(reference), mail.subject);
      assert.match(mail.messageId!, new RegExp(`^<${reference}\\.[a-z0-9.-]+@cowryshield\\.com\\.ng>$`));
    }
    await until(
      () => app.sentMessages.submissionOf(staff.messageId!) !== undefined,
      "the staff e-mail's id remembered once sent",
    );
    assert.equal(app.sentMessages.submissionOf(receipt.messageId!), reference);
    assert.equal(app.sentMessages.submissionOf(staff.messageId!), reference);
    assert.equal(app.sentMessages.submissionOf(`<${reference}.step-9@cowryshield.com.ng>`), undefined);
  });

  it("without REPLY_MAILBOX, the e-mails answer to the inboxes as before", async () => {
    const { receipt, staff } = await claimMailed({});
    assert.deepEqual(addressesOf(receipt.replyTo), [{ address: "claims@cowryshield.com.ng", name: "" }]);
    assert.deepEqual(addressesOf(staff.replyTo), [{ address: "chinedu@example.com", name: "Chinedu Eze" }]);
  });

  it("refuses a REPLY_MAILBOX that is not one plain address, naming the setting", () => {
    for (const value of ["claims+x@cowryshield.com.ng", "claims", "Claims <claims@cowryshield.com.ng>"]) {
      assert.throws(
        () => readConfig({ REPLY_MAILBOX: value }),
        new StartupError(
          `REPLY_MAILBOX must be the claims mailbox's address, without a "+" (the reference is added after one), e.g. claims@cowryshield.com.ng; got "${value}"`,
        ),
      );
    }
  });
});
