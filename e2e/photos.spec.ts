/**
 * Photos made small in the browser before they are sent (upload-client/photos), in real Chromium against the
 * service: what the visitor sees, and what the service stores.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Locator } from "@playwright/test";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { fillClaim } from "../tooling/form-filling";
import { phonePhoto } from "../tooling/phone-photo";
import { sha256 } from "../tooling/sha256";
import { expect, test } from "./fixtures";
import { pdfFile } from "./pdf-documents";
import { storedSubmissions } from "../tooling/service-process";

/** The data folder playwright.config.ts starts the service with. */
const dataDir = path.join(__dirname, "..", "var", "e2e");
const MB = 1024 * 1024;

const fireClaim = {
  fullName: "Amaka Nwosu",
  email: "amaka@example.com",
  phone: "0805 555 0142",
  policyNumber: "FIR/2026/000777",
  claimType: "property",
  incidentDate: "2026-11-01",
  description: "A fire in the kitchen damaged the cabinets, the cooker and the ceiling.",
};

/** Raw RGB pixels with the same pseudo-random luma noise on every run, added to `colourAt`. */
function noisyPixels(width: number, height: number, sigma: number, colourAt: (x: number, y: number) => number[]) {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 1;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) >>> 0) / 2 ** 32;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const noise = (random() + random() + random() - 1.5) * 2 * sigma;
      colourAt(x, y).forEach((value, channel) => (pixels[(y * width + x) * 3 + channel] = value + noise));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** A 12 MP photo as a phone takes it in low light, where the noise makes it big, with where it was taken. */
function lowLightPhoto() {
  return noisyPixels(4000, 3000, 13.5, (x, y) => [60 + (x / 4000) * 100, 50 + (y / 3000) * 80, 40])
    .withExif({
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "6/1 35/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "3/1 21/1 0/1" },
    })
    .jpeg({ quality: 94 })
    .toBuffer();
}

/** The documents the service stored for the claim whose reference the form shows, read from its data folder. */
async function storedDocuments(form: Locator) {
  const status = form.getByRole("status");
  await expect(status).toContainText(/Your reference is CLM-\d{4}-\d{6}\./);
  const reference = /(CLM-\d{4}-\d{6})/.exec((await status.textContent()) ?? "")![1]!;
  const stored = storedSubmissions(dataDir).find((submission) => submission.reference === reference)!;
  return stored.documents.map((document) => ({
    ...document,
    content: fs.readFileSync(path.join(dataDir, "documents", document.storedPath)),
  }));
}

const submit = (form: Locator) => form.getByRole("button", { name: "Submit Claim" }).click();
const chosenDocuments = (form: Locator) => form.getByRole("list", { name: "Chosen documents" }).getByRole("listitem");

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("a 5.6 MB 12 MP photo is made smaller, listed accessibly, accepted, and stored 2560 px long without EXIF", async ({
    page,
  }) => {
    const photo = await lowLightPhoto();
    expect((photo.length / MB).toFixed(1)).toBe("5.6");
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const form = await fillClaim(page, fireClaim);
    await form
      .getByLabel("Supporting documents")
      .setInputFiles([{ name: "IMG_20261101_183012.jpg", mimeType: "image/jpeg", buffer: photo }]);
    await expect(chosenDocuments(form)).toHaveText([
      /^IMG_20261101_183012\.jpg \(5\.6 MB → \d\.\d MB\)Remove(Uploading: \d+%|Uploaded)$/,
    ]);
    const shown = /→ (\d\.\d) MB/.exec((await chosenDocuments(form).textContent())!)![1]!;
    expect(Number(shown)).toBeLessThanOrEqual(1.5);
    await form
      .getByRole("list", { name: "Chosen documents" })
      .screenshot({ path: "e2e/screenshots/claim-photo-375.png" });
    const audit = await new AxeBuilder({ page })
      .include("#claims-form")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(audit.violations.map(({ id }) => id)).toEqual([]);

    await submit(form);
    const [stored] = await storedDocuments(form);
    expect(stored!.originalName).toBe("IMG_20261101_183012.jpg");
    // The service re-encodes what it received at the same size and quality: it stays as small.
    expect(stored!.content.length / MB).toBeLessThanOrEqual(1.5);
    const { format, width, height, exif } = await sharp(stored!.content).metadata();
    expect({ format, width, height, exif }).toEqual({ format: "jpeg", width: 2560, height: 1920, exif: undefined });
  });
});

test("without OffscreenCanvas (Safari before 16.4) a photo within the limit is sent as chosen and stored", async ({
  page,
}) => {
  await page.addInitScript(() => delete (window as Partial<typeof window>).OffscreenCanvas);
  const photo = await phonePhoto(164);
  const form = await fillClaim(page, fireClaim);
  await form
    .getByLabel("Supporting documents")
    .setInputFiles([{ name: "IMG_0164.jpg", mimeType: "image/jpeg", buffer: photo }]);
  await expect(chosenDocuments(form)).toHaveText([`IMG_0164.jpg (${(photo.length / MB).toFixed(1)} MB)RemoveUploaded`]);
  await submit(form);
  const [stored] = await storedDocuments(form);
  // The service keeps every photo re-encoded; what it received is named by the hash it records beside it.
  expect([stored!.originalName, stored!.originalSha256]).toEqual(["IMG_0164.jpg", sha256(photo)]);
});

test("the photo and upload code is fetched when a file is chosen, not with the page: its loader, its worker and tus", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  const holdingPhotoCode = async (urls: string[]) => {
    const texts = await Promise.all(urls.map(async (url) => (await page.request.get(url)).text()));
    return urls.filter((_, index) => /OffscreenCanvas|createImageBitmap/.test(texts[index]!));
  };
  const form = await fillClaim(page, fireClaim);
  const withThePage = [...scripts];
  expect(withThePage.length).toBeGreaterThan(0);
  expect(await holdingPhotoCode(withThePage)).toEqual([]);
  expect(withThePage.some((url) => /\/tus-/.test(url))).toBe(false);

  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c2410c" } })
    .png()
    .toBuffer();
  await form
    .getByLabel("Supporting documents")
    .setInputFiles([{ name: "ceiling.png", mimeType: "image/png", buffer: photo }]);
  await expect(chosenDocuments(form)).toHaveText([/^ceiling\.png \(1 KB\)Remove(Uploading: \d+%|Uploaded)$/]);
  const whenChosen = scripts.slice(withThePage.length);
  expect(whenChosen).toHaveLength(3);
  const photoCode = await holdingPhotoCode(whenChosen);
  expect(photoCode).toHaveLength(2);
  const [uploader] = whenChosen.filter((url) => !photoCode.includes(url));
  expect(await (await page.request.get(uploader!)).text()).toContain("Tus-Resumable");
});

test("a photo taken sideways (EXIF orientation 6) is stored the right way up, red band on top", async ({ page }) => {
  // Upright the photo is 2000 × 3000, red in its top third and blue below. The camera stores it turned a quarter
  // to the left and says in EXIF that it must be turned a quarter to the right to be seen.
  const upright = await noisyPixels(2000, 3000, 8, (_, y) => (y < 1000 ? [200, 30, 30] : [30, 30, 200]))
    .png()
    .toBuffer();
  const sideways = await sharp(upright).rotate(270).withMetadata({ orientation: 6 }).jpeg({ quality: 95 }).toBuffer();
  expect(await sharp(sideways).metadata()).toMatchObject({ width: 3000, height: 2000, orientation: 6 });

  const form = await fillClaim(page, fireClaim);
  await form
    .getByLabel("Supporting documents")
    .setInputFiles([{ name: "kitchen.jpg", mimeType: "image/jpeg", buffer: sideways }]);
  await expect(chosenDocuments(form)).toHaveText([/^kitchen\.jpg \(.+ → .+\)Remove(Uploading: \d+%|Uploaded)$/]);
  await submit(form);

  const [stored] = await storedDocuments(form);
  const { width, height, orientation } = await sharp(stored!.content).metadata();
  expect({ width, height, orientation }).toEqual({ width: 1707, height: 2560, orientation: undefined });
  // stats() reads the whole input, so the band is cut out into an image of its own first.
  const meanColour = async (top: number) => {
    const band = await sharp(stored!.content).extract({ left: 200, top, width: 1300, height: 400 }).toBuffer();
    return (await sharp(band).stats()).channels.map(({ mean }) => Math.round(mean / 10) * 10);
  };
  expect(await meanColour(200)).toEqual([200, 30, 30]);
  expect(await meanColour(1800)).toEqual([30, 30, 200]);
});

test.describe("refused by the service", () => {
  // The upload's refusal on its last byte is a 400 the browser reports.
  test.use({ expectedProblems: [/\/api\/uploads\//] });

  test("a broken JPEG under 5 MB is sent as it is, and the service refuses it, naming it", async ({ page }) => {
    // A JPEG's first bytes, then noise: a JPEG by its content, which neither the browser nor the service can decode.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(1.5 * MB)]);
    const form = await fillClaim(page, fireClaim);
    await form
      .getByLabel("Supporting documents")
      .setInputFiles([{ name: "IMG_0007.jpg", mimeType: "image/jpeg", buffer: broken }]);
    await expect(chosenDocuments(form)).toHaveText([/^IMG_0007\.jpg \(1\.5 MB\)Remove/]);
    await submit(form);
    await expect(
      form.getByText(
        "IMG_0007.jpg: this image cannot be opened: it may be damaged or cut short. Choose the photo again, or send a " +
          "scan of it.",
      ),
    ).toBeVisible();
    await expect(form.getByRole("status")).toBeEmpty();
  });
});

test("a 6 MB PDF is sent as chosen and refused with 'Max file size is 5MB'", async ({ page }) => {
  const scan = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(6 * MB, 32)]);
  const form = await fillClaim(page, fireClaim);
  await form.getByLabel("Supporting documents").setInputFiles([pdfFile("police-report.pdf", scan)]);
  await expect(chosenDocuments(form)).toHaveText([/^police-report\.pdf \(6\.0 MB\)Remove/]);
  await submit(form);
  await expect(form.getByText("police-report.pdf: Max file size is 5MB")).toBeVisible();
  await expect(form.getByRole("status")).toBeEmpty();
});
