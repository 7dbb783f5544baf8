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

it("keeps the products whose usual insurer each is, and offers a product's usual insurers first", () => {
  const db = openDatabase(tempDir("insurer-products-"));
  const insurers = createInsurers(db);
  const add = (name: string) => (insurers.add({ ...leadway, name }) as { id: number }).id;
  add("AXA Mansard");
  const [leadwayId, aiico] = [add("Leadway Assurance"), add("AIICO Insurance")];
  const offered = ["motor-insurance", "fire-insurance", "group-life"];
  assert.deepEqual(insurers.setProducts(leadwayId, ["motor-insurance", "not-offered"], offered), {
    added: ["motor-insurance"],
    removed: [],
  });
  insurers.setProducts(aiico, ["group-life", "motor-insurance"], offered);
  db.prepare("INSERT INTO insurer_products VALUES (?, 'taken-off-the-site')").run(aiico);
  assert.deepEqual(insurers.setProducts(aiico, ["fire-insurance"], offered), {
    added: ["fire-insurance"],
    removed: ["motor-insurance", "group-life"],
  });
  assert.deepEqual(insurers.productsOf(aiico), ["fire-insurance", "taken-off-the-site"]);
  assert.deepEqual(insurers.productsOf(leadwayId), ["motor-insurance"]);
  const offeredFor = (products: string[]) =>
    insurers.forProducts(products).map(({ name, usual }) => `${name}${usual ? " (usual)" : ""}`);
  assert.deepEqual(offeredFor(["motor-insurance"]), ["Leadway Assurance (usual)", "AIICO Insurance", "AXA Mansard"]);
  assert.deepEqual(offeredFor(["fire-insurance", "motor-insurance"]), [
    "AIICO Insurance (usual)",
    "Leadway Assurance (usual)",
    "AXA Mansard",
  ]);
  assert.deepEqual(offeredFor(["travel-insurance"]), ["AIICO Insurance", "AXA Mansard", "Leadway Assurance"]);
  assert.equal(insurers.forProducts([]).length, 3);
});
