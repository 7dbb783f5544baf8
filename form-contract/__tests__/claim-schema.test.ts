import { claimMessages, claimTable, documentLike as doc, MB } from "./support/form-tables";
import { testSchemaWithTable } from "./support/schema-tables";
import { errorsOf } from "./support/validation-helpers";
import { localToday } from "../shared/local-today";
import { claimSchema } from "../claim/schema";

const validClaim = claimTable.valid;

/** A real File whose reported size is `size`, without allocating that many bytes. */
function fileOfSize(name: string, type: string, size: number): File {
  const file = new File(["x"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

function tomorrow(): string {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  return localToday(date);
}

testSchemaWithTable("claimSchema", claimTable);

describe("claimSchema", () => {
  describe("incident date", () => {
    it("rejects tomorrow with 'Incident date cannot be in the future'", async () => {
      await expect(errorsOf(claimSchema(), { ...validClaim, incidentDate: tomorrow() })).resolves.toEqual({
        incidentDate: [claimMessages.incidentDateFuture],
      });
    });

    it("accepts today", async () => {
      await expect(errorsOf(claimSchema(), { ...validClaim, incidentDate: localToday() })).resolves.toEqual({});
    });

    // The schema is importable by server code, where no date picker stands in front of it.
    it.each(["2024-02-30", "2024-13-45", "2023-00-00"])(
      "rejects %s, a day that does not exist, with 'Incident date is required'",
      async (date) => {
        await expect(errorsOf(claimSchema(), { ...validClaim, incidentDate: date })).resolves.toEqual({
          incidentDate: [claimTable.required.incidentDate],
        });
      },
    );

    it("localToday gives the visitor's own calendar date as YYYY-MM-DD, also late in the evening", () => {
      expect(localToday(new Date(2026, 0, 15, 23, 59))).toBe("2026-01-15");
      expect(localToday(new Date(2026, 0, 15, 0, 1))).toBe("2026-01-15");
      expect(localToday(new Date(2026, 11, 31, 12, 0))).toBe("2026-12-31");
    });
  });

  describe("supporting documents", () => {
    it.each([
      ["a .exe program", doc("virus.exe", "application/x-msdownload")],
      ["a .gif image", doc("photo.gif", "image/gif")],
      ["a .pdf declared as a Windows program", doc("report.pdf", "application/x-msdownload")],
      ["a file with no extension", doc("report", "application/pdf")],
      ["a file with no extension and no type", doc("README", "")],
      ["a .pdf with a second, refused extension", doc("report.pdf.exe", "")],
    ])("rejects %s with the accepted-types message at documents[0]", async (_case, file) => {
      await expect(errorsOf(claimSchema(), { ...validClaim, documents: [file] })).resolves.toEqual({
        "documents[0]": [claimMessages.documentType],
      });
    });

    it.each([
      ["report.pdf", "application/pdf"],
      ["letter.doc", "application/msword"],
      ["estimate.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
      ["photo.jpg", "image/jpeg"],
      ["photo.jpeg", "image/jpeg"],
      ["photo.png", "image/png"],
      ["SCAN.PDF", "application/pdf"],
      ["Photo.JPG", "image/jpeg"],
    ])("accepts %s (%s)", async (name, type) => {
      await expect(errorsOf(claimSchema(), { ...validClaim, documents: [doc(name, type)] })).resolves.toEqual({});
    });

    it.each([
      ["a right-to-left override hiding .exe", "invoice\u202efdp.pdf"],
      ["a line break", "police\nreport.pdf"],
      ["a NUL", "report.pdf\u0000.pdf"],
      ["a terminal escape", "\u001b]0;pwned\u0007report.pdf"],
    ])("rejects a file name with %s, naming the problem at documents[0]", async (_case, name) => {
      await expect(
        errorsOf(claimSchema(), { ...validClaim, documents: [doc(name, "application/pdf")] }),
      ).resolves.toEqual({ "documents[0]": [claimMessages.documentName] });
    });

    it("accepts a file name in another script, with spaces and brackets", async () => {
      await expect(
        errorsOf(claimSchema(), { ...validClaim, documents: [doc("Àṣẹ ìdánilójú (1).pdf", "application/pdf")] }),
      ).resolves.toEqual({});
    });

    it("accepts a .png whose type the browser left empty", async () => {
      await expect(errorsOf(claimSchema(), { ...validClaim, documents: [doc("photo.png", "")] })).resolves.toEqual({});
    });

    it("rejects a file of 5MB + 1 byte with 'Max file size is 5MB' at documents[0]", async () => {
      const file = fileOfSize("scan.pdf", "application/pdf", 5 * MB + 1);
      await expect(errorsOf(claimSchema(), { ...validClaim, documents: [file] })).resolves.toEqual({
        "documents[0]": [claimMessages.documentSize],
      });
    });

    it("accepts a file of exactly 5MB", async () => {
      const file = fileOfSize("scan.pdf", "application/pdf", 5 * MB);
      await expect(errorsOf(claimSchema(), { ...validClaim, documents: [file] })).resolves.toEqual({});
    });

    it("accepts real File objects of every accepted kind", async () => {
      const documents = [
        new File(["%PDF"], "report.pdf", { type: "application/pdf" }),
        new File(["doc"], "letter.doc", { type: "application/msword" }),
        new File(["png"], "photo.png", { type: "image/png" }),
      ];
      await expect(errorsOf(claimSchema(), { ...validClaim, documents })).resolves.toEqual({});
    });

    it("reports both problems of an oversized .exe at its own index, leaving the good files alone", async () => {
      const documents = [
        doc("report.pdf", "application/pdf"),
        doc("virus.exe", "application/x-msdownload", 6 * MB),
        doc("photo.png", "image/png"),
        doc("huge.jpg", "image/jpeg", 6 * MB),
      ];
      await expect(errorsOf(claimSchema(), { ...validClaim, documents })).resolves.toEqual({
        "documents[1]": [claimMessages.documentType, claimMessages.documentSize],
        "documents[3]": [claimMessages.documentSize],
      });
    });
  });
});
