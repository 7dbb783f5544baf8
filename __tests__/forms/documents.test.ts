import {
  acceptAttribute,
  acceptedExtensions,
  acceptedMimeTypes,
  formatFileSize,
  hasAcceptedType,
  isWithinSizeLimit,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS,
} from "../../src/forms/claim/documents";

const MB = 1024 * 1024;

describe("document limits", () => {
  it("allows 5MB per file and 10 files", () => {
    expect(MAX_DOCUMENT_BYTES).toBe(5 * 1024 * 1024);
    expect(MAX_DOCUMENTS).toBe(10);
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

describe("accepted types", () => {
  it("lists the six extensions and the five MIME types", () => {
    expect(acceptedExtensions).toEqual([".pdf", ".doc", ".docx", ".jpg", ".jpeg", ".png"]);
    expect(acceptedMimeTypes).toEqual([
      "application/pdf",
      "application/msword",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "image/jpeg",
      "image/png",
    ]);
  });

  it("puts the extensions, then the types, in the file input's accept attribute", () => {
    expect(acceptAttribute).toBe(
      ".pdf,.doc,.docx,.jpg,.jpeg,.png," +
        "application/pdf,application/msword," +
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/jpeg,image/png",
    );
    expect(acceptAttribute.split(",")).toHaveLength(11);
  });

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
