/**
 * Addresses however they are written: the build's notes for static hosts are never served, whatever encoding or
 * dot segments lead to them, and what the router itself refuses is answered as a missing page with every header,
 * never as Fastify's JSON echoing the address.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { after, describe, it } from "node:test";
import { apiPolicy } from "../../hosting/content-security-policy";
import { startService } from "./helpers";

/** A request with its path sent exactly as written: fetch and URL would resolve the dot segments first. */
function rawGet(port: number, requestPath: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: requestPath }, (response) => {
        let body = "";
        response.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body }));
      })
      .on("error", reject);
  });
}

const HEADERS_FILE_TEXT = "Written by the build";

describe("the build's _headers and _redirects", async () => {
  const { app, publicDir } = await startService();
  after(() => app.close());
  fs.writeFileSync(
    path.join(publicDir, "_redirects"),
    `# ${HEADERS_FILE_TEXT} (gatsby/rewrites/write-host-files.ts)\n`,
  );
  await app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = app.server.address() as AddressInfo;

  const paths = [
    "/_headers",
    "/_redirects",
    "/admin/%2e%2e/_headers",
    "/admin/%2E%2E/_redirects",
    "/static/..%2f_headers",
    "/static/..%2F_redirects",
    "/static/%2e%2e%2f_headers",
    "/static/%2e%2e/_headers",
    "/static/a/..%2f..%2f_headers",
    "//_headers",
    "///_redirects",
    "/%2f_headers",
    "/./_headers",
    "/%2e/_headers",
    "/admin/../_headers",
    "/_headers/",
    "/_headers/.",
    "/%5fheaders",
    "/%5F%72edirects",
    "/_headers?download=1",
  ];

  for (const requestPath of paths) {
    it(`are not served at ${requestPath}`, async () => {
      for (const response of [
        await rawGet(port, requestPath),
        await app.inject({ method: "GET", url: requestPath }).then((answer) => ({
          status: answer.statusCode,
          headers: answer.headers,
          body: answer.body,
        })),
      ]) {
        assert.equal(response.status, 404, requestPath);
        assert.ok(!response.body.includes(HEADERS_FILE_TEXT), requestPath);
        assert.match(String(response.headers["content-type"]), /^text\/html/);
      }
    });
  }

  it("while the site's own files still are", async () => {
    assert.equal((await rawGet(port, "/app-0123456789abcdef0123.js")).status, 200);
    assert.equal((await rawGet(port, "/static/..%2fapp-0123456789abcdef0123.js")).status, 200);
  });
});

describe("an address the router cannot decode", async () => {
  const { app } = await startService();
  after(() => app.close());
  await app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = app.server.address() as AddressInfo;

  for (const requestPath of ["/%E0%A4%A", "/about/%E0%A4%A/", "/%E0%A4%A?q=%3Cscript%3E", "/services/%ZZ"]) {
    it(`is answered with the 404 page and the site's headers: ${requestPath}`, async () => {
      const response = await rawGet(port, requestPath);
      assert.equal(response.status, 404);
      assert.equal(response.headers["content-type"], "text/html; charset=utf-8");
      assert.match(response.body, requestPath.startsWith("/services/") ? /Product Not Found/ : /Page Not Found/);
      assert.ok(!response.body.includes("FST_ERR") && !response.body.includes("%E0"), response.body);
      assert.equal(response.headers["x-frame-options"], "DENY");
      assert.equal(response.headers["x-content-type-options"], "nosniff");
      assert.match(String(response.headers["strict-transport-security"]), /max-age=/);
      assert.match(String(response.headers["content-security-policy"]), /default-src/);
    });
  }

  it("is answered on the API as one that does not exist, with the API's headers", async () => {
    const response = await rawGet(port, "/api/%E0%A4%A");
    assert.equal(response.status, 404);
    assert.deepEqual(JSON.parse(response.body), { error: "not_found" });
    assert.equal(response.headers["content-security-policy"], apiPolicy);
    assert.equal(response.headers["cache-control"], "no-store");
    assert.equal(response.headers["x-frame-options"], "DENY");
  });
});
