/**
 * The desk's steps (form-contract/steps/) and a submission's progress through them (storage/desk-progress/submission-progress.ts):
 * the steps as the table gives them, every move allowed and refused, what staff must give, and a change
 * made on a version someone else changed since, refused with who and when.
 */
import assert from "node:assert/strict";
import Database from "better-sqlite3";
import fs from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { claimSteps, quoteSteps, stepsOf, type SubmissionKind } from "../../form-contract/steps/steps";
import { readClaimDocuments } from "../desk/claim-documents";
import { StartupError } from "../startup-error";
import { DATABASE_FILE, openDatabase } from "../storage/database/database";
import { createDeskRecord } from "../storage/desk-progress/desk-record";
import { createStaffStore } from "../storage/desk-people/staff";
import { createSubmissionProgress } from "../storage/desk-progress/submission-progress";
import { createSubmissionStore } from "../storage/submissions/submission-store";
import { tempDir, validClaimFields, validQuote } from "./helpers";

/** 13:00 in Lagos on Thursday 26 November 2026. */
const NOW = new Date("2026-11-26T12:00:00Z");

function desk() {
  const dataDir = tempDir("steps-");
  const db = openDatabase(dataDir);
  const store = createSubmissionStore(db, dataDir);
  const staff = createStaffStore(db);
  const ada = staff.add("ada@cowryshield.com.ng", "Ada Okafor", NOW)!;
  const bayo = staff.add("bayo@cowryshield.com.ng", "Bayo Cole", NOW)!;
  const claim = () => store.save("claim", { ...validClaimFields, notARobot: true }, [], NOW);
  const quote = () => store.save("quote", validQuote, [], NOW);
  return {
    db,
    dataDir,
    progress: createSubmissionProgress(db),
    record: createDeskRecord(db),
    staff,
    claim,
    quote,
    ada: { staffId: ada.id, address: "192.0.2.10" },
    bayo: { staffId: bayo.id, address: "192.0.2.20" },
  };
}

/** What staff give for each step that asks for something, valid; with a reason, which a reopening also needs. */
const validInput: Record<string, Record<string, unknown>> = {
  "documents-requested": { documents: ["Police report"] },
  "with-insurer": { insurer: "Leadway Assurance", insurerClaimNumber: "LW/MTR/2026/0456" },
  "offer-made": { amount: "450,000" },
  settled: { amount: "450,000", paidOn: "2026-11-20" },
  declined: { reason: "The policy had lapsed" },
};
const inputFor = (step: string) => ({ ...validInput[step], reopenReason: "The insurer reviewed it again" });

/** The documented moves, docs/operations.md's "Steps and moves". */
const moves: Record<SubmissionKind, Record<string, string[]>> = {
  claim: {
    received: ["in-review", "documents-requested", "declined", "withdrawn"],
    "in-review": ["documents-requested", "with-insurer", "declined", "withdrawn"],
    "documents-requested": ["in-review", "with-insurer", "being-assessed", "declined", "withdrawn"],
    "with-insurer": ["documents-requested", "being-assessed", "offer-made", "declined", "withdrawn"],
    "being-assessed": ["documents-requested", "offer-made", "declined", "withdrawn"],
    "offer-made": ["settled", "being-assessed", "declined", "withdrawn"],
    settled: ["in-review"],
    declined: ["in-review"],
    withdrawn: ["in-review"],
  },
  quote: {
    new: ["contacted", "quote-sent", "lost"],
    contacted: ["quote-sent", "lost"],
    "quote-sent": ["won", "lost", "contacted"],
    won: ["contacted"],
    lost: ["contacted"],
  },
};
const staffWords: Record<string, string> = {
  received: "Received",
  "in-review": "In review",
  "documents-requested": "Waiting for documents",
  "with-insurer": "With the insurer",
  "being-assessed": "Being assessed",
  "offer-made": "Offer made",
  settled: "Settled",
  declined: "Declined",
  withdrawn: "Withdrawn",
  new: "New",
  contacted: "Contacted",
  "quote-sent": "Quote sent",
  won: "Won",
  lost: "Lost",
};

/** The shortest way from the first step to `to`, through the documented moves. */
function pathTo(kind: SubmissionKind, to: string): string[] {
  const first = kind === "claim" ? "received" : "new";
  const paths = new Map<string, string[]>([[first, []]]);
  const queue = [first];
  while (queue.length > 0) {
    const step = queue.shift()!;
    for (const next of moves[kind][step]!) {
      if (paths.has(next)) continue;
      paths.set(next, [...paths.get(step)!, next]);
      queue.push(next);
    }
  }
  return paths.get(to)!;
}

const listed = (keys: string[]) => {
  const words = keys.map((key) => staffWords[key]!);
  return words.length === 1 ? words[0] : `${words.slice(0, -1).join(", ")} or ${words.at(-1)}`;
};

describe("the steps", () => {
  it("are the issue's table: what staff see, what the customer sees, what staff give", () => {
    const table = claimSteps.map(({ key, staffSee, customerSees, details }) => [
      key,
      staffSee,
      customerSees,
      details.map(({ name, type, required }) => `${name}: ${type}${required ? "" : " (optional)"}`).join(", "),
    ]);
    assert.deepEqual(table, [
      ["received", "Received", "We have your claim", ""],
      ["in-review", "In review", "We are checking your claim", ""],
      [
        "documents-requested",
        "Waiting for documents",
        "We need documents from you",
        "documents: documents, sendBy: due-date (optional)",
      ],
      ["with-insurer", "With the insurer", "Sent to the insurer", "insurer: text, insurerClaimNumber: text (optional)"],
      ["being-assessed", "Being assessed", "Being assessed", "lossAdjuster: text (optional)"],
      ["offer-made", "Offer made", "Offer made", "amount: naira"],
      ["settled", "Settled", "Paid", "amount: naira, paidOn: date"],
      ["declined", "Declined", "Declined", "reason: text"],
      ["withdrawn", "Withdrawn", "Withdrawn", ""],
    ]);
    assert.deepEqual(
      claimSteps.filter((step) => step.closed).map((step) => step.key),
      ["settled", "declined", "withdrawn"],
    );
    assert.deepEqual(
      quoteSteps.map(({ staffSee, closed }) => `${staffSee}${closed ? " (closed)" : ""}`),
      ["New", "Contacted", "Quote sent", "Won (closed)", "Lost (closed)"],
    );
  });

  it("allow the documented moves and no others", () => {
    for (const kind of ["claim", "quote"] as const) {
      assert.deepEqual(Object.fromEntries(stepsOf[kind].map((step) => [step.key, step.next])), moves[kind]);
    }
  });
});

describe("moving a submission", () => {
  it("starts a new claim at Received and a quote request at New, nobody's, at version 0, with no row of its own", () => {
    const { db, progress, claim, quote } = desk();
    const claimed = progress.currentState(claim())!;
    assert.deepEqual(
      { step: claimed.step.key, owner: claimed.owner, version: claimed.version, last: claimed.lastChange },
      { step: "received", owner: null, version: 0, last: null },
    );
    assert.equal(progress.currentState(quote())!.step.key, "new");
    assert.deepEqual(progress.timeline("CLM-2026-000001"), []);
    assert.deepEqual(db.prepare("SELECT COUNT(*) AS count FROM submission_events").get(), { count: 0 });
    assert.equal(progress.currentState("CLM-2026-999999"), undefined);
  });

  for (const kind of ["claim", "quote"] as const) {
    it(`makes every allowed move of a ${kind} and refuses every other, saying where it can go`, () => {
      const { progress, claim, quote, ada } = desk();
      const kindName = kind === "claim" ? "A claim" : "A quote request";
      for (const from of Object.keys(moves[kind])) {
        for (const to of Object.keys(moves[kind])) {
          const reference = kind === "claim" ? claim() : quote();
          const way = pathTo(kind, from);
          way.forEach((step, version) =>
            assert.equal(progress.moveStep(reference, step, inputFor(step), undefined, version, ada, NOW).ok, true),
          );
          const moved = progress.moveStep(reference, to, inputFor(to), undefined, way.length, ada, NOW);
          if (moves[kind][from]!.includes(to)) {
            assert.ok(moved.ok, `${from} → ${to}: ${moved.ok ? "" : moved.message}`);
            assert.equal(moved.state.step.key, to);
            assert.equal(moved.state.version, way.length + 1);
          } else {
            const [fromWords, toWords] = [staffWords[from], staffWords[to]];
            assert.deepEqual(moved, {
              ok: false,
              refused: "not allowed",
              message: `${kindName} cannot move from ${fromWords} to ${toWords}: from ${fromWords} it moves to ${listed(moves[kind][from]!)}`,
              problems: [],
            });
            assert.equal(progress.currentState(reference)!.step.key, from);
          }
        }
      }
    });
  }

  it("words a refused move for people", () => {
    const { progress, claim, quote, ada } = desk();
    const refused = (reference: string, to: string) => {
      const moved = progress.moveStep(reference, to, {}, undefined, 0, ada, NOW);
      return moved.ok ? "moved" : moved.message;
    };
    assert.equal(
      refused(claim(), "settled"),
      "A claim cannot move from Received to Settled: from Received it moves to In review, Waiting for documents, Declined or Withdrawn",
    );
    assert.equal(
      refused(quote(), "won"),
      "A quote request cannot move from New to Won: from New it moves to Contacted, Quote sent or Lost",
    );
    assert.equal(refused(claim(), "paid"), 'A claim has no step "paid"');
    assert.equal(refused("CLM-2026-999999", "in-review"), "There is no submission CLM-2026-999999");
  });

  it("needs the documents asked for: from the claim type's list or written, one a line", () => {
    const { progress, claim, ada } = desk();
    const reference = claim();
    assert.deepEqual(progress.moveStep(reference, "documents-requested", { documents: " \n " }, {}, 0, ada, NOW), {
      ok: false,
      refused: "not allowed",
      message: `${reference} was not moved to Waiting for documents: The documents needed: name at least one`,
      problems: ["The documents needed: name at least one"],
    });
    const tooLong = progress.moveStep(
      reference,
      "documents-requested",
      { documents: "x".repeat(121) },
      {},
      0,
      ada,
      NOW,
    );
    assert.deepEqual(!tooLong.ok && tooLong.problems, [
      "The documents needed: at most 20, each one line of at most 120 characters",
    ]);
    const documents = ["Police report", "Photographs of the damaged vehicle\r\n\r\n  Repair estimate  "];
    const moved = progress.moveStep(reference, "documents-requested", { documents }, undefined, 0, ada, NOW);
    assert.ok(moved.ok);
    const [entry] = progress.timeline(reference)!;
    assert.ok(entry?.kind === "step");
    assert.deepEqual(entry.details, {
      documents: ["Police report", "Photographs of the damaged vehicle", "Repair estimate"],
    });
    assert.deepEqual(entry.detailLines, [
      "The documents needed: Police report; Photographs of the damaged vehicle; Repair estimate",
    ]);
  });

  it("takes a date to send the documents by, today or later, and none at all", () => {
    const { progress, claim, ada } = desk();
    const problemsOf = (sendBy: string) => {
      const moved = progress.moveStep(
        claim(),
        "documents-requested",
        { documents: "Police report", sendBy },
        undefined,
        0,
        ada,
        NOW,
      );
      return moved.ok ? "moved" : moved.problems;
    };
    for (const sendBy of ["2026-11-25", "2026-02-30", "12/12/2026"]) {
      assert.deepEqual(problemsOf(sendBy), [
        "The date to send them by must be a date (YYYY-MM-DD) no earlier than today, 2026-11-26",
      ]);
    }
    assert.deepEqual([problemsOf("2026-11-26"), problemsOf("2026-12-12"), problemsOf("")], ["moved", "moved", "moved"]);
  });

  it("needs the insurer's name (its claim number comes later), an amount in naira, the date paid and a reason to decline", () => {
    const { progress, claim, ada } = desk();
    const reference = claim();
    const problemsOf = (to: string, input: Record<string, unknown>, version: number) => {
      const moved = progress.moveStep(reference, to, input, undefined, version, ada, NOW);
      return moved.ok ? "moved" : moved.problems;
    };
    assert.ok(progress.moveStep(reference, "in-review", {}, undefined, 0, ada, NOW).ok);
    assert.deepEqual(problemsOf("with-insurer", { insurer: "  " }, 1), ["The insurer's name is required"]);
    assert.deepEqual(problemsOf("with-insurer", { insurer: "Leadway\nAssurance", insurerClaimNumber: "X1" }, 1), [
      "The insurer's name must be one line of at most 200 characters",
    ]);
    assert.equal(problemsOf("with-insurer", validInput["with-insurer"]!, 1), "moved");
    for (const amount of ["", "about 2m", "0", "1,000.505", "-5000"]) {
      assert.deepEqual(problemsOf("offer-made", { amount }, 2), [
        amount === ""
          ? "The amount offered is required"
          : "The amount offered must be an amount in naira, like 250,000 or 250,000.50",
      ]);
    }
    assert.equal(problemsOf("offer-made", { amount: "₦1,250,000.5" }, 2), "moved");
    assert.deepEqual(problemsOf("settled", { amount: "1250000" }, 3), ["The date paid is required"]);
    for (const paidOn of ["2026-11-27", "2026-02-30", "26/11/2026"]) {
      assert.deepEqual(problemsOf("settled", { amount: "1250000", paidOn }, 3), [
        "The date paid must be a date (YYYY-MM-DD) no later than today, 2026-11-26",
      ]);
    }
    assert.equal(problemsOf("settled", { amount: "NGN 1,250,000", paidOn: "2026-11-26" }, 3), "moved");
    const steps = progress.timeline(reference)!.flatMap((entry) => (entry.kind === "step" ? [entry] : []));
    assert.deepEqual(
      steps.map(({ step, details, detailLines }) => [step.key, details, detailLines]),
      [
        ["in-review", {}, []],
        [
          "with-insurer",
          { insurer: "Leadway Assurance", insurerClaimNumber: "LW/MTR/2026/0456" },
          ["The insurer's name: Leadway Assurance", "The insurer's claim number: LW/MTR/2026/0456"],
        ],
        ["offer-made", { amount: 125_000_050 }, ["The amount offered: ₦1,250,000.50"]],
        [
          "settled",
          { amount: 125_000_000, paidOn: "2026-11-26" },
          ["The amount paid: ₦1,250,000", "The date paid: 2026-11-26"],
        ],
      ],
    );

    const declined = claim();
    assert.deepEqual(progress.moveStep(declined, "declined", {}, undefined, 0, ada, NOW), {
      ok: false,
      refused: "not allowed",
      message: `${declined} was not moved to Declined: The reason it was declined is required`,
      problems: ["The reason it was declined is required"],
    });
  });

  it("takes the loss adjuster when there is one, and a message for the customer", () => {
    const { progress, claim, ada } = desk();
    const reference = claim();
    for (const [step, input] of pathTo("claim", "with-insurer").map((key) => [key, inputFor(key)] as const)) {
      assert.ok(
        progress.moveStep(reference, step, input, undefined, progress.currentState(reference)!.version, ada, NOW).ok,
      );
    }
    const message = "The insurer's adjuster will call you this week.\nPlease keep the car as it is.";
    const moved = progress.moveStep(
      reference,
      "being-assessed",
      { lossAdjuster: "" },
      { message: ` ${message} ` },
      2,
      ada,
      NOW,
    );
    assert.ok(moved.ok);
    const last = progress.timeline(reference)!.at(-1)!;
    assert.ok(last.kind === "step");
    assert.deepEqual([last.details, last.message], [{}, message]);
    const refused = progress.moveStep(
      reference,
      "offer-made",
      { amount: "5000" },
      { message: "Call us\u202e" },
      3,
      ada,
      NOW,
    );
    assert.deepEqual(!refused.ok && refused.problems, [
      "The message for the customer must be at most 5000 characters, with no hidden control characters (line breaks are fine)",
    ]);
  });

  it("reopens a closed claim only with a reason, and it is closed no more", () => {
    const { progress, claim, ada } = desk();
    const reference = claim();
    assert.ok(progress.moveStep(reference, "withdrawn", {}, undefined, 0, ada, NOW).ok);
    assert.equal(progress.currentState(reference)!.closedAt, NOW.toISOString());
    assert.deepEqual(progress.moveStep(reference, "in-review", {}, undefined, 1, ada, NOW), {
      ok: false,
      refused: "not allowed",
      message: `${reference} was not moved to In review: Why it is reopened is required`,
      problems: ["Why it is reopened is required"],
    });
    const input = { reopenReason: "The customer found the receipt" };
    const reopened = progress.moveStep(reference, "in-review", input, undefined, 1, ada, NOW);
    assert.ok(reopened.ok);
    assert.deepEqual([reopened.state.step.key, reopened.state.closedAt], ["in-review", null]);
    const last = progress.timeline(reference)!.at(-1)!;
    assert.deepEqual(last.kind === "step" && last.detailLines, ["Why it is reopened: The customer found the receipt"]);
  });

  it("assigns to a person on the desk or to nobody, and writes notes, each on the timeline and in the record", () => {
    const { progress, record, staff, claim, ada, bayo } = desk();
    const reference = claim();
    assert.ok(progress.assign(reference, bayo.staffId, 0, ada, NOW).ok);
    assert.equal(progress.currentState(reference)!.owner?.name, "Bayo Cole");
    assert.deepEqual(progress.addNote(reference, " \n ", 1, bayo, NOW), {
      ok: false,
      refused: "not allowed",
      message: "The note is empty: write it first",
      problems: ["The note is empty: write it first"],
    });
    const tooLong = progress.addNote(reference, "x".repeat(5001), 1, bayo, NOW);
    assert.equal(
      !tooLong.ok && tooLong.message,
      "The note must be at most 5000 characters, with no hidden control characters (line breaks are fine)",
    );
    const note = "Called the customer: the police report comes Monday.\nThe insurer is Leadway.";
    assert.ok(progress.addNote(reference, note, 1, bayo, NOW).ok);
    assert.ok(progress.assign(reference, null, 2, bayo, NOW).ok);
    staff.remove("bayo@cowryshield.com.ng", NOW);
    assert.deepEqual(progress.assign(reference, bayo.staffId, 3, ada, NOW), {
      ok: false,
      refused: "not allowed",
      message: "That person is not on the desk",
      problems: [],
    });
    assert.ok(progress.moveStep(reference, "in-review", {}, { message: "We are on it." }, 3, ada, NOW).ok);

    const state = progress.currentState(reference)!;
    assert.deepEqual([state.owner, state.version, state.lastChange?.by.name], [null, 4, "Ada Okafor"]);
    assert.deepEqual(
      progress.timeline(reference)!.map((entry) => {
        const said = entry.kind === "note" ? entry.note : entry.kind === "step" ? entry.step.key : entry.owner?.name;
        return [entry.version, entry.by.name, entry.kind, said ?? null];
      }),
      [
        [1, "Ada Okafor", "assignment", "Bayo Cole"],
        [2, "Bayo Cole", "note", note],
        [3, "Bayo Cole", "assignment", null],
        [4, "Ada Okafor", "step", "in-review"],
      ],
    );
    assert.deepEqual(
      record
        .entries()
        .map(({ staffId, action, reference: about, what, address }) => [staffId, action, about, what, address]),
      [
        [ada.staffId, "changed", reference, "assigned it to Bayo Cole <bayo@cowryshield.com.ng>", "192.0.2.10"],
        [bayo.staffId, "changed", reference, "wrote a note", "192.0.2.20"],
        [bayo.staffId, "changed", reference, "left it to nobody", "192.0.2.20"],
        [ada.staffId, "changed", reference, "moved it to In review, with a message for the customer", "192.0.2.10"],
      ],
    );
  });
});

describe("two people changing the same submission", () => {
  it("refuses the second change, made on the version before the first, naming who made the first and when", () => {
    const { progress, claim, ada, bayo } = desk();
    const reference = claim();
    assert.ok(progress.moveStep(reference, "in-review", {}, undefined, 0, ada, NOW).ok);
    const message =
      `Ada Okafor changed ${reference} at Thu 26 Nov 2026, 13:00 WAT, after the version you saw; nothing of ` +
      "yours was saved. See their change, then make yours again.";
    const stale = progress.moveStep(reference, "declined", { reason: "Lapsed" }, undefined, 0, bayo, NOW);
    assert.ok(!stale.ok);
    assert.deepEqual(
      [stale.refused, stale.message, stale.lastChange?.by.email, stale.lastChange?.at],
      ["stale", message, "ada@cowryshield.com.ng", NOW.toISOString()],
    );
    for (const change of [
      progress.addNote(reference, "Spoke to the customer", 0, bayo, NOW),
      progress.assign(reference, bayo.staffId, 0, bayo, NOW),
    ]) {
      assert.deepEqual(!change.ok && [change.refused, change.message], ["stale", message]);
    }
    assert.deepEqual(
      progress.timeline(reference)!.map((entry) => [entry.version, entry.by.name, entry.kind]),
      [[1, "Ada Okafor", "step"]],
    );
    assert.ok(progress.assign(reference, bayo.staffId, 1, bayo, NOW).ok);
  });

  it("refuses it when the two come through two connections to the database, as two processes would", () => {
    const { dataDir, progress, claim, ada, bayo } = desk();
    const reference = claim();
    const other = new Database(path.join(dataDir, DATABASE_FILE));
    try {
      const otherProgress = createSubmissionProgress(other);
      assert.ok(otherProgress.addNote(reference, "First", 0, ada, NOW).ok);
      const second = progress.addNote(reference, "Second", 0, bayo, NOW);
      assert.deepEqual(!second.ok && second.refused, "stale");
      assert.deepEqual(
        otherProgress.timeline(reference)!.map((entry) => entry.kind === "note" && entry.note),
        ["First"],
      );
    } finally {
      other.close();
    }
  });
});

describe("the documents a claim type may need", () => {
  it("come from the products' claim documents, under each product's claim type", () => {
    const byType = readClaimDocuments(path.join(process.cwd(), "data", "products.json"));
    const products = (type: keyof typeof byType) => byType[type].map(({ product }) => product);
    assert.deepEqual(products("auto"), ["Motor Insurance"]);
    assert.deepEqual(products("life"), ["Group Life Assurance", "Endowment Plans", "Education Plans"]);
    assert.deepEqual(products("health"), ["Health Insurance", "Group Personal Accident Insurance"]);
    assert.deepEqual(products("other"), ["Travel Insurance"]);
    assert.equal(
      byType.auto[0]!.documents[1],
      "Police report for theft, or for accidents involving injury or another vehicle",
    );
  });

  it("refuse a products file the service cannot use, naming the file and the record", () => {
    const file = path.join(tempDir("products-"), "products.json");
    fs.writeFileSync(file, JSON.stringify([{ title: "Motor Insurance", claimType: "motor", claimDocuments: ["A"] }]));
    assert.throws(
      () => readClaimDocuments(file),
      new StartupError(`${file} record #1 needs a title, a claimType of the claim form's and claimDocuments`),
    );
    fs.writeFileSync(file, "{");
    assert.throws(
      () => readClaimDocuments(file),
      (error) => error instanceof StartupError && error.message.startsWith(`cannot read ${file}: `),
    );
  });
});
