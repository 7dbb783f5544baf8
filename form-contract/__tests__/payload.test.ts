import { buildQuotePayload, quoteText } from "../quote/payload";
import type { QuoteFormValues } from "../quote/schema";

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
