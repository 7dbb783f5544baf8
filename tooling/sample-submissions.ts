/** A valid quote request, a valid claim's fields and the smallest PDF, for the service's tests and benchmarks. */
export const validQuote = {
  name: "Adaeze Obi",
  email: "adaeze@example.com",
  phone: "0803 555 0100",
  insuranceType: "home",
  message: "My three-bedroom flat in Ikeja and its contents.",
  agreement: true,
};

export const validClaimFields: Record<string, string> = {
  fullName: "Chinedu Eze",
  email: "chinedu@example.com",
  phone: "+234 803 555 0101",
  policyNumber: "POL-2026-0042",
  claimType: "auto",
  incidentDate: "2026-11-01",
  description: "Rear-ended at a junction in Wuse II; the bumper and boot lid are damaged.",
  notARobot: "true",
};

export const pdfBytes = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);
