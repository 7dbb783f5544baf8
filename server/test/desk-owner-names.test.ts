/**
 * Two people on the desk of one name are told apart wherever staff choose an owner: the queue's owner filter and a
 * submission's "Owner" select name each by name and e-mail; everyone else keeps their name alone.
 */
import assert from "node:assert/strict";
import { after, it } from "node:test";
import { signedInPerson } from "./desk-session";
import { multipart, pdfBytes, startService, validClaimFields } from "./helpers";

it("names two people of one name by their e-mails too in the owner selects", async () => {
  const { app } = await startService({ SMTP_URL: "smtp://127.0.0.1:9" });
  after(() => app.close());
  const first = await signedInPerson(app, "ifeoma@cowryshield.com.ng", "Ifeoma Obi");
  const second = await signedInPerson(app, "ifeoma.obi@cowryshield.com.ng", "IFEOMA OBI");
  const third = await signedInPerson(app, "femi@cowryshield.com.ng", "Femi Bankole");
  const sent = await app.inject({
    method: "POST",
    url: "/api/claims",
    ...(await multipart(validClaimFields, [{ name: "report.pdf", bytes: pdfBytes }])),
  });
  const { reference } = sent.json<{ reference: string }>();

  const queue = (await app.inject({ url: "/desk/", cookies: first.cookies })).body;
  assert.ok(
    queue.includes(
      `<optgroup label="Officers"><option value="${third.person.id}">Femi Bankole</option><option value="${second.person.id}">IFEOMA OBI (ifeoma.obi@cowryshield.com.ng)</option><option value="${first.person.id}">Ifeoma Obi (ifeoma@cowryshield.com.ng)</option></optgroup>`,
    ),
    queue,
  );
  const page = (await app.inject({ url: `/desk/submissions/${reference}`, cookies: first.cookies })).body;
  assert.ok(
    page.includes(
      `<option value="${third.person.id}">Femi Bankole</option><option value="${second.person.id}">IFEOMA OBI (ifeoma.obi@cowryshield.com.ng)</option><option value="${first.person.id}">Ifeoma Obi (ifeoma@cowryshield.com.ng) (you)</option>`,
    ),
    page,
  );
});
