/**
 * No query string in the service's log, on any path: a form a browser sent as a GET (its script blocked) carries
 * the visitor's name, e-mail and description there.
 */
import assert from "node:assert/strict";
import { after, it } from "node:test";
import { startService, validQuote, type LogEntry } from "./helpers";

const query = "?name=Secret+Visitorname&email=secret.visitor%40example.com&description=Secretly+written";
const traces = ["Secret", "secret", "Visitorname", "example.com"];

it("logs each request's path without its query, whatever the path and the answer", async () => {
  const logs: LogEntry[] = [];
  const { app } = await startService({ RATE_LIMIT_MAX: "100" }, { logs });
  after(() => app.close());
  const requests = [
    { method: "GET", url: `/${query}` },
    { method: "GET", url: `/claims/${query}` },
    { method: "GET", url: `/no-such-page${query}` },
    { method: "GET", url: `/services/motor${query}` },
    { method: "GET", url: `/_headers${query}` },
    { method: "GET", url: `/%E0%A4%A${query}` },
    { method: "GET", url: `/api/health${query}` },
    { method: "GET", url: `/api/claims${query}` },
    { method: "GET", url: `/api/nothing${query}` },
    { method: "POST", url: `/api/quote-requests${query}`, payload: validQuote },
    { method: "POST", url: `/api/quote-requests${query}`, payload: { name: "" } },
  ] as const;
  for (const request of requests) await app.inject(request);

  const urls = logs.flatMap((line) => {
    const { req } = line as { req?: { url: string } };
    return req ? [req.url] : [];
  });
  assert.deepEqual(
    urls,
    requests.map(({ url }) => url.slice(0, url.indexOf("?"))),
    "each request is logged, by its path",
  );
  const written = logs.map((line) => JSON.stringify(line)).join("\n");
  for (const trace of traces) assert.ok(!written.includes(trace), `the log holds "${trace}":\n${written}`);
});
