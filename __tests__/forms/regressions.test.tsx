/**
 * Defects found in the forms, each pinned by the test that failed before its fix.
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { errorsOf } from "../support/validation-helpers";
import { claimSchema } from "../../src/forms/claim/schema";
import { QuoteForm } from "../../src/forms/quote/QuoteForm";
import { quoteSchema } from "../../src/forms/quote/schema";

const validRequest = {
  name: "Adaeze Okafor",
  email: "adaeze@example.com",
  phone: "+234 801 234 5678",
  insuranceType: "auto",
  message: "My 2018 Toyota Corolla, comprehensive cover",
  agreement: true,
};

const validClaim = {
  fullName: "Chinedu Eze",
  email: "chinedu@example.com",
  phone: "0803 555 0123",
  policyNumber: "MTR/2026/000123",
  claimType: "auto",
  incidentDate: "2024-01-15",
  description: "A bus hit my car from behind at Ikeja junction.",
  documents: [{ name: "police-report.pdf", size: 1024, type: "application/pdf" }],
  notARobot: true,
};

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
    render(
      <>
        <h2 id="h">Get a Quote</h2>
        <QuoteForm labelledBy="h" send={send} />
      </>,
    );
    const status = screen.getByRole("status");
    await user.click(screen.getByRole("textbox", { name: "Full name" }));
    await user.paste("Adaeze Okafor");
    await user.click(screen.getByRole("textbox", { name: "E-mail address" }));
    await user.paste("adaeze@example.com");
    await user.click(screen.getByRole("textbox", { name: "Phone number" }));
    await user.paste("08012345678");
    await user.selectOptions(screen.getByRole("combobox", { name: "Insurance type" }), "Auto");
    await user.click(screen.getByRole("textbox", { name: "What would you like to insure?" }));
    await user.paste("My car, comprehensive cover");
    await user.click(screen.getByRole("checkbox", { name: /^I agree to the privacy notice/ }));
    await user.click(screen.getByRole("button", { name: "Request a Quote" }));
    await waitFor(() => expect(within(status).getByText("Submission Failed")).toBeInTheDocument());

    await user.clear(screen.getByRole("textbox", { name: "Full name" }));
    await user.click(screen.getByRole("button", { name: "Request a Quote" }));

    await screen.findByText("Name must be at least 2 characters");
    expect(status).toBeEmptyDOMElement();
  });

  it("clears 'Request Submitted Successfully' when the visitor submits the emptied form again", async () => {
    const user = userEvent.setup();
    const send = jest
      .fn<Promise<{ reference: string }>, [unknown]>()
      .mockResolvedValue({ reference: "QTE-2026-000001" });
    render(
      <>
        <h2 id="h">Get a Quote</h2>
        <QuoteForm labelledBy="h" send={send} />
      </>,
    );
    const status = screen.getByRole("status");
    await user.click(screen.getByRole("textbox", { name: "Full name" }));
    await user.paste("Adaeze Okafor");
    await user.click(screen.getByRole("textbox", { name: "E-mail address" }));
    await user.paste("adaeze@example.com");
    await user.click(screen.getByRole("textbox", { name: "Phone number" }));
    await user.paste("08012345678");
    await user.selectOptions(screen.getByRole("combobox", { name: "Insurance type" }), "Auto");
    await user.click(screen.getByRole("textbox", { name: "What would you like to insure?" }));
    await user.paste("My car, comprehensive cover");
    await user.click(screen.getByRole("checkbox", { name: /^I agree to the privacy notice/ }));
    await user.click(screen.getByRole("button", { name: "Request a Quote" }));
    await waitFor(() => expect(within(status).getByText("Request Submitted Successfully")).toBeInTheDocument());

    await user.click(screen.getByRole("button", { name: "Request a Quote" }));

    await screen.findByText("Name must be at least 2 characters");
    expect(status).toBeEmptyDOMElement();
  });
});
