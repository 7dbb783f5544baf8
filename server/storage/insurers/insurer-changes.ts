/**
 * An insurer added or changed by staff on the desk, with the products whose usual insurer it is, recorded in the
 * desk's record in the same transaction: the insurer's name and every detail as added, or each one changed from
 * what to what. Insurers are business data, and a claims address changed is how a claim pack would be sent
 * astray, so the record keeps the addresses themselves. A form sent with nothing changed writes nothing.
 */
import type { Db } from "../database/database";
import { writeTransaction } from "../database/write-transaction";
import { createDeskRecord, type DeskActor } from "../desk-progress/desk-record";
import { createInsurers, type Insurer, type InsurerDetails } from "./insurers";

/** A product the form offered: its key in the products file and its title, which the record names it by. */
export interface OfferedProduct {
  key: string;
  title: string;
}

/** The products ticked on the form, among those it offered. */
export interface ProductsTicked {
  ticked: readonly string[];
  offered: readonly OfferedProduct[];
}

export type InsurerOutcome =
  | { done: "added" | "changed" | "unchanged"; insurer: Insurer }
  | { refused: "name taken"; listed: string }
  | { refused: "unknown" };

const charterWords = ({ acknowledgeWorkingDays, offerDays }: InsurerDetails) =>
  `${acknowledgeWorkingDays} working days to acknowledge, ${offerDays} days to offer`;

const titlesOf = (keys: readonly string[], offered: readonly OfferedProduct[]) =>
  keys.map((key) => offered.find((product) => product.key === key)?.title ?? key).join(", ");

function addedWords(insurer: Insurer, products: readonly string[], offered: readonly OfferedProduct[]) {
  const usual = products.length === 0 ? "" : `; usual insurer of ${titlesOf(products, offered)}`;
  return `${insurer.name}: claims e-mail addresses ${insurer.claimsEmails.join(", ")}; phone ${insurer.phone}; ${charterWords(insurer)}${usual}`;
}

function changedWords(
  before: Insurer,
  after: Insurer,
  products: { added: string[]; removed: string[] },
  offered: readonly OfferedProduct[],
): string[] {
  const changes: string[] = [];
  const compare = (what: string, was: string | number, is: string | number) => {
    if (was !== is) changes.push(`${what} ${was} → ${is}`);
  };
  compare("name", before.name, after.name);
  compare("claims e-mail addresses", before.claimsEmails.join(", "), after.claimsEmails.join(", "));
  compare("phone", before.phone, after.phone);
  compare("working days to acknowledge", before.acknowledgeWorkingDays, after.acknowledgeWorkingDays);
  compare("days to offer", before.offerDays, after.offerDays);
  if (products.added.length > 0) changes.push(`made usual insurer of ${titlesOf(products.added, offered)}`);
  if (products.removed.length > 0) changes.push(`no longer usual insurer of ${titlesOf(products.removed, offered)}`);
  return changes;
}

const sameDetails = (insurer: Insurer, details: InsurerDetails) =>
  insurer.name === details.name &&
  insurer.claimsEmails.join("\n") === details.claimsEmails.join("\n") &&
  insurer.phone === details.phone &&
  insurer.acknowledgeWorkingDays === details.acknowledgeWorkingDays &&
  insurer.offerDays === details.offerDays;

export function createInsurerChanges(db: Db) {
  const insurers = createInsurers(db);
  const record = createDeskRecord(db);
  /** The name as the list writes it, of the insurer whose name (any case) is this one. */
  const listedName = (name: string) =>
    insurers.list().find((insurer) => insurer.name.toLowerCase() === name.toLowerCase())?.name ?? name;
  const keysOf = (offered: readonly OfferedProduct[]) => offered.map((product) => product.key);

  return {
    add: writeTransaction(
      db,
      (details: InsurerDetails, { ticked, offered }: ProductsTicked, by: DeskActor, now: Date): InsurerOutcome => {
        const insurer = insurers.add(details, now);
        if (insurer === "name taken") return { refused: "name taken", listed: listedName(details.name) };
        const { added } = insurers.setProducts(insurer.id, ticked, keysOf(offered));
        record.insurerAdded(addedWords(insurer, added, offered), by, now);
        return { done: "added", insurer };
      },
    ),
    change: writeTransaction(
      db,
      (
        id: number,
        details: InsurerDetails,
        { ticked, offered }: ProductsTicked,
        by: DeskActor,
        now: Date,
      ): InsurerOutcome => {
        const before = insurers.byId(id);
        if (!before) return { refused: "unknown" };
        const after = sameDetails(before, details) ? before : insurers.change(id, details, now);
        if (after === "name taken") return { refused: "name taken", listed: listedName(details.name) };
        if (after === "unknown") return { refused: "unknown" };
        const products = insurers.setProducts(id, ticked, keysOf(offered));
        const changes = changedWords(before, after, products, offered);
        if (changes.length === 0) return { done: "unchanged", insurer: after };
        record.insurerChanged(`${after.name}: ${changes.join("; ")}`, by, now);
        return { done: "changed", insurer: after };
      },
    ),
  };
}
