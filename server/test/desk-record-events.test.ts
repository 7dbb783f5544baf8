/**
 * Every security event in the desk's record, each row exactly as written: passkeys registered and removed,
 * sign-ins refused (with why and the credential id sent), sign-outs, the queue viewed and searched (never the
 * words), a customer's claim session opened (their address, never the token), and the staff's command line with
 * who ran it. Names stay as they were when the row was written.
 */
import assert from "node:assert/strict";
import os from "node:os";
import { after, describe, it } from "node:test";
import { run } from "../cli-commands";
import { openDatabase } from "../storage/database/database";
import { createDeskRecord, type RecordEntry } from "../storage/desk-progress/desk-record";
import { createStaffStore } from "../storage/desk-people/staff";
import { fileClaim, linkFromMail, lookUp, showMyClaim } from "./claim-status-session";
import { serviceMailingToSink } from "./mailing-service";
import { addPerson, ORIGIN, registerWith, signedInPerson, signInWith } from "./desk-session";
import { startService, tempDir } from "./helpers";
import { SoftwarePasskey } from "./software-passkey";

/** Every column of a row but its time, which each test checks is recent. */
const NONE = {
  actor: "desk",
  staffId: null,
  staffName: null,
  staffEmail: null,
  osUser: null,
  reference: null,
  document: null,
  what: null,
  address: null,
  credential: null,
  aboutId: null,
  aboutName: null,
  aboutEmail: null,
};

/**
 * Now, once the clock has left the millisecond of what was recorded before (a sign-in a step earlier can share it):
 * the entries since it are what came after.
 */
async function freshMoment(): Promise<Date> {
  const before = Date.now();
  while (Date.now() === before) await new Promise((resolve) => setTimeout(resolve, 1));
  return new Date();
}

function withoutTimes(entries: RecordEntry[], since: Date): Omit<RecordEntry, "at">[] {
  return entries.map(({ at, ...row }) => {
    assert.ok(new Date(at) >= since && new Date(at) <= new Date(), `${at} is when it was written`);
    return row;
  });
}

describe("the desk's record of security events", async () => {
  const { app } = await startService();
  after(() => app.close());
  const ada = { staffName: "Ada Okafor", staffEmail: "ada@cowryshield.com.ng", address: "127.0.0.1" };

  it("records a passkey registered, the sign-in it gives, a passkey removed and a sign-out, with the credential", async () => {
    const since = new Date(Date.now() - 1000);
    const { person, passkey, cookies } = await signedInPerson(app);
    const second = new SoftwarePasskey(ORIGIN);
    assert.equal(
      (await registerWith(app, app.desk.registrationLinks.create(person.id, new Date()), second)).statusCode,
      200,
    );
    const removed = await app.inject({
      method: "POST",
      url: "/desk/passkeys/remove",
      headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      cookies,
      // The second passkey: removing the one this session was opened with would end it.
      payload: `passkey=${second.id}`,
    });
    assert.equal(removed.statusCode, 303);
    const signedOut = await app.inject({ method: "POST", url: "/desk/sign-out", headers: { origin: ORIGIN }, cookies });
    assert.equal(signedOut.statusCode, 303);
    const byAda = { ...NONE, ...ada, staffId: person.id };
    assert.deepEqual(withoutTimes(app.desk.record.entries(), since), [
      { ...byAda, action: "registered a passkey", credential: passkey.id },
      { ...byAda, action: "signed in" },
      { ...byAda, action: "registered a passkey", credential: second.id },
      { ...byAda, action: "signed in" },
      { ...byAda, action: "removed a passkey", credential: second.id },
      { ...byAda, action: "signed out" },
    ]);
  });
});

describe("the desk's record of refused sign-ins", async () => {
  const { app } = await startService();
  after(() => app.close());

  it("says why each was refused, with the credential id the browser sent and whose passkey it is", async () => {
    const { person, passkey } = await signedInPerson(app, "bayo@cowryshield.com.ng", "Bayo Cole");
    const since = await freshMoment();
    const stranger = new SoftwarePasskey(ORIGIN);
    assert.equal((await signInWith(app, stranger)).statusCode, 401);

    const started = await app.inject({ method: "POST", url: "/desk/sign-in/options", headers: { origin: ORIGIN } });
    const { challengeId, options } = started.json<{ challengeId: string; options: { challenge: string } }>();
    const send = () =>
      app.inject({
        method: "POST",
        url: "/desk/sign-in",
        headers: { origin: ORIGIN },
        payload: { challengeId, response: passkey.signIn(options) },
      });
    assert.equal((await send()).statusCode, 200);
    // The same challenge again: it was taken by the sign-in before.
    assert.equal((await send()).statusCode, 401);

    passkey.turnCounterBack();
    passkey.turnCounterBack();
    assert.equal((await signInWith(app, passkey)).statusCode, 401);
    // Refused, the stored counter stays where the real passkey left it, which goes on from there.
    assert.equal((await signInWith(app, passkey)).statusCode, 200);

    const refused = { ...NONE, action: "sign-in refused", address: "127.0.0.1" };
    const ofBayo = { aboutId: person.id, aboutName: "Bayo Cole", aboutEmail: "bayo@cowryshield.com.ng" };
    const bayo = { ...NONE, staffId: person.id, staffName: "Bayo Cole", staffEmail: "bayo@cowryshield.com.ng" };
    assert.deepEqual(withoutTimes(app.desk.record.entries({ since: since.toISOString() }), since), [
      { ...refused, what: "unknown passkey", credential: stranger.id },
      { ...bayo, action: "signed in", address: "127.0.0.1" },
      { ...refused, what: "did not verify", credential: passkey.id, ...ofBayo },
      { ...refused, what: "counter went back", credential: passkey.id, ...ofBayo },
      { ...bayo, action: "signed in", address: "127.0.0.1" },
    ]);
  });

  it("records a refused answer that sends no credential id", async () => {
    const since = await freshMoment();
    const started = await app.inject({ method: "POST", url: "/desk/sign-in/options", headers: { origin: ORIGIN } });
    const refused = await app.inject({
      method: "POST",
      url: "/desk/sign-in",
      headers: { origin: ORIGIN },
      payload: { challengeId: started.json<{ challengeId: string }>().challengeId, response: {} },
    });
    assert.equal(refused.statusCode, 401);
    assert.deepEqual(withoutTimes(app.desk.record.entries({ since: since.toISOString() }), since), [
      { ...NONE, action: "sign-in refused", what: "unknown passkey", address: "127.0.0.1" },
    ]);
  });
});

describe("the desk's record of the queue", async () => {
  const { app, dataDir } = await startService();
  after(() => app.close());
  const { person, cookies } = await signedInPerson(app, "efe@cowryshield.com.ng", "Efe Ighodaro");

  it("records the queue viewed and searched, never what was searched for", async () => {
    const since = await freshMoment();
    assert.equal((await app.inject({ url: "/desk/?kind=claim", cookies })).statusCode, 200);
    const post = (payload: string) =>
      app.inject({
        method: "POST",
        url: "/desk/",
        headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
        cookies,
        payload,
      });
    assert.equal((await post("search=Okafor+0803+555+0100&kind=claim")).statusCode, 200);
    assert.equal((await post("search=+&page=2")).statusCode, 200);
    const efe = { ...NONE, staffId: person.id, staffName: "Efe Ighodaro", staffEmail: "efe@cowryshield.com.ng" };
    assert.deepEqual(withoutTimes(app.desk.record.entries({ since: since.toISOString() }), since), [
      { ...efe, action: "viewed the queue", address: "127.0.0.1" },
      { ...efe, action: "searched the queue", address: "127.0.0.1" },
      { ...efe, action: "viewed the queue", address: "127.0.0.1" },
    ]);
    const db = openDatabase(dataDir);
    try {
      const everything = JSON.stringify(db.prepare("SELECT * FROM desk_record").all());
      assert.equal(/Okafor|0803|555/.test(everything), false);
    } finally {
      db.close();
    }
  });
});

describe("the desk's record of a customer's claim session", async () => {
  const { app, sink } = await serviceMailingToSink();

  it("records the claim session opened by 'Show my claim': the reference, the address, the time, never the token", async () => {
    const reference = await fileClaim(app);
    assert.equal((await lookUp(app, reference, "chinedu@example.com")).statusCode, 303);
    const { token } = await linkFromMail(sink, 1);
    const since = await freshMoment();
    assert.equal((await app.inject({ url: `/claim-status/link?token=${token}` })).statusCode, 200);
    assert.deepEqual(withoutTimes(app.desk.record.entries({ reference }), since), []);
    assert.equal((await showMyClaim(app, token)).statusCode, 303);
    assert.equal((await showMyClaim(app, token)).statusCode, 410);
    assert.deepEqual(withoutTimes(app.desk.record.entries({ reference }), since), [
      { ...NONE, actor: "customer", action: "opened the claim page", reference, address: "127.0.0.1" },
    ]);
    assert.equal(JSON.stringify(app.desk.record.entries()).includes(token), false);
  });
});

describe("the desk's record of the staff's command line", async () => {
  const { app, dataDir } = await startService();
  after(() => app.close());
  const staff = (...args: string[]) => run(["staff", ...args], dataDir);
  const ada = addPerson(app).person;
  const osUser = os.userInfo().username;

  it("records staff add, link and remove with the person --by names, or else the operating-system user", async () => {
    const since = await freshMoment();
    assert.equal((await staff("add", "bayo@cowryshield.com.ng", "--name", "Bayo Cole")).exitCode, 0);
    assert.equal((await staff("link", "bayo@cowryshield.com.ng", "--by", "ADA@cowryshield.com.ng")).exitCode, 0);
    assert.equal((await staff("remove", "bayo@cowryshield.com.ng", "--by", "ada@cowryshield.com.ng")).exitCode, 0);
    const bayo = app.desk.staff.all().find((member) => member.email === "bayo@cowryshield.com.ng")!;
    const onBayo = {
      ...NONE,
      actor: "command line",
      aboutId: bayo.id,
      aboutName: "Bayo Cole",
      aboutEmail: "bayo@cowryshield.com.ng",
    };
    const byAda = { staffId: ada.id, staffName: "Ada Okafor", staffEmail: "ada@cowryshield.com.ng" };
    assert.deepEqual(withoutTimes(app.desk.record.entries({ since: since.toISOString() }), since), [
      { ...onBayo, action: "added a person", osUser },
      { ...onBayo, action: "made a registration link", ...byAda },
      { ...onBayo, action: "removed a person", ...byAda },
    ]);
  });

  it("refuses a --by of someone not on the desk, and changes nothing", async () => {
    const rows = app.desk.record.entries().length;
    for (const args of [
      ["add", "tobi@cowryshield.com.ng", "--name", "Tobi Bello", "--by", "nobody@cowryshield.com.ng"],
      ["link", "ada@cowryshield.com.ng", "--by", "bayo@cowryshield.com.ng"],
    ]) {
      assert.deepEqual(await staff(...args), {
        output: `--by ${args.at(-1)}: that person is not on the desk.\n`,
        exitCode: 1,
      });
    }
    assert.equal(app.desk.record.entries().length, rows);
    assert.equal(app.desk.staff.find("tobi@cowryshield.com.ng"), undefined);
  });

  it("adds a removed address back as a new person; the old one's lines keep the name they had", async () => {
    const again = await staff("add", "bayo@cowryshield.com.ng", "--name", "Bayo Adeyemi");
    assert.equal(again.exitCode, 0);
    const bayos = app.desk.staff
      .all()
      .filter((member) => member.email === "bayo@cowryshield.com.ng")
      .map(({ id, name, userHandle, removedAt }) => ({ id, name, userHandle, removed: removedAt !== null }));
    assert.equal(bayos.length, 2);
    const [now, before] = bayos;
    assert.deepEqual(
      [now!.name, now!.removed, before!.name, before!.removed],
      ["Bayo Adeyemi", false, "Bayo Cole", true],
    );
    assert.notEqual(now!.id, before!.id);
    assert.notEqual(now!.userHandle, before!.userHandle);
    assert.equal(app.desk.staff.find("bayo@cowryshield.com.ng")?.id, now!.id);

    const lines = (await run(["audit"], dataDir)).output
      .trimEnd()
      .split("\n")
      .map((line) => line.split("  ").slice(1));
    assert.deepEqual(lines, [
      [`the command line (user ${osUser})`, "added Bayo Cole <bayo@cowryshield.com.ng> to the desk"],
      [
        "Ada Okafor <ada@cowryshield.com.ng> (command line)",
        "made a registration link for Bayo Cole <bayo@cowryshield.com.ng>",
      ],
      [
        "Ada Okafor <ada@cowryshield.com.ng> (command line)",
        "removed Bayo Cole <bayo@cowryshield.com.ng> from the desk",
      ],
      [`the command line (user ${osUser})`, "added Bayo Adeyemi <bayo@cowryshield.com.ng> to the desk"],
    ]);
  });
});

describe("npm run submissions -- audit, of every kind of row", async () => {
  const dataDir = tempDir("audit-events-");
  const db = openDatabase(dataDir);
  const staff = createStaffStore(db);
  const ada = staff.add("ada@cowryshield.com.ng", "Ada Okafor", new Date())!;
  const bayo = staff.add("bayo@cowryshield.com.ng", "Bayo Cole", new Date())!;
  const record = createDeskRecord(db);
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 12, minute));
  const fromAda = { staffId: ada.id, address: "192.0.2.10" };
  record.passkeyRegistered("cred-ada-1", fromAda, at(0));
  record.signInRefused(
    "counter went back",
    { credential: "cred-ada-1", ownerId: ada.id, address: "198.51.100.7" },
    at(1),
  );
  record.signInRefused("unknown passkey", { credential: "cred-nobody", ownerId: null, address: "198.51.100.7" }, at(2));
  record.signInRefused("unknown passkey", { credential: null, ownerId: null, address: "198.51.100.7" }, at(3));
  record.queueViewed(false, fromAda, at(4));
  record.queueViewed(true, fromAda, at(5));
  record.passkeyRemoved("cred-ada-1", fromAda, at(6));
  record.signedOut(fromAda, at(7));
  record.claimPageOpened("CLM-2026-000001", "203.0.113.5", at(8));
  record.staffCommand("added a person", bayo.id, { osUser: "cowryshield" }, at(9));
  record.staffCommand("made a registration link", bayo.id, { staffId: ada.id }, at(10));
  record.staffCommand("removed a person", bayo.id, { staffId: ada.id }, at(11));
  staff.remove("bayo@cowryshield.com.ng", at(12));
  staff.remove("ada@cowryshield.com.ng", at(12));
  staff.add("ada@cowryshield.com.ng", "Ada Okafor-Bello", at(13));
  db.close();

  it("prints each with its people's names as they were", async () => {
    const ADA = "Ada Okafor <ada@cowryshield.com.ng>";
    const BAYO = "Bayo Cole <bayo@cowryshield.com.ng>";
    assert.deepEqual(await run(["audit"], dataDir), {
      output: [
        `Thu 26 Nov 2026, 13:00 WAT  ${ADA}  registered passkey cred-ada-1  from 192.0.2.10`,
        `Thu 26 Nov 2026, 13:01 WAT  someone  sign-in refused (counter went back): passkey cred-ada-1 of ${ADA}  from 198.51.100.7`,
        "Thu 26 Nov 2026, 13:02 WAT  someone  sign-in refused (unknown passkey): passkey cred-nobody  from 198.51.100.7",
        "Thu 26 Nov 2026, 13:03 WAT  someone  sign-in refused (unknown passkey): no passkey  from 198.51.100.7",
        `Thu 26 Nov 2026, 13:04 WAT  ${ADA}  viewed the queue  from 192.0.2.10`,
        `Thu 26 Nov 2026, 13:05 WAT  ${ADA}  searched the queue  from 192.0.2.10`,
        `Thu 26 Nov 2026, 13:06 WAT  ${ADA}  removed passkey cred-ada-1  from 192.0.2.10`,
        `Thu 26 Nov 2026, 13:07 WAT  ${ADA}  signed out  from 192.0.2.10`,
        "Thu 26 Nov 2026, 13:08 WAT  the customer  opened the claim page of CLM-2026-000001  from 203.0.113.5",
        `Thu 26 Nov 2026, 13:09 WAT  the command line (user cowryshield)  added ${BAYO} to the desk`,
        `Thu 26 Nov 2026, 13:10 WAT  ${ADA} (command line)  made a registration link for ${BAYO}`,
        `Thu 26 Nov 2026, 13:11 WAT  ${ADA} (command line)  removed ${BAYO} from the desk`,
        "",
      ].join("\n"),
      exitCode: 0,
    });
  });
});
