import { buildClaimWithUploads } from "../claim/payload";
import { emptyClaimForm } from "../claim/schema";
import { uploadIdOf } from "../claim/uploads";

describe("a claim naming its uploads", () => {
  it("carries the trimmed fields, the ticks, the claim key and the upload ids in order", () => {
    const values = {
      ...emptyClaimForm,
      fullName: "  Chinedu Eze ",
      email: "chinedu@example.com",
      phone: "0803 555 0101",
      policyNumber: "POL-1",
      claimType: "auto" as const,
      incidentDate: "2026-11-01",
      description: " Rear-ended at a junction in Wuse II. ",
      notARobot: true,
    };
    expect(buildClaimWithUploads(values, "claim-key-0123456789", ["upload-b", "upload-a"])).toEqual({
      fullName: "Chinedu Eze",
      email: "chinedu@example.com",
      phone: "0803 555 0101",
      policyNumber: "POL-1",
      claimType: "auto",
      incidentDate: "2026-11-01",
      description: "Rear-ended at a junction in Wuse II.",
      notARobot: true,
      company_website: "",
      claimKey: "claim-key-0123456789",
      uploads: ["upload-b", "upload-a"],
    });
  });

  it("takes an upload's id from the address the service gave it", () => {
    expect(uploadIdOf("https://api.example.ng/api/uploads/3f9a0c6e5b1d4e2f8a7c")).toBe("3f9a0c6e5b1d4e2f8a7c");
    expect(uploadIdOf("/api/uploads/3f9a0c6e5b1d4e2f8a7c")).toBe("3f9a0c6e5b1d4e2f8a7c");
  });
});
