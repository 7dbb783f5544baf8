/** One submission per Idempotency-Key: a repeat gets the same reference and no second e-mail, a misuse is refused. */
import Database from "better-sqlite3";
import assert from "node:assert/strict";
import http from "node:http";
import path from "node:path";
import { after, describe, it } from "node:test";
import { buildClaimWithUploads } from "../../form-contract/claim/payload";
import {
  IDEMPOTENCY_HEADER,
  idempotencyHeaderValue,
  idempotencyMessages,
  newIdempotencyKey,
} from "../../form-contract/shared/idempotency";
import { eraseSubmissions } from "../data-lifecycle/erase";
import { CLIENT_KEY_DAYS, submissionHash } from "../submissions/idempotency";
import { DATABASE_FILE, openDatabase } from "../storage/database/database";
import {
  OPERATOR,
  ageSubmission,
  filesUnder,
  multipart,
  pdfOfSize,
  startService,
  storedSubmissions,
  tempDir,
  until,
  validClaimFields,
  validQuote,
} from "./helpers";
import { claimValues, listening, tusClient } from "./tus-requests";
import { serviceMailingToSink } from "./mailing-service";

/** A service mailing to a sink of the test's own, listening on a port. */
async function service() {
  const { sink, ...started } = await serviceMailingToSink({ RATE_LIMIT_MAX: "1000" });
  const base = await listening(started.app);
  const outboxEntries = () => {
    const db = openDatabase(started.dataDir);
    try {
      return db.prepare<[], { count: number }>("SELECT COUNT(*) AS count FROM outbox WHERE message = 'staff'").get()!
        .count;
    } finally {
      db.close();
    }
  };
  return { ...started, base, sink, outboxEntries };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

const keyed = (key: string) => ({ [IDEMPOTENCY_HEADER]: idempotencyHeaderValue(key) });

describe("Idempotency-Key", async () => {
  const { app, dataDir, base, sink, outboxEntries } = await service();
  const quote = (body: object, headers: Record<string, string> = {}) =>
    app.inject({ method: "POST", url: "/api/quote-requests", payload: body, headers });
  const multipartClaim = async (documentFill: number, headers: Record<string, string>) => {
    const body = await multipart(validClaimFields, [{ name: "estimate.pdf", bytes: pdfOfSize(3000, documentFill) }]);
    return app.inject({
      method: "POST",
      url: "/api/claims",
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };

  it("answers a repeated quote request with the same reference, storing and mailing it once", async () => {
    const key = newIdempotencyKey();
    const storedBefore = storedSubmissions(dataDir).length;
    const first = await quote(validQuote, keyed(key));
    assert.equal(first.statusCode, 201);
    const { reference } = first.json<{ reference: string }>();
    const mailsAbout = () => sink.received.filter((mail) => mail.subject?.includes(reference)).length;
    await until(() => mailsAbout() === 2, "the first e-mails: staff's and the receipt");
    // The bare key is the same key as its quoted form.
    const repeat = await quote(validQuote, { [IDEMPOTENCY_HEADER]: key });
    assert.equal(repeat.statusCode, 201);
    assert.deepEqual(repeat.json(), first.json());
    assert.equal(storedSubmissions(dataDir).length, storedBefore + 1);
    assert.equal(outboxEntries(), storedBefore + 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(mailsAbout(), 2);
  });

  it("refuses the same key with another body: 422, nothing stored", async () => {
    const key = newIdempotencyKey();
    assert.equal((await quote(validQuote, keyed(key))).statusCode, 201);
    const storedBefore = storedSubmissions(dataDir).length;
    const other = await quote({ ...validQuote, message: "My car, not my flat." }, keyed(key));
    assert.equal(other.statusCode, 422);
    assert.deepEqual(other.json(), {
      error: "idempotency_key_reused",
      message: idempotencyMessages.reusedWithOtherBody,
    });
    assert.equal(storedSubmissions(dataDir).length, storedBefore);
  });

  const referenceOf = (answer: { json<T>(): T }) => answer.json<{ reference: string }>().reference;

  it(`answers a repeat for ${CLIENT_KEY_DAYS} days with the first reference, and stores one after that anew`, async () => {
    const key = newIdempotencyKey();
    const first = referenceOf(await quote(validQuote, keyed(key)));
    ageSubmission(dataDir, first, CLIENT_KEY_DAYS * DAY_MS - MINUTE_MS);
    assert.equal(referenceOf(await quote(validQuote, keyed(key))), first);
    ageSubmission(dataDir, first, 2 * MINUTE_MS);
    const storedBefore = storedSubmissions(dataDir).length;
    const later = await quote(validQuote, keyed(key));
    assert.equal(later.statusCode, 201);
    assert.notEqual(referenceOf(later), first);
    assert.equal(storedSubmissions(dataDir).length, storedBefore + 1);
    // The new submission now holds the key.
    assert.equal(referenceOf(await quote(validQuote, keyed(key))), referenceOf(later));
  });

  it("keeps each form's keys apart: a quote's key sent with a claim stores the claim", async () => {
    const key = newIdempotencyKey();
    const quoted = await quote(validQuote, keyed(key));
    assert.equal(quoted.statusCode, 201);
    const claimed = await multipartClaim(3, keyed(key));
    assert.equal(claimed.statusCode, 201, claimed.body);
    assert.match(referenceOf(claimed), /^CLM-/);
    assert.equal(referenceOf(await multipartClaim(3, keyed(key))), referenceOf(claimed));
    assert.equal(referenceOf(await quote(validQuote, keyed(key))), referenceOf(quoted));
  });

  it("takes a UUID and 22 characters of base64url as keys", async () => {
    for (const key of ["8e03978e-40d5-43e8-bc93-6894a57f9324", "Zm9yIGEgY2xhaW0gb24tbG"]) {
      const first = await quote(validQuote, keyed(key));
      assert.equal(first.statusCode, 201, first.body);
      assert.equal(referenceOf(await quote(validQuote, keyed(key))), referenceOf(first));
    }
  });

  for (const value of [
    "short",
    "a".repeat(16),
    "a".repeat(21),
    "x".repeat(65),
    '"has spaces in it, not a key"',
    "abc/def/ghi/jkl/mno/pqr/stu",
    `form-${"0".repeat(59)}`,
  ]) {
    it(`refuses the key ${JSON.stringify(value)}: 400, nothing stored`, async () => {
      const storedBefore = storedSubmissions(dataDir).length;
      const answer = await quote(validQuote, { [IDEMPOTENCY_HEADER]: value });
      assert.equal(answer.statusCode, 400);
      assert.deepEqual(answer.json(), { error: "invalid_idempotency_key", message: idempotencyMessages.invalid });
      assert.equal(storedSubmissions(dataDir).length, storedBefore);
    });
  }

  it("stores each request without a key, each time it comes", async () => {
    const first = await quote(validQuote);
    const second = await quote(validQuote);
    assert.equal(first.statusCode, 201);
    assert.equal(second.statusCode, 201);
    assert.notDeepEqual(first.json(), second.json());
  });

  it("answers a repeated multipart claim with the same reference, and one with other documents 422", async () => {
    const key = newIdempotencyKey();
    const storedBefore = storedSubmissions(dataDir).length;
    const first = await multipartClaim(1, keyed(key));
    assert.equal(first.statusCode, 201, first.body);
    const repeat = await multipartClaim(1, keyed(key));
    assert.equal(repeat.statusCode, 201);
    assert.deepEqual(repeat.json(), first.json());
    const otherDocument = await multipartClaim(2, keyed(key));
    assert.equal(otherDocument.statusCode, 422);
    assert.equal(storedSubmissions(dataDir).length, storedBefore + 1);
    assert.equal(outboxEntries(), storedBefore + 1);
    assert.deepEqual(filesUnder(path.join(dataDir, "incoming")), []);
  });

  it("answers a repeated claim naming uploads with the same reference, once its uploads are gone", async () => {
    const client = tusClient(base);
    const claimKey = newIdempotencyKey();
    const id = await client.upload({ name: "estimate.pdf", bytes: pdfOfSize(3000, 5) }, claimKey);
    const body = buildClaimWithUploads(claimValues, claimKey, [id]);
    const key = newIdempotencyKey();
    const first = await client.claim(body, keyed(key));
    assert.equal(first.status, 201);
    const storedBefore = storedSubmissions(dataDir).length;
    const repeat = await client.claim(body, keyed(key));
    assert.equal(repeat.status, 201);
    assert.deepEqual(await repeat.json(), await first.json());
    assert.equal(storedSubmissions(dataDir).length, storedBefore);
    assert.equal(outboxEntries(), storedBefore);
  });

  it("answers 409 to a repeat arriving while the first is still being received, then the first's reference", async () => {
    const key = newIdempotencyKey();
    const { payload, headers } = await multipart(validClaimFields, [
      { name: "estimate.pdf", bytes: pdfOfSize(2 * 1024 * 1024, 6) },
    ]);
    const send = (body: Buffer) =>
      fetch(`${base}/api/claims`, {
        method: "POST",
        headers: { ...headers, ...keyed(key) },
        body: new Uint8Array(body),
      });

    // The first arrives slowly: half its body, then a pause while the service stages its document.
    const firstAnswer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(`${base}/api/claims`, {
        method: "POST",
        headers: { ...headers, ...keyed(key), "content-length": String(payload.length) },
      });
      request.on("response", (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode!, body }));
      });
      request.on("error", reject);
      request.write(payload.subarray(0, payload.length / 2));
      void until(
        () => filesUnder(path.join(dataDir, "incoming")).length === 1,
        "the first claim's document staging",
      ).then(async () => {
        const during = await send(payload);
        assert.equal(during.status, 409);
        assert.deepEqual(await during.json(), {
          error: "idempotency_key_in_use",
          message: idempotencyMessages.inProgress,
        });
        request.end(payload.subarray(payload.length / 2));
      }, reject);
    });
    const first = await firstAnswer;
    assert.equal(first.status, 201, first.body);
    const afterwards = await send(payload);
    assert.equal(afterwards.status, 201);
    assert.deepEqual(await afterwards.json(), JSON.parse(first.body));
  });

  it("forgets a key with its submission when the submission is erased", async () => {
    const key = newIdempotencyKey();
    const first = await quote(validQuote, keyed(key));
    const { reference } = first.json<{ reference: string }>();
    const db = openDatabase(dataDir);
    try {
      eraseSubmissions(db, dataDir, () => [reference], "test", OPERATOR);
      const kept = db.prepare<[string], { count: number }>(
        "SELECT COUNT(*) AS count FROM submissions WHERE idempotency_key = ?",
      );
      assert.equal(kept.get(key)!.count, 0);
    } finally {
      db.close();
    }
    const again = await quote(validQuote, keyed(key));
    assert.equal(again.statusCode, 201);
    assert.notDeepEqual(again.json(), first.json());
  });
});

describe("Idempotency-Key in a database made before keys were kept per form", () => {
  it("keeps its keys, each now its form's own", async () => {
    const dataDir = tempDir("old-keys-");
    const key = newIdempotencyKey();
    const old = new Database(path.join(dataDir, DATABASE_FILE));
    old.exec(`
      CREATE TABLE submissions (id INTEGER PRIMARY KEY, reference TEXT NOT NULL UNIQUE, kind TEXT NOT NULL,
        received_at TEXT NOT NULL, fields TEXT NOT NULL, idempotency_key TEXT, request_hash TEXT, receipt TEXT);
      CREATE UNIQUE INDEX submissions_by_idempotency_key ON submissions (idempotency_key)
        WHERE idempotency_key IS NOT NULL;
    `);
    old
      .prepare("INSERT INTO submissions VALUES (1, 'QTE-2026-000001', 'quote', ?, ?, ?, ?, NULL)")
      .run(new Date().toISOString(), JSON.stringify(validQuote), key, submissionHash(validQuote));
    old.close();
    const { app } = await startService({ DATA_DIR: dataDir, RATE_LIMIT_MAX: "1000" });
    after(() => app.close());

    const repeat = await app.inject({
      method: "POST",
      url: "/api/quote-requests",
      payload: validQuote,
      headers: keyed(key),
    });
    assert.deepEqual([repeat.statusCode, repeat.json()], [201, { reference: "QTE-2026-000001" }]);
    const body = await multipart(validClaimFields, [{ name: "estimate.pdf", bytes: pdfOfSize(3000, 4) }]);
    const claim = await app.inject({
      method: "POST",
      url: "/api/claims",
      payload: body.payload,
      headers: { ...body.headers, ...keyed(key) },
    });
    assert.equal(claim.statusCode, 201, claim.body);
    assert.match(claim.json<{ reference: string }>().reference, /^CLM-/);
  });
});
