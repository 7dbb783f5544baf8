/**
 * Defects found in the forms, each pinned by the test that failed before its fix.
 */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expectFailureShown, expectSuccessShown } from "../support/form-helpers";
import { claimTable, quoteOutcomes, quoteTable } from "../../form-contract/__tests__/support/form-tables";
import { fillValidRequest, quoteSubmitButton, renderQuoteForm } from "../support/quote-form";
import { errorsOf } from "../../form-contract/__tests__/support/validation-helpers";
import { claimSchema } from "../../form-contract/claim/schema";
import { quoteSchema } from "../../form-contract/quote/schema";

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

describe("the incident date must be a day that exists", () => {
  // The schema says it is importable by server code, where no date picker stands in front of it.
  it.each(["2024-02-30", "2024-13-45", "2023-00-00"])("rejects %s with 'Incident date is required'", async (date) => {
    await expect(errorsOf(claimSchema(), { ...validClaim, incidentDate: date })).resolves.toEqual({
      incidentDate: ["Incident date is required"],
    });
  });
});

describe("every submit attempt clears the previous outcome, even one that fails validation", () => {
  // Specification §4: "On submit: submitting on, result idle, message cleared." The status is only reset inside
  // onSubmit, which Formik calls after validation passes, so an invalid second submit keeps the old message.
  jest.setTimeout(20_000);

  it("clears 'Submission Failed' when the visitor resubmits with an emptied field", async () => {
    const user = userEvent.setup();
    const send = jest.fn<Promise<{ reference: string }>, [unknown]>().mockRejectedValue(new Error("Network down"));
    const fields = renderQuoteForm(send);
    await fillValidRequest(user, fields);
    await user.click(quoteSubmitButton());
    await expectFailureShown(fields.status, quoteOutcomes);

    await user.clear(fields.name);
    await user.click(quoteSubmitButton());

    await screen.findByText("Name must be at least 2 characters");
    expect(fields.status).toBeEmptyDOMElement();
  });

  it("clears 'Request Submitted Successfully' when the visitor submits the emptied form again", async () => {
    const user = userEvent.setup();
    const send = jest
      .fn<Promise<{ reference: string }>, [unknown]>()
      .mockResolvedValue({ reference: "QTE-2026-000001" });
    const fields = renderQuoteForm(send);
    await fillValidRequest(user, fields);
    await user.click(quoteSubmitButton());
    await expectSuccessShown(fields.status, quoteOutcomes);

    await user.click(quoteSubmitButton());

    await screen.findByText("Name must be at least 2 characters");
    expect(fields.status).toBeEmptyDOMElement();
  });
});
