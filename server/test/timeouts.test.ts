/** Stalled and trickled bodies are closed in bounded time over real sockets, and leave nothing behind. */
import assert from "node:assert/strict";
import type { AddressInfo } from "node:net";
import net from "node:net";
import path from "node:path";
import { after, describe, it } from "node:test";
import {
  filesUnder,
  multipart,
  pdfBytes,
  startService,
  until,
  validClaimFields,
  validQuote,
  storedSubmissions,
} from "./helpers";

const storedCount = (dataDir: string) => storedSubmissions(dataDir).length;

/** A raw connection that records what the service answers and when it hangs up. */
function connect(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  const state = { closed: false, received: "" };
  socket.on("data", (chunk) => (state.received += chunk.toString("latin1")));
  socket.on("close", () => (state.closed = true));
  socket.on("error", () => undefined);
  after(() => socket.destroy());
  return { socket, state };
}

describe("Request timeouts", async () => {
  const { app, dataDir } = await startService({
    RATE_LIMIT_MAX: "1000",
    IDLE_TIMEOUT_MS: "400",
    REQUEST_TIMEOUT_MS: "1500",
  });
  after(() => app.close());
  await app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const incoming = () => filesUnder(path.join(dataDir, "incoming"));

  it("closes a JSON body that stalls after 1 byte of its 30,000, storing nothing", async () => {
    const before = storedCount(dataDir);
    const { socket, state } = connect(port);
    socket.write(
      "POST /api/quote-requests HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
        "Content-Length: 30000\r\n\r\n{",
    );
    await until(() => state.closed, "the stalled connection to be closed", 5000);
    assert.equal(storedCount(dataDir), before);
  });

  it("closes an unterminated chunked body", async () => {
    const { socket, state } = connect(port);
    socket.write(
      "POST /api/quote-requests HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
        'Transfer-Encoding: chunked\r\n\r\n5\r\n{"nam\r\n',
    );
    await until(() => state.closed, "the stalled connection to be closed", 5000);
  });

  it("closes a claim stalled mid-document and removes its partial file", async () => {
    const before = storedCount(dataDir);
    const { payload, headers } = await multipart(validClaimFields, [
      { name: "scan.pdf", bytes: Buffer.concat([pdfBytes, Buffer.alloc(1024 * 1024, 7)]) },
    ]);
    const { socket, state } = connect(port);
    socket.write(
      `POST /api/claims HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${headers["content-type"]}\r\n` +
        `Content-Length: ${payload.length}\r\n\r\n`,
    );
    socket.write(payload.subarray(0, payload.length / 2));
    await until(() => incoming().length === 1, "the upload to reach the disk", 5000);
    await until(() => state.closed, "the stalled connection to be closed", 5000);
    await until(() => incoming().length === 0, "the partial file to be removed", 5000);
    assert.equal(storedCount(dataDir), before);
    assert.deepEqual(filesUnder(path.join(dataDir, "documents")), []);
  });

  it("closes a body trickled in too slowly to stall but too slowly to finish, answering 408", async () => {
    const { socket, state } = connect(port);
    socket.write(
      "POST /api/quote-requests HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
        "Content-Length: 30000\r\n\r\n",
    );
    const trickle = setInterval(() => socket.write(" "), 100);
    after(() => clearInterval(trickle));
    await until(() => state.closed, "the trickled connection to be closed", 6000);
    clearInterval(trickle);
    assert.match(state.received, /^HTTP\/1\.1 408 /);
  });

  it("keeps a body that pauses for less than the idle timeout, and stores it", async () => {
    const body = Buffer.from(JSON.stringify(validQuote));
    const { socket, state } = connect(port);
    socket.write(
      "POST /api/quote-requests HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    );
    for (let offset = 0; offset < body.length; offset += Math.ceil(body.length / 4)) {
      socket.write(body.subarray(offset, offset + Math.ceil(body.length / 4)));
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await until(() => state.closed, "the answer", 5000);
    assert.match(state.received, /^HTTP\/1\.1 201 /);
  });
});
