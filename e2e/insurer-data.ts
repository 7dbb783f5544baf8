/** An insurer on the browser tests' service's data, as the insurers' store adds it; its name and address made unique. */
import Database from "better-sqlite3";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { createInsurers } from "../server/storage/insurers/insurers";

export function addInsurer(name: string) {
  const db = new Database(path.join(__dirname, "..", "var", "e2e", "submissions.sqlite"));
  try {
    db.pragma("busy_timeout = 5000");
    const suffix = randomUUID().slice(0, 6);
    const added = createInsurers(db).add({
      name: `${name} ${suffix}`,
      claimsEmails: [`claims.${suffix}@leadway.example`],
      phone: "+2341280000",
      acknowledgeWorkingDays: 2,
      offerDays: 30,
    });
    if (typeof added === "string") throw new Error(added);
    return added;
  } finally {
    db.close();
  }
}
