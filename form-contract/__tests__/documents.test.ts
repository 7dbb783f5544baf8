import {
  displayFileName,
  shortenFileName,
  formatFileSize,
  formatSizeChange,
  hasAcceptedType,
  isWithinSizeLimit,
} from "../claim/documents";
import { claimSchema } from "../claim/schema";
import { claimMessages, claimTable, documentLike, MB } from "./support/form-tables";
import { errorsOf } from "./support/validation-helpers";

describe("document limits", () => {
  it("let a claim carry ten documents of 5MB each, and no eleventh nor a byte more", async () => {
    const pages = (count: number) =>
      Array.from({ length: count }, (_, index) => documentLike(`page-${index}.pdf`, "application/pdf", 5 * MB));
    const claim = (documents: unknown[]) => errorsOf(claimSchema(), { ...claimTable.valid, documents });
    await expect(claim(pages(10))).resolves.toEqual({});
    await expect(claim(pages(11))).resolves.toEqual({ documents: [claimMessages.documentsTooMany] });
    await expect(claim([...pages(9), documentLike("page-9.pdf", "application/pdf", 5 * MB + 1)])).resolves.toEqual({
      "documents[9]": [claimMessages.documentSize],
    });
  });

  it.each([
    [0, true],
    [5 * MB - 1, true],
    [5 * MB, true],
    [5 * MB + 1, false],
    [6 * MB, false],
  ])("a file of %i bytes is within the size limit: %s", (size, within) => {
    expect(isWithinSizeLimit({ name: "scan.pdf", size, type: "application/pdf" })).toBe(within);
  });
});

describe("formatFileSize", () => {
  it.each([
    [0, "1 KB"],
    [1, "1 KB"],
    [500, "1 KB"],
    [1024, "1 KB"],
    [1535, "1 KB"],
    [1536, "2 KB"],
    [2048, "2 KB"],
    [820 * 1024, "820 KB"],
    [MB - 1, "1024 KB"],
    [MB, "1.0 MB"],
    [4.8 * MB, "4.8 MB"],
    [5 * MB, "5.0 MB"],
    [6 * MB, "6.0 MB"],
  ])("writes %i bytes as %s", (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe("formatSizeChange", () => {
  it.each([
    [5.6 * MB, 0.9 * MB, "5.6 MB → 0.9 MB"],
    [12 * MB, 1.25 * MB, "12.0 MB → 1.3 MB"],
    [1.5 * MB, 400 * 1024, "1.5 MB → 0.4 MB"],
    [1.5 * MB, 52 * 1024, "1.5 MB → 0.1 MB"],
    [1.5 * MB, 51 * 1024, "1.5 MB → 51 KB"],
    [900 * 1024, 310 * 1024, "900 KB → 310 KB"],
  ])("writes %i bytes made %i as %s", (before, after, text) => {
    expect(formatSizeChange(before, after)).toBe(text);
  });
});

describe("accepted types", () => {
  // The file input's accept attribute, which names them all, is checked as rendered (ClaimForm.test.tsx).
  it.each([
    ["report.pdf", "application/pdf", true],
    ["REPORT.PDF", "application/pdf", true],
    ["letter.doc", "application/msword", true],
    ["estimate.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", true],
    ["photo.jpg", "image/jpeg", true],
    ["photo.jpeg", "image/jpeg", true],
    ["photo.png", "image/png", true],
    ["photo.png", "", true],
    ["my.holiday.photo.jpg", "image/jpeg", true],
    ["photo.gif", "image/gif", false],
    ["virus.exe", "application/x-msdownload", false],
    ["report.pdf", "application/x-msdownload", false],
    ["photo.png", "image/gif", false],
    ["report", "application/pdf", false],
    ["pdf", "", false],
    ["report.pdf.exe", "", false],
  ])("%s declared as %p is accepted: %s", (name, type, accepted) => {
    expect(hasAcceptedType({ name, size: 1, type })).toBe(accepted);
  });
});

describe("file names as shown and stored", () => {
  it.each([
    ["a short name as it is", "report.pdf", "report.pdf"],
    ["a name of exactly 100 characters as it is", `${"a".repeat(96)}.pdf`, `${"a".repeat(96)}.pdf`],
    ["a 70,000-character name cut to 100, keeping .pdf", `${"a".repeat(70_000)}.pdf`, `${"a".repeat(95)}….pdf`],
    ["a long name without an extension cut to 100", "b".repeat(500), `${"b".repeat(99)}…`],
    [
      "a long name whose last dot is not an extension",
      `${"c".repeat(50)}.${"d".repeat(200)}`,
      `${"c".repeat(50)}.${"d".repeat(48)}…`,
    ],
    ["a long name of emoji without splitting one in half", `${"📄".repeat(200)}.png`, `${"📄".repeat(95)}….png`],
  ])("shortenFileName keeps %s", (_case, name, shortened) => {
    expect(shortenFileName(name)).toBe(shortened);
    expect(Array.from(shortenFileName(name)).length).toBeLessThanOrEqual(100);
  });

  it.each([
    ["invoice\u202efdp.pdf", "invoice\\u202efdp.pdf"],
    ["police\r\nreport.pdf", "police\\u000d\\u000areport.pdf"],
    ["\u001b]0;x\u0007.png", "\\u001b]0;x\\u0007.png"],
    ["Àṣẹ ìdánilójú (1).pdf", "Àṣẹ ìdánilójú (1).pdf"],
  ])("displayFileName writes out the controls of %j", (name, shown) => {
    expect(displayFileName(name)).toBe(shown);
  });
});
