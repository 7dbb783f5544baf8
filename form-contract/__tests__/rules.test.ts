/** The e-mail and phone rules both forms share (shared/rules.ts), through each form's schema. */
import { claimTable, quoteTable } from "./support/form-tables";
import { errorsOf } from "./support/validation-helpers";
import { claimSchema } from "../claim/schema";
import { quoteSchema } from "../quote/schema";

const validRequest = quoteTable.valid;
const validClaim = claimTable.valid;

describe("an e-mail address needs a dot in its domain", () => {
  // yup's .email() follows the HTML living standard and accepts "ade@example"; no one can be reached there.
  it.each(["ade@example", "ade@localhost"])("the quote form rejects %s with 'Invalid email address'", async (email) => {
    await expect(errorsOf(quoteSchema(), { ...validRequest, email })).resolves.toEqual({
      email: ["Invalid email address"],
    });
  });

  it("the claim form rejects ade@example with 'Invalid email address'", async () => {
    await expect(errorsOf(claimSchema(), { ...validClaim, email: "ade@example" })).resolves.toEqual({
      email: ["Invalid email address"],
    });
  });
});

describe("the phone rule counts digits, as its message promises", () => {
  it.each([
    ["no digit at all", "(((   )))--"],
    ["only spaces and signs between the brackets", "+ ( ) - - - ( )"],
    ["7 digits padded to 10 characters", "+234 80 12"],
  ])("rejects a phone number with %s with 'Phone number must be at least 10 digits'", async (_case, phone) => {
    await expect(errorsOf(quoteSchema(), { ...validRequest, phone })).resolves.toEqual({
      phone: ["Phone number must be at least 10 digits"],
    });
  });
});
