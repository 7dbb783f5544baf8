import { errorsOf } from "../support/validation-helpers";
import { localToday } from "../../src/lib/dates";
import { claimSchema, claimTypes } from "../../src/forms/claim/schema";

const MB = 1024 * 1024;

/** A document as the rules see it: a name, a size and a declared type. */
const doc = (name: string, type: string, size = 1024) => ({ name, size, type });

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

const validClaim = {
  fullName: "Chinedu Eze",
  email: "chinedu@example.com",
  phone: "0803 555 0123",
  policyNumber: "MTR/2026/000123",
  claimType: "auto",
  incidentDate: "2024-01-15",
  description: "A bus hit my car from behind at Ikeja junction.",
  documents: [doc("police-report.pdf", "application/pdf")],
  notARobot: true,
};

const FULL_NAME = "Full name must be at least 2 characters";
const EMAIL = "Invalid email address";
const PHONE = "Phone number must be at least 10 digits";
const PHONE_CHARACTERS = "Phone number can only contain digits, spaces, +, - and brackets";
const POLICY_NUMBER = "Policy number is required";
const CLAIM_TYPE = "Please select a claim type";
const INCIDENT_DATE = "Incident date is required";
const INCIDENT_DATE_FUTURE = "Incident date cannot be in the future";
const DESCRIPTION = "Description must be at least 20 characters";
const DOCUMENTS_REQUIRED = "At least one supporting document is required";
const DOCUMENTS_TOO_MANY = "You can attach up to 10 documents";
const DOCUMENT_SIZE = "Max file size is 5MB";
const DOCUMENT_TYPE = "Only .pdf, .doc, .docx, .jpg, .jpeg, and .png files are accepted";
const ROBOT = "Please confirm that you are not a robot";
const ONE_LINE = "Line breaks and hidden control characters cannot be used here; please type it again";
const MULTI_LINE = "This text has hidden control characters; please type it again (line breaks are fine)";
const DOCUMENT_NAME = "The file name has hidden control characters. Rename the file and choose it again.";

describe("claimSchema", () => {
  it("accepts a fully valid claim", async () => {
    await expect(errorsOf(claimSchema(), validClaim)).resolves.toEqual({});
  });

  it("reports every rule's message at once for an empty form", async () => {
    await expect(
      errorsOf(claimSchema(), {
        fullName: "",
        email: "",
        phone: "",
        policyNumber: "",
        claimType: "",
        incidentDate: "",
        description: "",
        documents: [],
        notARobot: false,
      }),
    ).resolves.toEqual({
      fullName: [FULL_NAME],
      email: [EMAIL],
      phone: [PHONE],
      policyNumber: [POLICY_NUMBER],
      claimType: [CLAIM_TYPE],
      incidentDate: [INCIDENT_DATE],
      description: [DESCRIPTION],
      documents: [DOCUMENTS_REQUIRED],
      notARobot: [ROBOT],
    });
  });

  it("reports the required messages when the fields are missing altogether (Formik sends '' as undefined)", async () => {
    await expect(errorsOf(claimSchema(), {})).resolves.toEqual({
      fullName: [FULL_NAME],
      email: [EMAIL],
      phone: [PHONE],
      policyNumber: [POLICY_NUMBER],
      claimType: [CLAIM_TYPE],
      incidentDate: [INCIDENT_DATE],
      description: [DESCRIPTION],
      documents: [DOCUMENTS_REQUIRED],
      notARobot: [ROBOT],
    });
  });

  it.each<[string, string, unknown, string]>([
    ["fullName", "empty", "", FULL_NAME],
    ["fullName", "one character", "A", FULL_NAME],
    ["fullName", "one character padded with spaces (trimmed)", "  A  ", FULL_NAME],
    ["fullName", "101 characters", "A".repeat(101), "Must be at most 100 characters"],
    ["fullName", "with a line break inside", "Chinedu\nEze", ONE_LINE],
    ["fullName", "with a CR LF and a forged line", "Chinedu\r\nPolicy number: X", ONE_LINE],
    ["fullName", "with a terminal escape", "Chinedu \u001b[31mEze", ONE_LINE],
    ["fullName", "with a NUL", "Chinedu\u0000Eze", ONE_LINE],
    ["fullName", "with a bell", "Chinedu Eze\u0007!", ONE_LINE],
    ["fullName", "with a tab", "Chinedu\tEze", ONE_LINE],
    ["fullName", "with DEL", "Chinedu\u007fEze", ONE_LINE],
    ["fullName", "with a C1 control (NEL)", "Chinedu\u0085Eze", ONE_LINE],
    ["fullName", "with a right-to-left override", "\u202eezE udenihC", ONE_LINE],
    ["fullName", "with a left-to-right embedding", "Chinedu \u202aEze", ONE_LINE],
    ["fullName", "with a first-strong isolate", "Chinedu \u2068Eze\u2069", ONE_LINE],
    ["email", "with a terminal escape", "chinedu\u001b@example.com", EMAIL],
    ["phone", "with a line break between the digits", "0803\n555 0123", ONE_LINE],
    ["phone", "with a tab between the digits", "0803\t555 0123", ONE_LINE],
    ["policyNumber", "with a CR LF inside", "MTR/2026\r\n000123", ONE_LINE],
    ["policyNumber", "with a right-to-left override", "MTR/\u202e2026", ONE_LINE],
    ["email", "empty", "", EMAIL],
    ["email", "without a domain", "ade@", EMAIL],
    ["email", "without an @", "ade.example.com", EMAIL],
    ["phone", "empty", "", PHONE],
    ["phone", "9 characters", "080123456", PHONE],
    ["phone", "containing letters", "0803 CALL ME", PHONE_CHARACTERS],
    ["phone", "21 characters", "+234 803 555 0123 456", "Phone number must be at most 20 characters"],
    ["policyNumber", "empty", "", POLICY_NUMBER],
    ["policyNumber", "only spaces", "    ", POLICY_NUMBER],
    ["policyNumber", "51 characters", "P".repeat(51), "Policy number must be at most 50 characters"],
    ["claimType", "empty", "", CLAIM_TYPE],
    ["claimType", "not offered (travel)", "travel", CLAIM_TYPE],
    ["claimType", "a quote type (home)", "home", CLAIM_TYPE],
    ["incidentDate", "empty", "", INCIDENT_DATE],
    ["incidentDate", "written day first", "15/01/2024", INCIDENT_DATE],
    ["incidentDate", "with a time", "2024-01-15T10:00", INCIDENT_DATE],
    ["description", "empty", "", DESCRIPTION],
    ["description", "19 characters", "Car hit at junction", DESCRIPTION],
    ["description", "19 characters padded with spaces (trimmed)", "   Car hit at junction   ", DESCRIPTION],
    ["description", "5001 characters", "a".repeat(5001), "Description must be at most 5000 characters"],
    ["description", "with a terminal escape", "A bus hit my car \u001b[2J at Ikeja junction.", MULTI_LINE],
    ["description", "with a lone CR (no LF)", "A bus hit my car from behind\rat Ikeja junction.", MULTI_LINE],
    ["description", "with a NUL", "A bus hit my car from behind\u0000 at Ikeja.", MULTI_LINE],
    ["description", "with a right-to-left override", "A bus hit my car \u202efrom behind at Ikeja.", MULTI_LINE],
    ["documents", "an empty list", [], DOCUMENTS_REQUIRED],
    [
      "documents",
      "11 files",
      Array.from({ length: 11 }, (_, i) => doc(`photo-${i}.jpg`, "image/jpeg")),
      DOCUMENTS_TOO_MANY,
    ],
    ["notARobot", "not ticked", false, ROBOT],
  ])("rejects %s: %s", async (field, _case, value, message) => {
    await expect(errorsOf(claimSchema(), { ...validClaim, [field]: value })).resolves.toEqual({ [field]: [message] });
  });

  it.each<[string, string, unknown]>([
    ["fullName", "of exactly 2 characters", "Ab"],
    ["phone", "of exactly 10 digits", "0803555012"],
    ["policyNumber", "padded with spaces", "  MTR/2026/000123  "],
    ["policyNumber", "of 50 characters", "P".repeat(50)],
    ["fullName", "in Yoruba with tone marks", "Adéwálé Ọlátúnjí"],
    ["fullName", "in Arabic script", "محمد بلو"],
    ["description", "of several lines (LF)", "A bus hit my car.\nThe boot lid is damaged.\n\nPolice came."],
    ["description", "of several lines (CR LF, as browsers send them)", "A bus hit my car.\r\nThe boot lid is damaged."],
    ["description", "with a tab pasted from a table", "Bumper\t₦150,000\nBoot lid\t₦80,000"],
    ["description", "of exactly 20 characters", "Car hit at junction."],
    ["documents", "of 10 files", Array.from({ length: 10 }, (_, i) => doc(`photo-${i}.jpg`, "image/jpeg"))],
  ])("accepts %s: %s", async (field, _case, value) => {
    await expect(errorsOf(claimSchema(), { ...validClaim, [field]: value })).resolves.toEqual({});
  });

  it("offers exactly auto, property, health, life, business and other, in that order", () => {
    expect(claimTypes.map((type) => [type.value, type.label])).toEqual([
      ["auto", "Auto"],
      ["property", "Property"],
      ["health", "Health"],
      ["life", "Life"],
      ["business", "Business"],
      ["other", "Other"],
    ]);
  });

  it.each(["auto", "property", "health", "life", "business", "other"])(
    "accepts the claim type %s",
    async (claimType) => {
      await expect(errorsOf(claimSchema(), { ...validClaim, claimType })).resolves.toEqual({});
    },
  );

  describe("incident date", () => {
    it("rejects tomorrow with 'Incident date cannot be in the future'", async () => {
      await expect(errorsOf(claimSchema(), { ...validClaim, incidentDate: tomorrow() })).resolves.toEqual({
        incidentDate: [INCIDENT_DATE_FUTURE],
      });
    });

    it("accepts today", async () => {
      await expect(errorsOf(claimSchema(), { ...validClaim, incidentDate: localToday() })).resolves.toEqual({});
    });

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
        "documents[0]": [DOCUMENT_TYPE],
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
      ).resolves.toEqual({ "documents[0]": [DOCUMENT_NAME] });
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
        "documents[0]": [DOCUMENT_SIZE],
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
        "documents[1]": [DOCUMENT_TYPE, DOCUMENT_SIZE],
        "documents[3]": [DOCUMENT_SIZE],
      });
    });
  });
});
