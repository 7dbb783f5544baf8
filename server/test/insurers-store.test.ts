/** The insurers' store: listed by name, a name once whatever its case, details changed in place. */
import assert from "node:assert/strict";
import { it } from "node:test";
import { openDatabase } from "../storage/database/database";
import { CHARTER_DEFAULTS, createInsurers } from "../storage/insurers/insurers";
import { tempDir } from "./helpers";

const leadway = {
  name: "Leadway Assurance",
  claimsEmails: ["claims@leadway.example", "motorclaims@leadway.example"],
  phone: "+234 1 280 0700",
  ...CHARTER_DEFAULTS,
};

it("adds, lists by name, refuses a name twice in any case, and changes an insurer's details", () => {
  const db = openDatabase(tempDir("insurers-"));
  const insurers = createInsurers(db);
  const added = insurers.add(leadway, new Date("2026-11-29T08:00:00Z"));
  assert.notEqual(added, "name taken");
  const axa = insurers.add({ ...leadway, name: "AXA Mansard", claimsEmails: ["claims@axa.example"] });
  assert.equal(insurers.add({ ...leadway, name: "LEADWAY assurance" }), "name taken");
  assert.deepEqual(
    insurers.list().map(({ name, claimsEmails }) => [name, claimsEmails]),
    [
      ["AXA Mansard", ["claims@axa.example"]],
      ["Leadway Assurance", ["claims@leadway.example", "motorclaims@leadway.example"]],
    ],
  );
  const id = (added as { id: number }).id;
  assert.deepEqual(insurers.byId(id), {
    id,
    ...leadway,
    addedAt: "2026-11-29T08:00:00.000Z",
    changedAt: "2026-11-29T08:00:00.000Z",
  });
  const changed = insurers.change(id, { ...leadway, offerDays: 21 }, new Date("2026-11-29T09:00:00Z"));
  assert.equal(typeof changed === "object" && changed.offerDays, 21);
  assert.equal(insurers.change(id, { ...leadway, name: "axa mansard" }), "name taken");
  assert.equal(insurers.change(999, leadway), "unknown");
  assert.equal(typeof axa, "object");
  assert.throws(() => insurers.add({ ...leadway, name: "Zero Days", offerDays: 0 }), /CHECK constraint failed/);
});
