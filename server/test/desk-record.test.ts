/**
 * The desk's record (storage/desk-progress/desk-record.ts): kept by the database as written, filled by sign-ins, changes and
 * erasures, and printed by `npm run -s submissions -- audit`.
 */
import assert from "node:assert/strict";
import os from "node:os";
import { after, describe, it } from "node:test";
import { run } from "../cli-commands";
import { eraseSubmissions } from "../data-lifecycle/erase";
import { purge } from "../data-lifecycle/purge";
import { openDatabase } from "../storage/database/database";
import { createDeskRecord } from "../storage/desk-progress/desk-record";
import { createStaffStore } from "../storage/desk-people/staff";
import { createSubmissionProgress } from "../storage/desk-progress/submission-progress";
import { createSubmissionStore } from "../storage/submissions/submission-store";
import { ORIGIN, signedInPerson, signInWith } from "./desk-session";
import { startService, tempDir, validClaimFields, validQuote } from "./helpers";
import { SoftwarePasskey } from "./software-passkey";

const LAGOS_TIME = "[A-Z][a-z]{2} \\d{1,2} [A-Z][a-z]{2} \\d{4}, \\d{2}:\\d{2} WAT";
const at = (instant: string) => new Date(instant);

describe("the desk's record", () => {
  it("is refused any change or deletion by the database itself", () => {
    const db = openDatabase(tempDir("record-"));
    const ada = createStaffStore(db).add("ada@cowryshield.com.ng", "Ada Okafor", new Date())!;
    createDeskRecord(db).signedIn({ staffId: ada.id, address: "192.0.2.10" }, at("2026-11-26T12:00:00Z"));
    const rowsBefore = db.prepare("SELECT * FROM desk_record").all();
    assert.throws(() => db.prepare("UPDATE desk_record SET address = '198.51.100.1'").run(), {
      name: "SqliteError",
      code: "SQLITE_CONSTRAINT_TRIGGER",
      message: "desk_record is append-only: a row cannot be changed",
    });
    assert.throws(() => db.prepare("DELETE FROM desk_record").run(), {
      name: "SqliteError",
      code: "SQLITE_CONSTRAINT_TRIGGER",
      message: "desk_record is append-only: a row cannot be deleted",
    });
    assert.deepEqual(db.prepare("SELECT * FROM desk_record").all(), rowsBefore);
    db.close();
  });

  it("holds every sign-in, the one registering a passkey gives included, with its address, and each refused one", async () => {
    const { app } = await startService();
    after(() => app.close());
    const { person, passkey } = await signedInPerson(app);
    assert.equal((await signInWith(app, passkey)).statusCode, 200);
    assert.equal((await signInWith(app, new SoftwarePasskey(ORIGIN))).statusCode, 401);
    assert.deepEqual(
      app.desk.record.entries().map(({ actor, staffId, action, address }) => [actor, staffId, action, address]),
      [
        ["desk", person.id, "registered a passkey", "127.0.0.1"],
        ["desk", person.id, "signed in", "127.0.0.1"],
        ["desk", person.id, "signed in", "127.0.0.1"],
        ["desk", null, "sign-in refused", "127.0.0.1"],
      ],
    );
  });
});

describe("npm run submissions -- audit", async () => {
  const dataDir = tempDir("audit-");
  const db = openDatabase(dataDir);
  const store = createSubmissionStore(db, dataDir);
  const staff = createStaffStore(db);
  const ada = { staffId: staff.add("ada@cowryshield.com.ng", "Ada Okafor", new Date())!.id, address: "192.0.2.10" };
  const bayo = { staffId: staff.add("bayo@cowryshield.com.ng", "Bayo Cole", new Date())!.id, address: "192.0.2.20" };
  const record = createDeskRecord(db);
  const first = store.save("claim", { ...validClaimFields, notARobot: true }, [], at("2026-10-20T09:00:00Z"));
  const second = store.save("claim", { ...validClaimFields, notARobot: true }, [], at("2026-10-21T09:00:00Z"));
  const quote = store.save("quote", validQuote, [], at("2026-09-01T09:00:00Z"));
  // Closed 85 days before the purge below, which keeps 60.
  assert.ok(createSubmissionProgress(db).moveStep(quote, "lost", {}, {}, 0, bayo, at("2026-09-02T09:00:00Z")).ok);
  // 23:30 on 31 October in Lagos, then 00:30 on 1 November there: both 31 October in UTC.
  record.signedIn(ada, at("2026-10-31T22:30:00Z"));
  record.viewed(first, ada, at("2026-10-31T23:30:00Z"));
  record.documentOpened(first, 0, ada, at("2026-10-31T23:31:00Z"));
  assert.ok(createSubmissionProgress(db).moveStep(second, "in-review", {}, {}, 0, bayo, at("2026-11-26T12:00:00Z")).ok);
  eraseSubmissions(
    db,
    dataDir,
    () => [first],
    "the person's request",
    { actor: "command line", staffId: bayo.staffId },
    at("2026-11-26T12:05:00Z"),
  );
  purge(db, dataDir, 60, { actor: "service" }, at("2026-11-26T12:10:00Z"));
  db.close();
  const audit = (...options: string[]) => run(["audit", ...options], dataDir);

  const lines = [
    `Wed 2 Sep 2026, 10:00 WAT  Bayo Cole <bayo@cowryshield.com.ng>  changed ${quote}: moved it to Lost  from 192.0.2.20`,
    "Sat 31 Oct 2026, 23:30 WAT  Ada Okafor <ada@cowryshield.com.ng>  signed in  from 192.0.2.10",
    `Sun 1 Nov 2026, 00:30 WAT  Ada Okafor <ada@cowryshield.com.ng>  viewed ${first}  from 192.0.2.10`,
    `Sun 1 Nov 2026, 00:31 WAT  Ada Okafor <ada@cowryshield.com.ng>  opened document 1 of ${first}  from 192.0.2.10`,
    `Thu 26 Nov 2026, 13:00 WAT  Bayo Cole <bayo@cowryshield.com.ng>  changed ${second}: moved it to In review  from 192.0.2.20`,
    `Thu 26 Nov 2026, 13:05 WAT  Bayo Cole <bayo@cowryshield.com.ng> (command line)  ${first} erased on Thursday 26 November 2026; reason: the person's request`,
    `Thu 26 Nov 2026, 13:10 WAT  the service  ${quote} erased on Thursday 26 November 2026; reason: retention`,
  ];

  it("prints the whole record, oldest first, in Lagos time, with who, what and from where", async () => {
    assert.deepEqual(await audit(), { output: `${lines.join("\n")}\n`, exitCode: 0 });
  });

  it("prints what was recorded from a day in Lagos on, or about one submission, or both", async () => {
    assert.deepEqual(await audit("--since", "2026-11-01"), { output: `${lines.slice(2).join("\n")}\n`, exitCode: 0 });
    assert.deepEqual(await audit("--reference", first), {
      output: `${[lines[2], lines[3], lines[5]].join("\n")}\n`,
      exitCode: 0,
    });
    assert.deepEqual(await audit("--reference", first, "--since", "2026-11-26"), {
      output: `${lines[5]}\n`,
      exitCode: 0,
    });
    assert.deepEqual(await audit("--reference", "CLM-2026-000009", "--since", "2026-11-01"), {
      output: "Nothing recorded about CLM-2026-000009 since Sunday 1 November 2026.\n",
      exitCode: 0,
    });
  });

  it("refuses a day or a reference it cannot read, and options it does not know", async () => {
    assert.deepEqual(await audit("--since", "2026-11-31"), {
      output: '--since takes a day as YYYY-MM-DD, like 2026-11-01; got "2026-11-31".\n',
      exitCode: 1,
    });
    assert.deepEqual(await audit("--reference", "../CLM"), {
      output: '--reference takes a reference like CLM-2026-000123; got "../CLM".\n',
      exitCode: 1,
    });
    for (const options of [["--since"], ["--since", "2026-11-01", "--since", "2026-11-02"], ["--by", "ada"]]) {
      assert.equal((await audit(...options)).exitCode, 2, options.join(" "));
    }
  });
});

describe("npm run submissions -- erase --by", async () => {
  const dataDir = tempDir("erase-by-");
  const db = openDatabase(dataDir);
  const store = createSubmissionStore(db, dataDir);
  const bayo = createStaffStore(db).add("bayo@cowryshield.com.ng", "Bayo Cole", new Date());
  const reference = store.save("claim", { ...validClaimFields, notARobot: true });
  const other = store.save("claim", { ...validClaimFields, notARobot: true });
  const lost = store.save("quote", validQuote, [], new Date("2026-01-05T09:00:00Z"));
  const closing = { staffId: bayo!.id, address: "192.0.2.20" };
  assert.ok(createSubmissionProgress(db).moveStep(lost, "lost", {}, {}, 0, closing, new Date("2026-01-06T09:00Z")).ok);
  db.close();
  const user = os.userInfo().username;

  it("records the erasure in the desk's record as that person's, from the command line", async () => {
    const erased = await run(["erase", reference, "--by", "Bayo@cowryshield.com.ng"], dataDir);
    assert.equal(erased.exitCode, 0, erased.output);
    const { output } = await run(["audit", "--reference", reference], dataDir);
    assert.match(
      output,
      new RegExp(
        `^${LAGOS_TIME}  Bayo Cole <bayo@cowryshield.com.ng> \\(command line\\)  ${reference} erased on ` +
          `[A-Z][a-z]+day \\d{1,2} [A-Z][a-z]+ \\d{4}; reason: the person's request\n$`,
      ),
    );
  });

  it("names the operating-system user who erased without --by, and refuses a --by of someone not on the desk", async () => {
    assert.deepEqual(await run(["erase", other, "--by", "nobody@cowryshield.com.ng"], dataDir), {
      output: "--by nobody@cowryshield.com.ng: that person is not on the desk.\n",
      exitCode: 1,
    });
    assert.equal((await run(["erase", other], dataDir)).exitCode, 0);
    assert.match(
      (await run(["audit", "--reference", other], dataDir)).output,
      new RegExp(`^${LAGOS_TIME}  the command line \\(user ${user}\\)  ${other} erased on `),
    );
  });

  it("names the operating-system user who ran purge", async () => {
    assert.equal((await run(["purge"], dataDir, 60)).exitCode, 0);
    assert.match(
      (await run(["audit", "--reference", lost], dataDir)).output,
      new RegExp(`^${LAGOS_TIME}  the command line \\(user ${user}\\)  ${lost} erased on .*; reason: retention$`, "m"),
    );
  });
});
