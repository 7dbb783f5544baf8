/** The claim most desk tests start from: filed on the website and moved by Ada on the desk to wait for documents. */
import assert from "node:assert/strict";
import { fileClaim } from "./claim-status-session";
import { signedInPerson } from "./desk-session";
import { until } from "./helpers";
import { serviceMailingToSink } from "./mailing-service";

/**
 * A service mailing to a sink, Ada signed in on its desk, and a claim waiting for a police report and a repair
 * estimate, its receipt and the staff's e-mail sent before the step's e-mail.
 */
export async function claimWaitingForDocuments(env: Record<string, string> = {}) {
  const service = await serviceMailingToSink(env);
  const { app, sink } = service;
  const ada = await signedInPerson(app, "ada@cowryshield.com.ng", "Ada Okafor");
  const reference = await fileClaim(app);
  await until(() => sink.received.length >= 2, "the receipt and staff's e-mail");
  const moved = app.desk.progress.moveStep(
    reference,
    "documents-requested",
    { documents: "Police report\nRepair estimate" },
    {},
    0,
    { staffId: ada.person.id, address: "127.0.0.1" },
  );
  assert.equal(moved.ok, true);
  return { ...service, ada, reference };
}
