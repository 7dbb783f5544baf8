/**
 * Photos on a submission's desk page as thumbnails (storage/documents/thumbnails.ts): each a link to the photo, its
 * size set; made once per photo's content as a private file, read afterwards; a photo that cannot be read keeps its
 * text links; erased with the submission; served to the desk alone, never cached, and a look recorded once a visit.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import sharp from "sharp";
import { formatFileSize } from "../../form-contract/claim/documents";
import { eraseSubmissions } from "../data-lifecycle/erase";
import { DOCUMENT_CSP } from "../routes/desk/submission-documents";
import { storedDocumentFile } from "../storage/documents/documents";
import { thumbnailOf, thumbnailsDir } from "../storage/documents/thumbnails";
import { signedInPerson } from "./desk-session";
import { OPERATOR, multipart, pdfBytes, startService, validClaimFields, type LogEntry } from "./helpers";

// As a shell usually leaves it: the thumbnails are private whatever the umask.
process.umask(0o022);

/** A photo of this size, in two colours so that it is not one flat colour. */
const photoOf = (width: number, height: number, format: "jpeg" | "png") =>
  sharp({ create: { width, height, channels: 3, background: "#0b3558" } })
    .composite([
      {
        input: { create: { width: Math.ceil(width / 2), height, channels: 3, background: "#f2a541" } },
        left: 0,
        top: 0,
      },
    ])
    .toFormat(format)
    .toBuffer();

describe("Photos on a submission's page", async () => {
  const logs: LogEntry[] = [];
  const { app, dataDir } = await startService({}, { logs });
  after(() => app.close());
  const { person, cookies } = await signedInPerson(app, "efe@cowryshield.com.ng", "Efe Ighodaro");

  async function claimWith(uploads: { name: string; bytes: Buffer; type: string }[]) {
    const sent = await app.inject({
      method: "POST",
      url: "/api/claims",
      ...(await multipart(validClaimFields, uploads)),
    });
    assert.equal(sent.statusCode, 201, sent.body);
    const reference = sent.json<{ reference: string }>().reference;
    return { reference, documents: app.submissions.byReference(reference)!.documents };
  }

  const { reference, documents } = await claimWith([
    { name: "bumper.jpg", bytes: await photoOf(800, 600, "jpeg"), type: "image/jpeg" },
    { name: "door.png", bytes: await photoOf(300, 400, "png"), type: "image/png" },
    { name: "police report.pdf", bytes: pdfBytes, type: "application/pdf" },
  ]);
  const page = `/desk/submissions/${reference}`;
  const cacheFileOf = (sha256: string) => path.join(thumbnailsDir(dataDir), reference, `${sha256}.webp`);
  const viewsOf = (of: string) =>
    app.desk.record.entries({ reference: of }).filter((entry) => entry.action === "viewed");

  it("shows each photo as a thumbnail that opens it, alt, size and lazy set; a PDF keeps its links alone", async () => {
    const shown = await app.inject({ url: page, cookies });
    assert.equal(shown.statusCode, 200);
    assert.ok(
      shown.body.includes(
        `<li><a class="thumbnail" href="${page}/documents/1"><img src="${page}/documents/1/thumbnail" alt="bumper.jpg" width="160" height="120" loading="lazy"></a><div class="about"><span>bumper.jpg</span> <span class="quiet-text">JPEG photo, ${formatFileSize(documents[0]!.size)}</span>\n<a href="${page}/documents/1">Open</a> <a href="${page}/documents/1?download">Download</a></div></li>`,
      ),
      shown.body,
    );
    assert.ok(
      shown.body.includes(
        `<li><a class="thumbnail" href="${page}/documents/2"><img src="${page}/documents/2/thumbnail" alt="door.png" width="120" height="160" loading="lazy"></a><div class="about"><span>door.png</span> <span class="quiet-text">PNG image, ${formatFileSize(documents[1]!.size)}</span>\n<a href="${page}/documents/2">Open</a> <a href="${page}/documents/2?download">Download</a></div></li>`,
      ),
    );
    assert.ok(
      shown.body.includes(
        `<li><span>police report.pdf</span> <span class="quiet-text">PDF, 1 KB</span>\n<a href="${page}/documents/3">Open</a> <a href="${page}/documents/3?download">Download</a></li>`,
      ),
    );
  });

  it("serves a thumbnail as a WebP inside 160 px, typed, sandboxed and never cached", async () => {
    for (const [number, width, height] of [
      [1, 160, 120],
      [2, 120, 160],
    ] as const) {
      const thumbnail = await app.inject({ url: `${page}/documents/${number}/thumbnail`, cookies });
      assert.equal(thumbnail.statusCode, 200);
      assert.equal(thumbnail.headers["content-type"], "image/webp");
      assert.equal(thumbnail.headers["cache-control"], "no-store");
      assert.equal(thumbnail.headers["x-content-type-options"], "nosniff");
      assert.equal(thumbnail.headers["content-security-policy"], DOCUMENT_CSP);
      const { format, width: madeWidth, height: madeHeight, exif } = await sharp(thumbnail.rawPayload).metadata();
      assert.deepEqual(
        { format, width: madeWidth, height: madeHeight, exif },
        { format: "webp", width, height, exif: undefined },
      );
      assert.ok(thumbnail.rawPayload.length < 4096, `${thumbnail.rawPayload.length} bytes`);
    }
    const pdf = await app.inject({ url: `${page}/documents/3/thumbnail`, cookies });
    assert.equal(pdf.statusCode, 404);
    assert.equal((await app.inject({ url: `${page}/documents/9/thumbnail`, cookies })).statusCode, 404);
  });

  it("makes a thumbnail once, a private file named by the photo's SHA-256, and reads that file afterwards", async () => {
    const file = cacheFileOf(documents[0]!.sha256);
    assert.equal(fs.statSync(file).mode & 0o777, 0o600);
    assert.equal(fs.statSync(path.dirname(file)).mode & 0o777, 0o700);
    assert.equal(fs.statSync(thumbnailsDir(dataDir)).mode & 0o777, 0o700);
    assert.deepEqual(
      fs.readdirSync(path.dirname(file)).sort(),
      [`${documents[0]!.sha256}.webp`, `${documents[1]!.sha256}.webp`].sort(),
    );
    // A stand-in of another size: served, and its size on the page, only if the file made before is what is read.
    const standIn = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#000" } })
      .webp()
      .toBuffer();
    fs.writeFileSync(file, standIn);
    const shown = await app.inject({ url: page, cookies });
    assert.ok(shown.body.includes(`alt="bumper.jpg" width="40" height="30" loading="lazy">`));
    const thumbnail = await app.inject({ url: `${page}/documents/1/thumbnail`, cookies });
    assert.deepEqual(thumbnail.rawPayload, standIn);
  });

  it("keeps the text links of a photo that cannot be read (damaged, too large, not an image), never an error", async () => {
    const damaged = await claimWith([
      { name: "cut short.jpg", bytes: await photoOf(800, 600, "jpeg"), type: "image/jpeg" },
      { name: "too large.png", bytes: await photoOf(300, 400, "png"), type: "image/png" },
      { name: "not a photo.jpg", bytes: await photoOf(300, 400, "jpeg"), type: "image/jpeg" },
      { name: "fine.jpg", bytes: await photoOf(200, 100, "jpeg"), type: "image/jpeg" },
    ]);
    const fileOf = (position: number) => storedDocumentFile(dataDir, damaged.documents[position]!.storedPath);
    const whole = fs.readFileSync(fileOf(0));
    fs.writeFileSync(fileOf(0), whole.subarray(0, whole.length / 2));
    // More pixels than any stored photo has (2560 by 2560), in a few kB: what a decompression bomb looks like.
    fs.writeFileSync(
      fileOf(1),
      await sharp({ create: { width: 2600, height: 2600, channels: 3, background: "#fff" } })
        .png()
        .toBuffer(),
    );
    fs.writeFileSync(fileOf(2), pdfBytes);
    const other = `/desk/submissions/${damaged.reference}`;

    const shown = await app.inject({ url: other, cookies });
    assert.equal(shown.statusCode, 200);
    for (const [number, name, kind] of [
      [1, "cut short.jpg", "JPEG photo"],
      [2, "too large.png", "PNG image"],
      [3, "not a photo.jpg", "JPEG photo"],
    ] as const) {
      const size = damaged.documents[number - 1]!.size;
      assert.ok(
        shown.body.includes(
          `<li><span>${name}</span> <span class="quiet-text">${kind}, ${formatFileSize(size)}</span>\n<a href="${other}/documents/${number}">Open</a> <a href="${other}/documents/${number}?download">Download</a></li>`,
        ),
        name,
      );
      const thumbnail = await app.inject({ url: `${other}/documents/${number}/thumbnail`, cookies });
      assert.equal(thumbnail.statusCode, 404);
      assert.match(thumbnail.body, /<h1>Not found<\/h1>/);
    }
    assert.ok(shown.body.includes(`alt="fine.jpg" width="160" height="80" loading="lazy">`));
    assert.deepEqual(
      fs.readdirSync(path.join(thumbnailsDir(dataDir), damaged.reference)).sort(),
      [
        `${damaged.documents[0]!.sha256}.unreadable`,
        `${damaged.documents[1]!.sha256}.unreadable`,
        `${damaged.documents[2]!.sha256}.unreadable`,
        `${damaged.documents[3]!.sha256}.webp`,
      ].sort(),
    );
    // Tried once: with the photo whole again under the same content's name, the next view still reads the mark.
    fs.writeFileSync(fileOf(0), whole);
    const again = await app.inject({ url: other, cookies });
    assert.ok(!again.body.includes(`alt="cut short.jpg"`));
    const warnings = logs.filter((entry) => entry.msg.startsWith("a photo could not be read"));
    assert.deepEqual(
      warnings.slice(0, 3).map(({ reference: logged, document }) => ({ logged, document })),
      [1, 2, 3].map((document) => ({ logged: damaged.reference, document })),
    );
    assert.ok(!JSON.stringify(warnings).includes("cut short"), "no file name in the log");
  });

  it("records a look at the photos once: the page's view covers its thumbnails, a thumbnail alone is a view", async () => {
    const looked = await claimWith([{ name: "wing.jpg", bytes: await photoOf(400, 300, "jpeg"), type: "image/jpeg" }]);
    const thumbnail = `/desk/submissions/${looked.reference}/documents/1/thumbnail`;
    await app.inject({ url: `/desk/submissions/${looked.reference}`, cookies });
    await app.inject({ url: thumbnail, cookies });
    await app.inject({ url: thumbnail, cookies });
    assert.equal(viewsOf(looked.reference).length, 1);

    const other = await signedInPerson(app, "femi@cowryshield.com.ng", "Femi Bankole");
    await app.inject({ url: thumbnail, cookies: other.cookies });
    await app.inject({ url: thumbnail, cookies: other.cookies });
    assert.deepEqual(
      viewsOf(looked.reference).map(({ staffId, address }) => ({ staffId, address })),
      [
        { staffId: person.id, address: "127.0.0.1" },
        { staffId: other.person.id, address: "127.0.0.1" },
      ],
    );

    // A view more than the desk session's 30 minutes ago covers nothing now.
    const halfAnHourAgo = new Date(Date.now() - 31 * 60_000);
    const third = await signedInPerson(app, "uche@cowryshield.com.ng", "Uche Obi");
    app.desk.record.viewed(looked.reference, { staffId: third.person.id, address: "127.0.0.1" }, halfAnHourAgo);
    await app.inject({ url: thumbnail, cookies: third.cookies });
    assert.deepEqual(
      viewsOf(looked.reference)
        .filter(({ staffId }) => staffId === third.person.id)
        .map(({ at }) => at > halfAnHourAgo.toISOString()),
      [false, true],
    );
  });

  it("refuses a thumbnail without a desk session, from the site's origin, and on the site's host", async () => {
    const url = `${page}/documents/1/thumbnail`;
    const signedOut = await app.inject({ url });
    assert.equal(signedOut.statusCode, 303);
    assert.equal(signedOut.headers.location, `/desk/sign-in?next=${encodeURIComponent(url)}`);
    const fromSite = await app.inject({ url, cookies, headers: { origin: app.config.publicOrigin } });
    assert.equal(fromSite.statusCode, 403);
    assert.equal(fromSite.body, "The desk accepts requests from its own pages only.\n");
    const onSite = await app.inject({ url, cookies, headers: { host: new URL(app.config.publicOrigin).host } });
    assert.equal(onSite.statusCode, 404);
    assert.ok(!onSite.headers["content-type"]?.toString().startsWith("image/"));
  });

  it("removes a submission's thumbnails when it is erased, and the start-up sweep a folder no submission names", async () => {
    const folder = path.join(thumbnailsDir(dataDir), reference);
    assert.ok(fs.existsSync(folder));
    eraseSubmissions(app.db, dataDir, () => [reference], "the person's request", OPERATOR);
    assert.equal(fs.existsSync(folder), false);
    assert.equal((await app.inject({ url: `${page}/documents/1/thumbnail`, cookies })).statusCode, 404);

    // Erased while its thumbnail was being made: nothing is written after the erasure.
    const racing = await claimWith([{ name: "hood.jpg", bytes: await photoOf(400, 300, "jpeg"), type: "image/jpeg" }]);
    const making = thumbnailOf(dataDir, racing.reference, racing.documents[0]!);
    eraseSubmissions(app.db, dataDir, () => [racing.reference], "the person's request", OPERATOR);
    assert.equal(await making, undefined);
    assert.equal(fs.existsSync(path.join(thumbnailsDir(dataDir), racing.reference)), false);

    const orphan = path.join(thumbnailsDir(dataDir), "CLM-2026-999999");
    fs.mkdirSync(orphan);
    fs.writeFileSync(path.join(orphan, `${"0".repeat(64)}.webp`), "left by an erasure cut short");
    app.submissions.sweep();
    assert.equal(fs.existsSync(orphan), false);
    assert.ok(fs.existsSync(thumbnailsDir(dataDir)));
  });
});
