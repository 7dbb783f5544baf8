/**
 * A claim's photos on its desk page as thumbnails, at 375 and 1280 px: each loads, at the size the page gives it, and
 * opens its photo; a PDF keeps its links; the page passes axe. Photographs the page into e2e/screenshots/.
 */
import sharp from "sharp";
import { validClaimFields } from "../tooling/sample-submissions";
import { deskUrl, signedInPerson } from "./desk-staff";
import { expectAccessible } from "./accessibility";
import { expect, test } from "./fixtures";
import { pdfFile } from "./pdf-documents";

/** A photo of a scene, not one flat colour: smooth random colours made this size. */
async function scene(width: number, height: number, format: "jpeg" | "png") {
  const colours = Buffer.from(Array.from({ length: 8 * 6 * 3 }, (_, index) => (index * 97 + width) % 256));
  return sharp(colours, { raw: { width: 8, height: 6, channels: 3 } })
    .resize(width, height, { kernel: "cubic", fit: "fill" })
    .toFormat(format)
    .toBuffer();
}

test.describe("Photos on the desk", () => {
  test.use({
    waitForHydration: false,
    // A photo opened is Chromium's own image page, whose script the photo's sandbox (DOCUMENT_CSP) blocks, and which
    // asks for /favicon.ico as it would of any site: both what opening any photo on the desk does, meant.
    expectedProblems: [
      /Blocked script execution in '[^']+\/documents\/1' because the document's frame is sandboxed|favicon\.ico/,
    ],
  });

  test("a claim's photos show as thumbnails that open them, and the page passes axe, at 375 and 1280 px", async ({
    page,
  }) => {
    const filed = await page.request.post("/api/claims", {
      multipart: {
        ...validClaimFields,
        document_0: { name: "bumper.jpg", mimeType: "image/jpeg", buffer: await scene(1200, 900, "jpeg") },
        document_1: { name: "door.png", mimeType: "image/png", buffer: await scene(600, 800, "png") },
        document_2: pdfFile("police-report.pdf"),
      },
    });
    expect(filed.status()).toBe(201);
    const { reference } = (await filed.json()) as { reference: string };
    await signedInPerson(page, "thumbs", "Amaka Nwosu");
    const claimPage = deskUrl(`/desk/submissions/${reference}`);

    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(claimPage);
      const documents = page.locator(".documents");
      await documents.scrollIntoViewIfNeeded();
      for (const [name, size] of [
        ["bumper.jpg", { width: 160, height: 120 }],
        ["door.png", { width: 120, height: 160 }],
      ] as const) {
        const thumbnail = documents.getByRole("link", { name }).getByRole("img", { name });
        await expect(thumbnail).toHaveAttribute("loading", "lazy");
        await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(size.width);
        const box = (await thumbnail.boundingBox())!;
        // Its box, border included, is the thumbnail's size: nothing stretched or squeezed.
        expect.soft(Math.round(box.width) - 2, `${name} at ${width} px`).toBe(size.width);
        expect.soft(Math.round(box.height) - 2).toBe(size.height);
      }
      await expect(documents.getByRole("img")).toHaveCount(2);
      await expect(documents.getByRole("link", { name: "Open" })).toHaveCount(3);

      await expectAccessible(page);
      await page.screenshot({ path: `e2e/screenshots/desk-thumbnails-${width}.png`, fullPage: true });
      await documents.screenshot({ path: `e2e/screenshots/desk-thumbnails-documents-${width}.png` });

      const [photo] = await Promise.all([
        page.waitForResponse(deskUrl(`/desk/submissions/${reference}/documents/1`)),
        documents.getByRole("link", { name: "bumper.jpg" }).click(),
      ]);
      expect(photo.headers()["content-type"]).toBe("image/jpeg");
      await expect(page).toHaveURL(deskUrl(`/desk/submissions/${reference}/documents/1`));
    }
  });
});
