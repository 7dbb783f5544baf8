import { fileToSend, isShrinkablePhoto } from "../photos/photo-rules";

const MB = 1024 * 1024;

/** jsdom's Blob has no text(). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.addEventListener("load", () => resolve(reader.result as string));
    reader.readAsText(blob);
  });

describe("isShrinkablePhoto", () => {
  it.each([
    ["IMG_0042.jpg", "image/jpeg"],
    ["IMG_0042.JPEG", "image/jpeg"],
    ["scan.png", "image/png"],
    // Some Android file pickers give no type at all.
    ["scan.PNG", ""],
  ])("takes %s (%s) as a photo", (name, type) => {
    expect(isShrinkablePhoto({ name, type, size: 5 * MB })).toBe(true);
  });

  it.each([
    ["police-report.pdf", "application/pdf"],
    ["estimate.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ["estimate.doc", "application/msword"],
    ["dashcam.gif", "image/gif"],
    ["jpg", "image/jpeg"],
    // A type the claim refuses stays refused: re-encoding would dress it up as an accepted JPEG.
    ["photo.png", "application/x-msdownload"],
  ])("leaves %s (%s) as it is", (name, type) => {
    expect(isShrinkablePhoto({ name, type, size: 5 * MB })).toBe(false);
  });
});

describe("fileToSend", () => {
  const chosen = new File([new Uint8Array(4000)], "scan.png", { type: "image/png", lastModified: 1_700_000_000_000 });

  it("sends a smaller re-encoding as a JPEG named .jpg, taken when the photo was", async () => {
    const sent = fileToSend(chosen, new Blob(["smaller"], { type: "image/jpeg" }));
    expect(sent).toBeInstanceOf(File);
    expect([sent.name, sent.type, sent.size, sent.lastModified]).toEqual([
      "scan.jpg",
      "image/jpeg",
      7,
      1_700_000_000_000,
    ]);
    expect(await textOf(sent)).toBe("smaller");
  });

  it("sends the photo as chosen when there is no re-encoding (it failed, or was not needed)", () => {
    expect(fileToSend(chosen, undefined)).toBe(chosen);
  });

  it("sends the photo as chosen when the re-encoding is no smaller", () => {
    expect(fileToSend(chosen, new Blob([new Uint8Array(4000)]))).toBe(chosen);
    expect(fileToSend(chosen, new Blob([new Uint8Array(5000)]))).toBe(chosen);
  });
});
