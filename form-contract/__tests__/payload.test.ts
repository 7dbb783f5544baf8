import { buildClaimPayload } from "../claim/payload";
import type { ClaimFormValues } from "../claim/schema";
import { buildQuotePayload, quoteText } from "../quote/payload";
import type { QuoteFormValues } from "../quote/schema";
import { claimTextAsSent } from "./support/form-tables";

/** FormData entries with files reduced to what the server would see of them. */
function entriesOf(payload: FormData) {
  return Array.from(payload.entries(), ([key, value]) => [
    key,
    typeof value === "string"
      ? value
      : { file: value instanceof File, name: value.name, size: value.size, type: value.type },
  ]);
}

describe("buildQuotePayload", () => {
  const values: QuoteFormValues = {
    name: "  Adaeze Okafor ",
    email: " adaeze@example.com  ",
    phone: "  +234 801 234 5678 ",
    insuranceType: "home",
    message: "\n  A three-bedroom flat in Lekki.  \n",
    agreement: true,
    company_website: "",
  };

  it("returns the five specified fields trimmed, then the agreement tick and the honeypot for the service to check", () => {
    expect(buildQuotePayload(values)).toStrictEqual({
      name: "Adaeze Okafor",
      email: "adaeze@example.com",
      phone: "+234 801 234 5678",
      insuranceType: "home",
      message: "A three-bedroom flat in Lekki.",
      agreement: true,
      company_website: "",
    });
  });

  it("lists the specified fields first, in the specified order", () => {
    expect(Object.keys(buildQuotePayload(values))).toEqual([
      "name",
      "email",
      "phone",
      "insuranceType",
      "message",
      "agreement",
      "company_website",
    ]);
  });

  it("does not change the form values", () => {
    const before = { ...values };
    buildQuotePayload(values);
    expect(values).toEqual(before);
  });
});

describe("quoteText, as the service reads a request's JSON body", () => {
  it("takes the five fields trimmed, in order, reading anything that is not text as empty and ignoring the rest", () => {
    expect(
      quoteText({
        name: " Adaeze Okafor ",
        email: 42,
        insuranceType: " home ",
        message: ["A flat"],
        agreement: true,
        extra: "ignored",
      } as Record<string, unknown>),
    ).toStrictEqual({ name: "Adaeze Okafor", email: "", phone: "", insuranceType: "home", message: "" });
  });
});

describe("buildClaimPayload", () => {
  const report = new File(["%PDF-1.7 police report"], "police-report.pdf", { type: "application/pdf" });
  const photo = new File(["fake png bytes"], "rear bumper.png", { type: "image/png" });
  const values: ClaimFormValues = {
    fullName: "  Chinedu Eze ",
    email: " chinedu@example.com ",
    phone: " 0803 555 0123 ",
    policyNumber: "  MTR/2026/000123  ",
    claimType: "auto",
    incidentDate: "2026-01-15",
    description: "  A bus hit my car from behind at Ikeja junction.  ",
    documents: [report, photo],
    notARobot: true,
    company_website: "",
  };

  it("is multipart form data", () => {
    expect(buildClaimPayload(values)).toBeInstanceOf(FormData);
  });

  it("holds the seven text fields trimmed, in order, the robot tick and honeypot, then the files as document_0, document_1", () => {
    expect(entriesOf(buildClaimPayload(values))).toEqual([
      ...claimTextAsSent,
      ["notARobot", "true"],
      ["company_website", ""],
      ["document_0", { file: true, name: "police-report.pdf", size: report.size, type: "application/pdf" }],
      ["document_1", { file: true, name: "rear bumper.png", size: photo.size, type: "image/png" }],
    ]);
  });

  it("carries each file's own bytes", async () => {
    const payload = buildClaimPayload(values);
    const readText = (blob: Blob) =>
      new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error);
        reader.readAsText(blob);
      });
    await expect(readText(payload.get("document_0") as File)).resolves.toBe("%PDF-1.7 police report");
    await expect(readText(payload.get("document_1") as File)).resolves.toBe("fake png bytes");
  });

  it("sends the robot tick as text, and no 'documents' key", () => {
    const payload = buildClaimPayload(values);
    expect(payload.getAll("notARobot")).toEqual(["true"]);
    expect(payload.has("documents")).toBe(false);
    expect(payload.has("document_2")).toBe(false);
  });

  it("numbers ten files document_0 to document_9 in the order chosen", () => {
    const documents = Array.from(
      { length: 10 },
      (_, index) => new File([`page ${index}`], `page-${index}.jpg`, { type: "image/jpeg" }),
    );
    const fileEntries = entriesOf(buildClaimPayload({ ...values, documents })).slice(9);
    expect(fileEntries.map(([key, file]) => [key, (file as { name: string }).name])).toEqual(
      documents.map((file, index) => [`document_${index}`, file.name]),
    );
  });

  it("has only the text fields, the robot tick and the honeypot when no file is chosen", () => {
    expect(entriesOf(buildClaimPayload({ ...values, documents: [] }))).toEqual([
      ...claimTextAsSent,
      ["notARobot", "true"],
      ["company_website", ""],
    ]);
  });
});
