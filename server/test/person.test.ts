/** A person's data (NDPA 2023): `find`, `export-person` and `erase`, on data folders the service filled. */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { toE164 } from "../data-lifecycle/phone-key";
import { openDatabase } from "../storage/database/database";
import { createDeskRecord } from "../storage/desk-progress/desk-record";
import { createStaffStore } from "../storage/desk-people/staff";
import { createSubmissionProgress } from "../storage/desk-progress/submission-progress";
import { documentsDir } from "../storage/documents/documents";
import { run } from "../cli-commands";
import { multipart, pdfBytes, pngBytes, startService, tempDir, until, validClaimFields, validQuote } from "./helpers";
import { startSmtpSink, startUnavailableRelay } from "./smtp-servers";

const year = new Date().getUTCFullYear();
const time = "\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}";

/**
 * A data folder the service filled: Adaeze's two quotes and her claim, her e-mail address and phone number
 * written differently each time, and Chinedu's claim.
 */
async function filledDataDir(env: Record<string, string> = {}) {
  const service = await startService(env);
  const { app, dataDir } = service;
  after(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const submit = async (url: string, body: { payload: object; headers?: Record<string, string> }) => {
    const response = await app.inject({ method: "POST", url, ...body });
    assert.equal(response.statusCode, 201, response.body);
    return response.json<{ reference: string }>().reference;
  };
  const png = await pngBytes();
  const adaeze = {
    quote: await submit("/api/quote-requests", { payload: validQuote }),
    claim: await submit(
      "/api/claims",
      await multipart(
        { ...validClaimFields, fullName: "Adaeze Obi", email: "Adaeze@Example.com", phone: "08035550100" },
        [
          { name: "report.pdf", bytes: pdfBytes },
          { name: "photo.png", bytes: png, type: "image/png" },
        ],
      ),
    ),
    secondQuote: await submit("/api/quote-requests", {
      payload: { ...validQuote, email: "ADAEZE@EXAMPLE.COM", phone: "+234 (0)803 555 0100" },
    }),
  };
  const chinedu = await submit(
    "/api/claims",
    await multipart(validClaimFields, [{ name: "scan.pdf", bytes: pdfBytes }]),
  );
  return { ...service, adaeze, chinedu, png };
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe("finding and exporting a person's submissions", async () => {
  const { app, dataDir, adaeze, chinedu, png } = await filledDataDir();
  await app.close();

  it("reads phone numbers however they were typed in E.164", () => {
    for (const typed of [
      "0803 555 0100",
      "+234 803 555 0100",
      "+234 (0) 803-555-0100",
      "2348035550100",
      "8035550100",
    ]) {
      assert.equal(toE164(typed), "+2348035550100", typed);
    }
    assert.equal(toE164("00 44 20 7946 0958"), "+442079460958");
    assert.equal(toE164("not a number"), undefined);
  });

  it("finds them by e-mail address in any case, or by phone number written any way, and prints nothing they wrote", async () => {
    const expected = new RegExp(
      `^${adaeze.quote}  quote  ${time}\n${adaeze.claim}  claim  ${time}\n${adaeze.secondQuote}  quote  ${time}\n$`,
    );
    for (const who of ["adaeze@example.com", "ADAEZE@example.COM", "0803 555 0100", "+2348035550100"]) {
      const { output, exitCode } = await run(["find", who], dataDir);
      assert.equal(exitCode, 0);
      assert.match(output, expected, who);
    }
    assert.match((await run(["find", "+234 803 555 0101"], dataDir)).output, new RegExp(`^${chinedu}  claim  `));
  });

  it("says so when it finds nobody, or is given neither an e-mail address nor a phone number", async () => {
    assert.deepEqual(await run(["find", "nobody@example.com"], dataDir), {
      output: "No submission was made by nobody@example.com.\n",
      exitCode: 1,
    });
    assert.deepEqual(await run(["find", "Adaeze\u001b[2J"], dataDir), {
      output: "Adaeze\\u001b[2J is neither an e-mail address nor a phone number.\n",
      exitCode: 1,
    });
  });

  it("exports their submissions as JSON with copies of their documents, into an empty folder", async () => {
    const exportDir = path.join(tempDir("export-"), "adaeze");
    assert.deepEqual(await run(["export-person", "adaeze@EXAMPLE.com", exportDir], dataDir), {
      output: `Exported 3 submission(s) and 2 document(s) to ${exportDir}.\n`,
      exitCode: 0,
    });
    const exported = JSON.parse(fs.readFileSync(path.join(exportDir, "submissions.json"), "utf8")) as {
      reference: string;
      fields: Record<string, unknown>;
      documents: { storedPath: string; sha256: string; originalSha256: string }[];
    }[];
    assert.deepEqual(
      exported.map((submission) => submission.reference),
      [adaeze.quote, adaeze.claim, adaeze.secondQuote],
    );
    assert.equal(exported[1]!.fields.policyNumber, validClaimFields.policyNumber);
    const documents = exported[1]!.documents.map((document) =>
      fs.readFileSync(path.join(exportDir, document.storedPath)),
    );
    assert.ok(documents[0]!.equals(pdfBytes));
    // The photo as it is kept (re-encoded), with the hash of what was sent beside its own.
    const kept = fs.readFileSync(path.join(dataDir, exported[1]!.documents[1]!.storedPath));
    assert.ok(documents[1]!.equals(kept));
    assert.deepEqual(
      exported[1]!.documents.map(({ sha256, originalSha256 }) => [sha256, originalSha256]),
      [
        [sha256(pdfBytes), sha256(pdfBytes)],
        [sha256(kept), sha256(png)],
      ],
    );
    assert.deepEqual(fs.readdirSync(path.join(exportDir, "documents")), [adaeze.claim]);

    assert.deepEqual(await run(["export-person", "adaeze@example.com", exportDir], dataDir), {
      output: `The export folder ${exportDir} is not empty; give an empty or new one.\n`,
      exitCode: 1,
    });
  });

  it("exports each submission's life on the desk: its step, its timeline and who looked at it", async () => {
    const db = openDatabase(dataDir);
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute));
    const ada = {
      staffId: createStaffStore(db).add("ada@cowryshield.com.ng", "Ada Okafor", at(0))!.id,
      address: "192.0.2.10",
    };
    const record = createDeskRecord(db);
    const progress = createSubmissionProgress(db);
    record.viewed(adaeze.claim, ada, at(1));
    record.documentOpened(adaeze.claim, 0, ada, at(2));
    assert.ok(progress.assign(adaeze.claim, ada.staffId, 0, ada, at(3)).ok);
    const documents = { documents: ["Police report"] };
    assert.ok(
      progress.moveStep(adaeze.claim, "documents-requested", documents, { message: "Please send it." }, 1, ada, at(4))
        .ok,
    );
    assert.ok(progress.addNote(adaeze.claim, "She will bring it on Monday.", 2, ada, at(5)).ok);
    db.close();

    const exportDir = path.join(tempDir("export-"), "with-desk");
    assert.equal((await run(["export-person", "adaeze@example.com", exportDir], dataDir)).exitCode, 0);
    const exported = JSON.parse(fs.readFileSync(path.join(exportDir, "submissions.json"), "utf8")) as {
      desk: unknown;
    }[];
    const person = { name: "Ada Okafor", email: "ada@cowryshield.com.ng" };
    assert.deepEqual(exported[1]!.desk, {
      step: "Waiting for documents",
      customerSees: "We need documents from you",
      closedAt: null,
      owner: person,
      timeline: [
        { version: 1, at: at(3).toISOString(), by: person, kind: "assignment", owner: person },
        {
          version: 2,
          at: at(4).toISOString(),
          by: person,
          kind: "step",
          step: "Waiting for documents",
          details: documents,
          detailLines: ["The documents needed: Police report"],
          messageForCustomer: "Please send it.",
          customerEmailed: false,
        },
        { version: 3, at: at(5).toISOString(), by: person, kind: "note", note: "She will bring it on Monday." },
      ],
      claimPacks: [],
      insurerAnswers: [],
      insurerChases: [],
      followUpWithInsurer: null,
      record: [
        { at: at(1).toISOString(), by: person, action: "viewed" },
        { at: at(2).toISOString(), by: person, action: "opened a document", document: 1 },
        {
          at: at(3).toISOString(),
          by: person,
          action: "changed",
          what: "assigned it to Ada Okafor <ada@cowryshield.com.ng>",
        },
        {
          at: at(4).toISOString(),
          by: person,
          action: "changed",
          what: "moved it to Waiting for documents, with a message for the customer",
        },
        { at: at(5).toISOString(), by: person, action: "changed", what: "wrote a note" },
      ],
    });
    // A quote nobody has touched: at its first step, nobody's, with no history.
    assert.deepEqual(exported[0]!.desk, {
      step: "New",
      customerSees: "We have your request",
      closedAt: null,
      owner: null,
      timeline: [],
      claimPacks: [],
      insurerAnswers: [],
      insurerChases: [],
      followUpWithInsurer: null,
      record: [],
    });
    // The record's network addresses are staff's own: `audit` prints them, the person's export does not.
    assert.doesNotMatch(fs.readFileSync(path.join(exportDir, "submissions.json"), "utf8"), /192\.0\.2\.10/);
  });

  it("exports by e-mail address only: a phone number may be shared", async () => {
    const exportDir = path.join(tempDir("export-"), "by-phone");
    const { output, exitCode } = await run(["export-person", "08035550100", exportDir], dataDir);
    assert.equal(exitCode, 1);
    assert.match(output, /^08035550100 is no e-mail address; /);
    assert.equal(fs.existsSync(exportDir), false);
  });
});

/** The erasures recorded, with all their columns. */
function erasures(dataDir: string): Record<string, unknown>[] {
  const db = openDatabase(dataDir);
  try {
    return db.prepare("SELECT * FROM erasures ORDER BY id").all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

function storedReferences(dataDir: string): string[] {
  const db = openDatabase(dataDir);
  try {
    return db
      .prepare<[], { reference: string }>("SELECT reference FROM submissions ORDER BY id")
      .all()
      .map(({ reference }) => reference);
  } finally {
    db.close();
  }
}

describe("erasing a person's submissions", () => {
  it("erases one by reference, its documents and outbox entry with it, and records only reference, time and reason", async () => {
    const { app, dataDir, adaeze, chinedu } = await filledDataDir();
    await app.close();
    const { output, exitCode } = await run(["erase", chinedu, "--reason", "erasure request, ticket 42"], dataDir);
    assert.deepEqual(
      { output, exitCode },
      {
        output: `${chinedu}  erased with 1 document(s)\nErased 1 submission(s); reason: erasure request, ticket 42.\n`,
        exitCode: 0,
      },
    );
    assert.deepEqual(storedReferences(dataDir), [adaeze.quote, adaeze.claim, adaeze.secondQuote]);
    assert.deepEqual(fs.readdirSync(documentsDir(dataDir)), [adaeze.claim]);
    const [erasure] = erasures(dataDir);
    assert.deepEqual(Object.keys(erasure!), ["id", "reference", "erased_at", "reason"]);
    assert.equal(erasure!.reference, chinedu);
    assert.equal(erasure!.reason, "erasure request, ticket 42");
    assert.match(String(erasure!.erased_at), /^\d{4}-\d{2}-\d{2}T/);

    assert.deepEqual(await run(["erase", chinedu], dataDir), {
      output: `${chinedu} was erased at ${String(erasure!.erased_at)}.\n`,
      exitCode: 1,
    });
    assert.deepEqual(await run(["erase", `CLM-${year}-999999`], dataDir), {
      output: `There is no submission CLM-${year}-999999.\n`,
      exitCode: 1,
    });
  });

  it("erases all of an e-mail address's submissions, whatever its case, with the default reason", async () => {
    const { app, dataDir, adaeze, chinedu } = await filledDataDir();
    await app.close();
    assert.deepEqual(await run(["erase", "--email", "ADAEZE@example.com"], dataDir), {
      output:
        `${adaeze.quote}  erased with 0 document(s)\n${adaeze.claim}  erased with 2 document(s)\n` +
        `${adaeze.secondQuote}  erased with 0 document(s)\nErased 3 submission(s); reason: the person's request.\n`,
      exitCode: 0,
    });
    assert.deepEqual(storedReferences(dataDir), [chinedu]);
    assert.deepEqual(fs.readdirSync(documentsDir(dataDir)), [chinedu]);
    assert.deepEqual(
      erasures(dataDir).map(({ reference, reason }) => [reference, reason]),
      [adaeze.quote, adaeze.claim, adaeze.secondQuote].map((reference) => [reference, "the person's request"]),
    );
  });

  it("refuses a reason that names the person, and erases nothing", async () => {
    const { app, dataDir, chinedu } = await filledDataDir();
    await app.close();
    for (const reason of ["Chinedu Eze asked by phone", "mail from CHINEDU@example.com", "call from 0803-555-0101"]) {
      assert.deepEqual(await run(["erase", chinedu, "--reason", reason], dataDir), {
        output: "The reason is kept for good, so it may not name the person: say why, not who.\n",
        exitCode: 1,
      });
    }
    assert.equal((await run(["erase", chinedu, "--reason", "two\nlines"], dataDir)).exitCode, 1);
    assert.ok(storedReferences(dataDir).includes(chinedu));
    assert.deepEqual(erasures(dataDir), []);
  });

  it("explains its usage when given both a reference and an e-mail address, neither, or an unknown option", async () => {
    for (const args of [
      ["erase"],
      ["erase", `CLM-${year}-000001`, "--email", "adaeze@example.com"],
      ["erase", "--reason"],
      ["erase", `CLM-${year}-000001`, "--resaon", "typo"],
      ["find"],
      ["export-person", "adaeze@example.com"],
    ]) {
      assert.equal((await run(args, os.tmpdir())).exitCode, 2, args.join(" "));
    }
  });

  it("keeps an erased claim's waiting e-mail from being sent, while other mail still goes", async () => {
    const down = await startUnavailableRelay();
    const { app, dataDir, adaeze, chinedu } = await filledDataDir({
      SMTP_URL: `smtp://127.0.0.1:${down.port}`,
      MAIL_RETRY_BASE_MS: "20",
      MAIL_POLL_MS: "20",
    });
    after(() => app.close());
    await until(() => down.connections() >= 2, "the outbox to find the relay down");

    const { output } = await run(["erase", chinedu], dataDir);
    assert.equal(
      output,
      `${chinedu}  erased with 1 document(s)\nErased 1 submission(s); reason: the person's request.\n`,
    );
    await down.close();
    // The reverse DNS look-up of 127.0.0.1 is of no use here, and can take long where no resolver answers.
    const sink = await startSmtpSink({}, down.port);
    after(() => sink.close());
    await until(() => sink.received.length === 6, "Adaeze's three e-mails to staff and her three receipts");
    // Longer than a few rounds of the outbox: whatever was left to send has gone.
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.deepEqual(
      sink.received.map((mail) => /[A-Z]{3}-\d{4}-\d{6}/.exec(mail.subject!)![0]).sort(),
      [adaeze.quote, adaeze.claim, adaeze.secondQuote].flatMap((reference) => [reference, reference]).sort(),
    );
    assert.ok(!sink.received.some((mail) => mail.subject!.includes(chinedu) || (mail.text ?? "").includes(chinedu)));

    // Erasing what has been mailed: the copy in the staff's mailbox is named, for them to delete.
    await until(
      async () => (await run(["outbox"], dataDir)).output === "No e-mail waiting or refused.\n",
      "the sends recorded",
    );
    assert.match(
      (await run(["erase", adaeze.quote], dataDir)).output,
      new RegExp(
        `^${adaeze.quote}  erased with 0 document\\(s\\); delete its e-mail to staff of ${time} from the mailbox\n`,
      ),
    );
  });
});
