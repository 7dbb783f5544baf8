/** A visitor's mistake or abort is answered as the 4xx it is and logged quietly, never as a 500 with a stack. */
import assert from "node:assert/strict";
import type { AddressInfo } from "node:net";
import net from "node:net";
import path from "node:path";
import { after, describe, it } from "node:test";
import { filesUnder, multipart, pdfBytes, startService, until, validClaimFields, type LogEntry } from "./helpers";

const INFO = 30;
const WARN = 40;

/** No error-level line and no stack anywhere; one quiet line saying what was refused. */
function assertLoggedQuietly(logs: LogEntry[], statusCode: number) {
  assert.deepEqual(
    logs.filter((entry) => entry.level > WARN || "err" in entry),
    [],
  );
  const refused = logs.filter((entry) => entry.msg === "request refused");
  assert.equal(refused.length, 1, JSON.stringify(logs));
  assert.ok([INFO, WARN].includes(refused[0]!.level));
  assert.equal(refused[0]!.statusCode, statusCode);
}

describe("Client errors", async () => {
  const logs: LogEntry[] = [];
  const { app, dataDir } = await startService({ RATE_LIMIT_MAX: "1000" }, { logs });
  after(() => app.close());
  const leftovers = () => [
    ...filesUnder(path.join(dataDir, "incoming")),
    ...filesUnder(path.join(dataDir, "documents")),
  ];

  for (const url of ["/..%2f..%2fetc/passwd", "/%00", "/static/..%2f..%2f..%2fetc%2fpasswd"]) {
    it(`answers the refused static path ${url} with the site's 404 page`, async () => {
      logs.length = 0;
      const response = await app.inject({ method: "GET", url });
      assert.equal(response.statusCode, 404);
      assert.equal(response.headers["content-type"], "text/html; charset=utf-8");
      assert.match(response.body, /Page Not Found/);
      assertLoggedQuietly(logs, 404);
    });
  }

  it("refuses __proto__ as a multipart field name with 400", async () => {
    logs.length = 0;
    const { payload, headers } = await multipart({ ...validClaimFields, proto_field: "1" }, [
      { name: "a.pdf", bytes: pdfBytes },
    ]);
    const response = await app.inject({
      method: "POST",
      url: "/api/claims",
      headers,
      payload: Buffer.from(payload.toString("latin1").replace('name="proto_field"', 'name="__proto__"'), "latin1"),
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), {
      error: "invalid_multipart",
      message: "The request has a field name that is not allowed",
    });
    assert.deepEqual(leftovers(), []);
    assertLoggedQuietly(logs, 400);
  });

  it("refuses a multipart body without a boundary with 400", async () => {
    logs.length = 0;
    const { payload } = await multipart(validClaimFields, [{ name: "a.pdf", bytes: pdfBytes }]);
    const response = await app.inject({
      method: "POST",
      url: "/api/claims",
      headers: { "content-type": "multipart/form-data" },
      payload,
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { error: "invalid_multipart", message: "The multipart body has no boundary" });
    assert.deepEqual(leftovers(), []);
    assertLoggedQuietly(logs, 400);
  });

  for (const [where, cut] of [
    ["in its closing boundary", 10],
    ["inside a large document", 600_000],
  ] as const) {
    it(`refuses a multipart body cut short ${where} with 400, leaving no file`, async () => {
      logs.length = 0;
      const { payload, headers } = await multipart(validClaimFields, [
        { name: "a.pdf", bytes: Buffer.concat([pdfBytes, Buffer.alloc(1024 * 1024, 7)]) },
      ]);
      const response = await app.inject({
        method: "POST",
        url: "/api/claims",
        headers,
        payload: payload.subarray(0, payload.length - cut),
      });
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), {
        error: "incomplete_body",
        message: "The request ended before it was complete",
      });
      assert.deepEqual(leftovers(), []);
      assertLoggedQuietly(logs, 400);
    });
  }

  it("logs a visitor who abandons an upload quietly and keeps nothing of it", async () => {
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as AddressInfo;
    logs.length = 0;
    const { payload, headers } = await multipart(validClaimFields, [
      { name: "a.pdf", bytes: Buffer.concat([pdfBytes, Buffer.alloc(2 * 1024 * 1024, 7)]) },
    ]);
    const socket = net.connect(port, "127.0.0.1");
    after(() => socket.destroy());
    socket.on("error", () => undefined);
    socket.write(
      `POST /api/claims HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${headers["content-type"]}\r\n` +
        `Content-Length: ${payload.length}\r\n\r\n`,
    );
    socket.write(payload.subarray(0, payload.length / 2));
    await until(() => filesUnder(path.join(dataDir, "incoming")).length === 1, "the upload to reach the disk");
    socket.destroy();
    await until(() => logs.some((entry) => entry.msg === "request refused"), "the abort to be logged");
    await until(() => leftovers().length === 0, "the partial upload to be removed");
    assertLoggedQuietly(logs, 400);
  });
});
