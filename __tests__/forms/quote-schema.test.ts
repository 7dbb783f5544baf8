import { errorsOf } from "../support/validation-helpers";
import { quoteSchema, quoteInsuranceTypes } from "../../src/forms/quote/schema";

/** A well-formed address of the given length (at most 63 characters per domain label). */
const emailOfLength = (length: number) =>
  `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(length - 197)}.com`;

const validRequest = {
  name: "Adaeze Okafor",
  email: "adaeze@example.com",
  phone: "+234 801 234 5678",
  insuranceType: "auto",
  message: "My 2018 Toyota Corolla, comprehensive cover",
  agreement: true,
};

const NAME = "Name must be at least 2 characters";
const EMAIL = "Invalid email address";
const PHONE = "Phone number must be at least 10 digits";
const PHONE_CHARACTERS = "Phone number can only contain digits, spaces, +, - and brackets";
const INSURANCE_TYPE = "Please select an insurance type";
const MESSAGE = "Message must be at least 10 characters";
const AGREEMENT = "Please agree to the privacy notice and terms of use";
const ONE_LINE = "Line breaks and hidden control characters cannot be used here; please type it again";
const MULTI_LINE = "This text has hidden control characters; please type it again (line breaks are fine)";

describe("quoteSchema", () => {
  it("accepts a fully valid request", async () => {
    await expect(errorsOf(quoteSchema(), validRequest)).resolves.toEqual({});
    await expect(quoteSchema().isValid(validRequest)).resolves.toBe(true);
  });

  it("reports every rule's message at once for an empty form", async () => {
    await expect(
      errorsOf(quoteSchema(), { name: "", email: "", phone: "", insuranceType: "", message: "", agreement: false }),
    ).resolves.toEqual({
      name: [NAME],
      email: [EMAIL],
      phone: [PHONE],
      insuranceType: [INSURANCE_TYPE],
      message: [MESSAGE],
      agreement: [AGREEMENT],
    });
  });

  it("reports the required messages when the fields are missing altogether (Formik sends '' as undefined)", async () => {
    await expect(errorsOf(quoteSchema(), {})).resolves.toEqual({
      name: [NAME],
      email: [EMAIL],
      phone: [PHONE],
      insuranceType: [INSURANCE_TYPE],
      message: [MESSAGE],
      agreement: [AGREEMENT],
    });
  });

  it.each<[string, string, unknown, string]>([
    ["name", "empty", "", NAME],
    ["name", "one character", "A", NAME],
    ["name", "one character padded with spaces (trimmed)", "  A  ", NAME],
    ["name", "101 characters", "A".repeat(101), "Must be at most 100 characters"],
    ["name", "with a line break inside", "Adaeze\nOkafor", ONE_LINE],
    ["name", "with a CR LF and a forged line", "Adaeze\r\nE-mail: boss@example.com", ONE_LINE],
    ["name", "with a terminal escape and a bell", "Adaeze\u001b]0;x\u0007", ONE_LINE],
    ["name", "with a NUL", "Adaeze\u0000Okafor", ONE_LINE],
    ["name", "with a C1 control (CSI)", "Adaeze\u009b31m", ONE_LINE],
    ["name", "with a right-to-left override", "Adaeze \u202dOkafor", ONE_LINE],
    ["name", "with a pop directional isolate", "Adaeze\u2069", ONE_LINE],
    ["phone", "with a line break between the digits", "0801\n234 5678", ONE_LINE],
    ["email", "empty", "", EMAIL],
    ["email", "without a domain", "ade@", EMAIL],
    ["email", "without an @", "ade.example.com", EMAIL],
    ["email", "with a space inside", "ade okafor@example.com", EMAIL],
    ["email", "of 255 characters", emailOfLength(255), EMAIL],
    ["phone", "empty", "", PHONE],
    ["phone", "9 characters", "080123456", PHONE],
    ["phone", "9 characters padded with spaces (trimmed)", "  080123456  ", PHONE],
    ["phone", "containing letters", "0801 ABC 5678", PHONE_CHARACTERS],
    ["phone", "containing a dot", "0801.234.5678", PHONE_CHARACTERS],
    ["phone", "21 characters", "+234 801 234 5678 901", "Phone number must be at most 20 characters"],
    ["insuranceType", "empty", "", INSURANCE_TYPE],
    ["insuranceType", "not offered (pet)", "pet", INSURANCE_TYPE],
    ["insuranceType", "a claim type (property)", "property", INSURANCE_TYPE],
    ["insuranceType", "in upper case", "AUTO", INSURANCE_TYPE],
    ["message", "empty", "", MESSAGE],
    ["message", "9 characters", "Car cover", MESSAGE],
    ["message", "9 characters padded with spaces (trimmed)", "   Car cover   ", MESSAGE],
    ["message", "5001 characters", "a".repeat(5001), "Message must be at most 5000 characters"],
    ["message", "with a terminal escape", "My car \u001b[31mToyota Corolla", MULTI_LINE],
    ["message", "with a vertical tab", "My car\u000bToyota Corolla", MULTI_LINE],
    ["message", "with a left-to-right isolate", "My car \u2066Toyota Corolla", MULTI_LINE],
    ["agreement", "not ticked", false, AGREEMENT],
  ])("rejects %s: %s", async (field, _case, value, message) => {
    await expect(errorsOf(quoteSchema(), { ...validRequest, [field]: value })).resolves.toEqual({ [field]: [message] });
  });

  it.each<[string, string, unknown]>([
    ["name", "of exactly 2 characters", "Ab"],
    ["name", "of 2 characters padded with spaces", "  Ab  "],
    ["name", "of 100 characters", "A".repeat(100)],
    ["email", "padded with spaces", "  adaeze@example.com  "],
    ["email", "with a sub-domain and a plus", "adaeze+quotes@mail.example.com.ng"],
    ["email", "of 254 characters", emailOfLength(254)],
    ["phone", "of exactly 10 digits", "0801234567"],
    ["phone", "in international form with brackets and dashes", "+234 (801) 234-5678"],
    ["phone", "of exactly 20 characters", "+234 801 234 5678 90"],
    ["message", "of exactly 10 characters", "Car cover!"],
    ["message", "of 5000 characters", "a".repeat(5000)],
    ["message", "of two lines (LF)", "My 2018 Toyota Corolla\nComprehensive cover"],
    ["message", "of two lines (CR LF)", "My 2018 Toyota Corolla\r\nComprehensive cover"],
    ["name", "with an apostrophe and a hyphen", "Ngozi O'Neil-Okafor"],
  ])("accepts %s: %s", async (field, _case, value) => {
    await expect(errorsOf(quoteSchema(), { ...validRequest, [field]: value })).resolves.toEqual({});
  });

  it("offers exactly auto, home, life, business and other, in that order", () => {
    expect(quoteInsuranceTypes.map((type) => [type.value, type.label])).toEqual([
      ["auto", "Auto"],
      ["home", "Home"],
      ["life", "Life"],
      ["business", "Business"],
      ["other", "Other"],
    ]);
  });

  it.each(["auto", "home", "life", "business", "other"])("accepts the insurance type %s", async (insuranceType) => {
    await expect(errorsOf(quoteSchema(), { ...validRequest, insuranceType })).resolves.toEqual({});
  });

  it("trims the text fields in the validated result", async () => {
    await expect(
      quoteSchema().validate({
        ...validRequest,
        name: "  Adaeze Okafor ",
        email: " adaeze@example.com ",
        phone: " 08012345678 ",
        message: "  Cover for my car  ",
      }),
    ).resolves.toEqual({
      ...validRequest,
      name: "Adaeze Okafor",
      email: "adaeze@example.com",
      phone: "08012345678",
      message: "Cover for my car",
    });
  });
});
