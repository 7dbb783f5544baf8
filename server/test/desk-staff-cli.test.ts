/** `npm run -s submissions -- staff …`: adding, listing, relinking and removing the desk's people. */
import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { run } from "../cli-commands";
import { lagosTime } from "../mail/lagos-time";
import { LINK_NOT_USABLE } from "../routes/desk/register";
import { submissionsCommand } from "./cli-process";
import { ORIGIN, registerWith, signInWith } from "./desk-session";
import { startService } from "./helpers";
import { SoftwarePasskey } from "./software-passkey";

const LAGOS_TIME = "[A-Z][a-z]{2} \\d{1,2} [A-Z][a-z]{2} \\d{4}, \\d{2}:\\d{2} WAT";
const LINK = "http://desk\\.localhost:9000/desk/register#([A-Za-z0-9_-]{43})";

/** The token of the link a command printed as its last line. */
function linkToken(output: string): string {
  const lines = output.trimEnd().split("\n");
  const match = new RegExp(`^${LINK}$`).exec(lines.at(-1)!);
  assert.ok(match, `the last line is a registration link: ${output}`);
  return match[1]!;
}

describe("npm run submissions -- staff", async () => {
  const { app, dataDir } = await startService();
  after(() => app.close());
  const staff = (...args: string[]) => run(["staff", ...args], dataDir);

  it("says how to add the first person while there is nobody", async () => {
    assert.deepEqual(await staff("list"), {
      output: 'No staff yet: add the first with `staff add EMAIL --name "NAME"`.\n',
      exitCode: 0,
    });
  });

  it("adds a person and prints, last, a link that registers their passkey once within 24 hours", async () => {
    const added = await staff("add", "Ada@cowryshield.com.ng", "--name", "Ada Okafor");
    assert.equal(added.exitCode, 0);
    assert.match(
      added.output,
      new RegExp(
        `^Added Ada Okafor <Ada@cowryshield.com.ng>. Give them this link, in person or by a channel only they read; ` +
          `it registers a passkey once, until ${LAGOS_TIME}:\n${LINK}\n$`,
      ),
    );
    const token = linkToken(added.output);
    assert.equal((await registerWith(app, token, new SoftwarePasskey(ORIGIN))).statusCode, 200);
    assert.equal((await registerWith(app, token, new SoftwarePasskey(ORIGIN))).statusCode, 410);
  });

  let bayoFirstLink = "";

  it("lists each person with their passkeys, links still open (made, open until) and last sign-in", async () => {
    bayoFirstLink = linkToken((await staff("add", "bayo@cowryshield.com.ng", "--name", "Bayo Cole")).output);
    const listed = (await staff("list")).output;
    assert.match(
      listed,
      new RegExp(
        `^Ada Okafor <Ada@cowryshield.com.ng>  last sign-in ${LAGOS_TIME}\n` +
          `  device-bound passkey added ${LAGOS_TIME}, last used ${LAGOS_TIME}\n` +
          `Bayo Cole <bayo@cowryshield.com.ng>  last sign-in never\n` +
          `  no passkey yet\n` +
          `  registration link made ${LAGOS_TIME}, open until ${LAGOS_TIME}\n$`,
      ),
    );
    const [made, until] = [...listed.matchAll(new RegExp(LAGOS_TIME, "g"))].slice(-2).map(([time]) => time);
    const expiry = app.db
      .prepare("SELECT created_at, expires_at FROM registration_links WHERE used_at IS NULL")
      .get() as { created_at: string; expires_at: string };
    assert.equal(made, lagosTime(expiry.created_at));
    assert.equal(until, lagosTime(expiry.expires_at));
    assert.equal(Date.parse(expiry.expires_at) - Date.parse(expiry.created_at), 24 * 3_600_000);
  });

  it("prints a new link for a person (a lost phone), closing the earlier one, which then answers as spent", async () => {
    const linked = await staff("link", "bayo@COWRYSHIELD.com.ng");
    assert.equal(linked.exitCode, 0);
    assert.match(
      linked.output,
      /^A new link for Bayo Cole <bayo@cowryshield.com.ng>\. Their earlier link, not yet used, no longer works\. Give them this link/,
    );
    const spent = await registerWith(app, bayoFirstLink, new SoftwarePasskey(ORIGIN));
    assert.equal(spent.statusCode, 410);
    assert.deepEqual(spent.json(), { message: LINK_NOT_USABLE });
    assert.equal((await staff("list")).output.match(/registration link made/g)?.length, 1);

    const again = await staff("link", "bayo@cowryshield.com.ng");
    assert.match(
      again.output,
      /^A new link for Bayo Cole <bayo@cowryshield.com.ng>\. Their earlier link, not yet used, no longer works\. /,
    );
    assert.equal((await registerWith(app, linkToken(linked.output), new SoftwarePasskey(ORIGIN))).statusCode, 410);
  });

  it("prints a new link with nothing to close once the last was used; their old passkey still signs in", async () => {
    const first = await staff("link", "bayo@cowryshield.com.ng");
    const passkey = new SoftwarePasskey(ORIGIN);
    assert.equal((await registerWith(app, linkToken(first.output), passkey)).statusCode, 200);
    const linked = await staff("link", "bayo@cowryshield.com.ng");
    assert.match(linked.output, /^A new link for Bayo Cole <bayo@cowryshield.com.ng>\. Give them this link/);
    assert.equal((await registerWith(app, linkToken(linked.output), new SoftwarePasskey(ORIGIN))).statusCode, 200);
    assert.equal((await signInWith(app, passkey)).statusCode, 200);
  });

  it("removes a person: their passkeys go, their name stays, listed as removed", async () => {
    const removed = await staff("remove", "bayo@cowryshield.com.ng");
    assert.deepEqual(removed, {
      output:
        "Removed Bayo Cole <bayo@cowryshield.com.ng>: signed out everywhere, passkeys deleted; their name stays on the desk's history.\n",
      exitCode: 0,
    });
    assert.match(
      (await staff("list")).output,
      new RegExp(`\nBayo Cole <bayo@cowryshield.com.ng>  removed ${LAGOS_TIME}\n$`),
    );
    assert.deepEqual(await staff("link", "bayo@cowryshield.com.ng"), {
      output: "bayo@cowryshield.com.ng is not on the desk.\n",
      exitCode: 1,
    });
    assert.deepEqual(await staff("remove", "bayo@cowryshield.com.ng"), {
      output: "bayo@cowryshield.com.ng is not on the desk.\n",
      exitCode: 1,
    });
  });

  it("adds a removed address back as a new person, with a new link, listed beside the removed one", async () => {
    const again = await staff("add", "bayo@cowryshield.com.ng", "--name", "Bayo Adeyemi");
    assert.equal(again.exitCode, 0);
    linkToken(again.output);
    assert.match(
      (await staff("list")).output,
      new RegExp(
        `\nBayo Adeyemi <bayo@cowryshield.com.ng>  last sign-in never\n  no passkey yet\n` +
          `  registration link made ${LAGOS_TIME}, open until ${LAGOS_TIME}\n` +
          `Bayo Cole <bayo@cowryshield.com.ng>  removed ${LAGOS_TIME}\n$`,
      ),
    );
  });

  for (const [what, email, name, output] of [
    [
      "a person already on the desk",
      "ada@cowryshield.com.ng",
      "Ada O",
      "ada@cowryshield.com.ng is already on the desk; `staff link ada@cowryshield.com.ng` makes a new link.",
    ],
    ["an address without a dotted domain", "ada@cowryshield", "Ada", "EMAIL: Invalid email address."],
    ["a one-letter name", "tobi@cowryshield.com.ng", "T", "NAME: NAME must be at least 2 characters."],
    [
      "a name over two lines",
      "tobi@cowryshield.com.ng",
      "Tobi\nAdmin",
      "NAME: Line breaks and hidden control characters cannot be used here; please type it again.",
    ],
  ] as const) {
    it(`refuses ${what}, saying why (1)`, async () => {
      assert.deepEqual(await staff("add", email, "--name", name), { output: `${output}\n`, exitCode: 1 });
    });
  }

  it("answers a usage error (2) for a missing --name or an unknown action", async () => {
    for (const args of [
      ["add", "tobi@cowryshield.com.ng"],
      ["add", "tobi@cowryshield.com.ng", "Tobi"],
      ["promote"],
      [],
    ]) {
      const result = await staff(...args);
      assert.equal(result.exitCode, 2);
      assert.match(
        result.output,
        /staff add EMAIL --name NAME \[--by EMAIL\] \| staff link EMAIL \[--by EMAIL\] \| staff list \| staff remove EMAIL \[--by EMAIL\]/,
      );
    }
  });
});

describe("staff add as a process", () => {
  it("prints the link with DESK_ORIGIN on stdout, last, whatever PUBLIC_ORIGIN is", async () => {
    const { app, dataDir } = await startService();
    await app.close();
    const result = await submissionsCommand(["staff", "add", "ada@cowryshield.com.ng", "--name", "Ada Okafor"], {
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: "https://www.cowryshield.com.ng",
      DESK_ORIGIN: "https://desk.cowryshield.com.ng",
    });
    assert.equal(result.status, 0);
    assert.match(
      result.stdout.trimEnd().split("\n").at(-1)!,
      /^https:\/\/desk\.cowryshield\.com\.ng\/desk\/register#[A-Za-z0-9_-]{43}$/,
    );
  });
});
