import { act, screen, waitFor, within } from "@testing-library/react";
import nextSteps from "../../data/next-steps.json";
import userEvent from "@testing-library/user-event";
import type { QuotePayload } from "../../form-contract/quote/payload";
import { FieldErrorsFromServer, type Receipt } from "../../src/forms/shared/api";
import {
  ANY_KEY,
  ANY_QUOTED_KEY,
  descriptionsOf,
  enter,
  deferred,
  expectChoices,
  expectFailureShown,
  expectProcessingFor,
  expectSuccessShown,
} from "../support/form-helpers";
import { quoteOutcomes, quoteTable, sharedMessages } from "../../form-contract/__tests__/support/form-tables";
import {
  fillValidRequest,
  quoteSubmitButton as submitButton,
  renderQuoteForm,
  typedQuote as typed,
  type QuoteFields as Fields,
} from "../support/quote-form";

// Typing into Formik fields is slow-ish, and the runs share the machine with other work.
jest.setTimeout(20_000);

const MESSAGES = quoteTable.required;

function expectFieldError(field: HTMLElement, message: string) {
  expect(field).toHaveAttribute("aria-invalid", "true");
  expect(descriptionsOf(field)).toEqual([message]);
  expect(field).toHaveAccessibleDescription(message);
}

function expectNoFieldError(field: HTMLElement) {
  expect(field).not.toHaveAttribute("aria-invalid");
  expect(field).not.toHaveAttribute("aria-describedby");
}

/** The fields in page order, by their names in the form's values. */
const valueFields = (fields: Fields) => ({
  name: fields.name,
  email: fields.email,
  phone: fields.phone,
  insuranceType: fields.insuranceType,
  message: fields.message,
  agreement: fields.agreement,
});

/** What the form sends for the typed request: the table's valid request, trimmed as typed, with the honeypot. */
const expectedPayload: QuotePayload = {
  ...(quoteTable.valid as Omit<QuotePayload, "company_website">),
  company_website: "",
};

const receipt: Receipt = { reference: "QTE-2026-000045" };

function expectTypedValuesKept(fields: Fields) {
  expect(fields.name).toHaveValue(typed.name);
  expect(fields.email).toHaveValue(typed.email);
  expect(fields.phone).toHaveValue(typed.phone);
  expect(fields.insuranceType).toHaveValue("auto");
  expect(fields.message).toHaveValue(typed.message);
  expect(fields.agreement).toBeChecked();
}

describe("QuoteForm", () => {
  describe("fields", () => {
    it("is a form named by its heading, with every field labelled and empty", () => {
      const fields = renderQuoteForm();
      expect(fields.form).toHaveAttribute("novalidate");
      expect(fields.name).toHaveValue("");
      expect(fields.name).toHaveAttribute("autocomplete", "name");
      expect(fields.email).toHaveValue("");
      expect(fields.email).toHaveAttribute("type", "email");
      expect(fields.email).toHaveAttribute("autocomplete", "email");
      expect(fields.phone).toHaveValue("");
      expect(fields.phone).toHaveAttribute("type", "tel");
      expect(fields.phone).toHaveAttribute("autocomplete", "tel");
      expect(fields.phone).toHaveAttribute("inputmode", "tel");
      expect(fields.message).toHaveValue("");
      expect(fields.message.tagName).toBe("TEXTAREA");
      expect(fields.status).toHaveAttribute("aria-live", "polite");
      expect(fields.status).toBeEmptyDOMElement();
      expect(submitButton()).toHaveAttribute("type", "submit");
      expect(submitButton()).toBeEnabled();
    });

    it("starts the insurance type on a prompt and offers the five types of the table, in order", () => {
      expectChoices(renderQuoteForm().insuranceType, quoteTable.choices);
    });

    it("has an agreement box that is not ticked, whose label links to the privacy notice and the terms", () => {
      const { agreement } = renderQuoteForm();
      expect(agreement).not.toBeChecked();
      expect(agreement.labels).toHaveLength(1);
      const label = agreement.labels?.[0] as HTMLLabelElement;
      expect(label).toHaveTextContent(/^I agree to the privacy notice and the terms of use\.$/);
      const links = within(label).getAllByRole("link");
      expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
        ["privacy notice", "/privacy"],
        ["terms of use", "/terms"],
      ]);
    });

    it("says what the data is for and links to the privacy notice", () => {
      const { form } = renderQuoteForm();
      expect(form).toHaveTextContent(
        "We use these details only to prepare your quote and contact you about it. Read our privacy notice.",
      );
    });

    it("ticks and unticks the agreement", async () => {
      const user = userEvent.setup();
      const { agreement } = renderQuoteForm();
      await user.click(agreement);
      expect(agreement).toBeChecked();
      await user.click(agreement);
      expect(agreement).not.toBeChecked();
    });
  });

  describe("validation", () => {
    it("shows no error while typing or leaving fields before the first submit", async () => {
      const user = userEvent.setup();
      const fields = renderQuoteForm();
      await user.type(fields.name, "A");
      await user.type(fields.email, "ade@");
      await user.type(fields.phone, "0801");
      await user.type(fields.message, "Car");
      await user.tab();
      for (const message of Object.values(MESSAGES)) {
        expect(screen.queryByText(message)).not.toBeInTheDocument();
      }
      for (const field of [fields.name, fields.email, fields.phone, fields.insuranceType, fields.message]) {
        expectNoFieldError(field);
      }
    });

    it("shows all six messages of the table under their fields on an empty submit and focuses Full name", async () => {
      const user = userEvent.setup();
      const send = jest.fn<Promise<Receipt>, [QuotePayload, string]>();
      const fields = renderQuoteForm(send);
      await user.click(submitButton());

      await waitFor(() => expectFieldError(fields.name, MESSAGES.name));
      const byName: Record<string, HTMLElement> = valueFields(fields);
      expect(Object.keys(byName)).toEqual(Object.keys(MESSAGES));
      for (const [field, message] of Object.entries(MESSAGES)) expectFieldError(byName[field]!, message);
      expect(fields.name).toHaveFocus();
      expect(send).not.toHaveBeenCalled();
      expect(fields.status).toBeEmptyDOMElement();
      expect(submitButton()).toBeEnabled();
    });

    it.each(quoteTable.rejections.filter((row) => row.form))(
      "shows '$message' under $field alone ($case), focuses it and sends nothing",
      async ({ field, value, message }) => {
        const user = userEvent.setup();
        const send = jest.fn<Promise<Receipt>, [QuotePayload, string]>();
        const fields = renderQuoteForm(send);
        const byName: Record<string, HTMLElement> = valueFields(fields);
        await fillValidRequest(user, fields);
        await enter(user, byName[field]!, value);
        await user.click(submitButton());

        await waitFor(() => expectFieldError(byName[field]!, message));
        expect(byName[field]).toHaveFocus();
        for (const [other, element] of Object.entries(byName)) {
          if (other !== field) expectNoFieldError(element);
        }
        expect(send).not.toHaveBeenCalled();
        expect(fields.status).toBeEmptyDOMElement();
      },
    );

    it("then revalidates each field on change, without another submit", async () => {
      const user = userEvent.setup();
      const fields = renderQuoteForm();
      await user.click(submitButton());
      await screen.findByText(MESSAGES.name);

      await user.type(fields.name, "Adaeze");
      await waitFor(() => expectNoFieldError(fields.name));
      expect(screen.queryByText(MESSAGES.name)).not.toBeInTheDocument();
      expectFieldError(fields.email, MESSAGES.email);
      expectFieldError(fields.phone, MESSAGES.phone);
      expectFieldError(fields.insuranceType, MESSAGES.insuranceType);
      expectFieldError(fields.message, MESSAGES.message);
      expectFieldError(fields.agreement, MESSAGES.agreement);
      // Editing does not pull focus back to the first invalid field.
      expect(fields.name).toHaveFocus();

      await user.selectOptions(fields.insuranceType, "Life");
      await waitFor(() => expectNoFieldError(fields.insuranceType));
      await user.click(fields.agreement);
      await waitFor(() => expectNoFieldError(fields.agreement));

      await user.type(fields.phone, "0801");
      await waitFor(() => expectFieldError(fields.phone, MESSAGES.phone));
      await user.type(fields.phone, " 234 5678");
      await waitFor(() => expectNoFieldError(fields.phone));
      await user.type(fields.phone, "x");
      await waitFor(() => expectFieldError(fields.phone, sharedMessages.phoneCharacters));
      expect(fields.phone).toHaveFocus();

      await user.clear(fields.name);
      await waitFor(() => expectFieldError(fields.name, MESSAGES.name));
      expect(fields.name).toHaveFocus();
    });

    it("moves focus to the first invalid field in page order on a later submit", async () => {
      const user = userEvent.setup();
      const fields = renderQuoteForm();
      await user.type(fields.name, "Adaeze Okafor");
      await user.type(fields.email, "adaeze@");
      await user.click(submitButton());
      await waitFor(() => expect(fields.email).toHaveFocus());
      expectNoFieldError(fields.name);
      expectFieldError(fields.email, MESSAGES.email);

      await user.clear(fields.email);
      await user.type(fields.email, "adaeze@example.com");
      await user.click(submitButton());
      await waitFor(() => expect(fields.phone).toHaveFocus());
    });

    describe("every submit attempt clears the previous outcome, even one that fails validation", () => {
      // Specification §4: "On submit: submitting on, result idle, message cleared." The status is only reset inside
      // onSubmit, which Formik calls after validation passes, so an invalid second submit kept the old message.
      it("clears 'Submission Failed' when the visitor resubmits with an emptied field", async () => {
        const user = userEvent.setup();
        const send = jest.fn<Promise<Receipt>, [QuotePayload, string]>().mockRejectedValue(new Error("Network down"));
        const fields = renderQuoteForm(send);
        await fillValidRequest(user, fields);
        await user.click(submitButton());
        await expectFailureShown(fields.status, quoteOutcomes);

        await user.clear(fields.name);
        await user.click(submitButton());

        await screen.findByText(MESSAGES.name);
        expect(fields.status).toBeEmptyDOMElement();
      });

      it("clears 'Request Submitted Successfully' when the visitor submits the emptied form again", async () => {
        const user = userEvent.setup();
        const send = jest.fn<Promise<Receipt>, [QuotePayload, string]>().mockResolvedValue(receipt);
        const fields = renderQuoteForm(send);
        await fillValidRequest(user, fields);
        await user.click(submitButton());
        await expectSuccessShown(fields.status, quoteOutcomes);

        await user.click(submitButton());

        await screen.findByText(MESSAGES.name);
        expect(fields.status).toBeEmptyDOMElement();
      });
    });
  });

  describe("submitting", () => {
    beforeEach(() => {
      jest.useFakeTimers();
    });

    afterEach(() => {
      act(() => {
        jest.runOnlyPendingTimers();
      });
      jest.useRealTimers();
    });

    it("sends the trimmed request, shows 'Processing...' for 1.5 s, then confirms and resets the form", async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const send = jest.fn<Promise<Receipt>, [QuotePayload, string]>(
        () => new Promise((resolve) => setTimeout(() => resolve(receipt), 1500)),
      );
      const fields = renderQuoteForm(send);
      await fillValidRequest(user, fields);

      await user.click(submitButton());

      const processing = await screen.findByRole("button", { name: "Processing..." });
      expect(processing).toBeDisabled();
      expect(screen.queryByRole("button", { name: "Request a Quote" })).not.toBeInTheDocument();
      expect(send).toHaveBeenCalledTimes(1);
      expect(send).toHaveBeenCalledWith(expectedPayload, ANY_KEY);
      expect(send.mock.calls[0]?.[0]).toStrictEqual(expectedPayload);
      expect(fields.status).toBeEmptyDOMElement();

      await expectProcessingFor(1500, fields.status);

      await expectSuccessShown(fields.status, quoteOutcomes);

      expect(fields.name).toHaveValue("");
      expect(fields.email).toHaveValue("");
      expect(fields.phone).toHaveValue("");
      expect(fields.insuranceType).toHaveValue("");
      expect(fields.message).toHaveValue("");
      expect(fields.agreement).not.toBeChecked();
      expect(submitButton()).toBeEnabled();
      expect(screen.queryByRole("button", { name: "Processing..." })).not.toBeInTheDocument();
      // The reset form shows no validation errors although it is empty again.
      for (const message of Object.values(MESSAGES)) {
        expect(screen.queryByText(message)).not.toBeInTheDocument();
      }
      expect(send).toHaveBeenCalledTimes(1);
    });

    it("posts to the submissions service by default and shows the reference it returns", async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      // The service answers when the test says, inside act(), so the form's reset is an update React expects.
      let answer!: (response: { status: number; json: () => Promise<unknown> }) => void;
      const fetchMock = jest.fn(() => new Promise((resolve) => (answer = resolve)));
      const realFetch = global.fetch;
      global.fetch = fetchMock as unknown as typeof fetch;
      try {
        const fields = renderQuoteForm();
        await fillValidRequest(user, fields);
        await user.click(submitButton());
        await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
        const emailedCopy = { to: "ngozi@example.com", withheld: true };
        await act(async () => answer({ status: 201, json: async () => ({ ...receipt, emailedCopy }) }));
        await expectSuccessShown(fields.status, quoteOutcomes);
        const reference = within(fields.status).getByText("QTE-2026-000045");
        expect(reference.parentElement).toHaveTextContent(/^Your reference is QTE-2026-000045\.$/);
        expect(reference).toHaveStyle({ whiteSpace: "nowrap" });
        expect(fields.status).toHaveTextContent(
          "We have not e-mailed a copy to ngozi@example.com: it has had three from us in the last 24 hours, the most we send to one address. Please note your reference.",
        );
        expect(
          within(fields.status)
            .getAllByRole("listitem")
            .map((item) => item.textContent),
        ).toEqual(nextSteps.quote);
        expect(fetchMock).toHaveBeenCalledTimes(1);
        expect(fetchMock).toHaveBeenCalledWith("/api/quote-requests", {
          method: "POST",
          headers: {
            "content-type": "application/json",
            accept: "application/json",
            "Idempotency-Key": ANY_QUOTED_KEY,
          },
          body: JSON.stringify(expectedPayload),
        });
        expect(fields.name).toHaveValue("");
      } finally {
        global.fetch = realFetch;
      }
    });

    it("shows the service's field messages under their fields, keeping what was typed", async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const send = jest
        .fn<Promise<Receipt>, [QuotePayload, string]>()
        .mockRejectedValue(new FieldErrorsFromServer({ email: "This e-mail address cannot receive mail" }));
      const fields = renderQuoteForm(send);
      await fillValidRequest(user, fields);
      await user.click(submitButton());
      await waitFor(() => expect(fields.email).toHaveAttribute("aria-invalid", "true"));
      expect(fields.email).toHaveAccessibleDescription("This e-mail address cannot receive mail");
      expect(fields.email).toHaveFocus();
      expectTypedValuesKept(fields);
      expect(fields.status).toBeEmptyDOMElement();
    });

    it("reports a refusal of the whole form as a failed submission", async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const send = jest
        .fn<Promise<Receipt>, [QuotePayload, string]>()
        .mockRejectedValue(new FieldErrorsFromServer({ form: "Your submission could not be accepted." }));
      const fields = renderQuoteForm(send);
      await fillValidRequest(user, fields);
      await user.click(submitButton());
      await expectFailureShown(fields.status, quoteOutcomes);
      expectTypedValuesKept(fields);
    });

    it("reports a failed send and keeps everything the visitor typed", async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const send = jest.fn<Promise<Receipt>, [QuotePayload, string]>().mockRejectedValue(new Error("Network down"));
      const fields = renderQuoteForm(send);
      await fillValidRequest(user, fields);

      await user.click(submitButton());

      await expectFailureShown(fields.status, quoteOutcomes);
      expect(send).toHaveBeenCalledTimes(1);
      expect(send).toHaveBeenCalledWith(expectedPayload, ANY_KEY);
      expectTypedValuesKept(fields);
      expect(submitButton()).toBeEnabled();
      for (const field of [fields.name, fields.email, fields.phone, fields.insuranceType, fields.message]) {
        expectNoFieldError(field);
      }
    });

    it("clears the previous outcome while a new submission is processing", async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const second = deferred();
      const send = jest
        .fn<Promise<Receipt>, [QuotePayload, string]>()
        .mockRejectedValueOnce(new Error("Network down"))
        .mockReturnValueOnce(second.promise);
      const fields = renderQuoteForm(send);
      await fillValidRequest(user, fields);

      await user.click(submitButton());
      await expectFailureShown(fields.status, quoteOutcomes);

      await user.click(submitButton());
      expect(await screen.findByRole("button", { name: "Processing..." })).toBeDisabled();
      await waitFor(() => expect(fields.status).toBeEmptyDOMElement());
      expect(screen.getByRole("button", { name: "Processing..." })).toBeDisabled();
      expect(send).toHaveBeenCalledTimes(2);
      expect(send).toHaveBeenLastCalledWith(expectedPayload, ANY_KEY);
      expectTypedValuesKept(fields);

      await act(async () => {
        second.resolve();
      });
      await expectSuccessShown(fields.status, quoteOutcomes);
      expect(submitButton()).toBeEnabled();
    });

    it("does not send twice when the visitor clicks or presses Enter again while processing", async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const pending = deferred();
      const send = jest.fn<Promise<Receipt>, [QuotePayload, string]>().mockReturnValue(pending.promise);
      const fields = renderQuoteForm(send);
      await fillValidRequest(user, fields);

      await user.click(submitButton());
      const processing = await screen.findByRole("button", { name: "Processing..." });
      await user.click(processing);
      await user.click(fields.name);
      await user.keyboard("{Enter}");
      expect(send).toHaveBeenCalledTimes(1);

      await act(async () => {
        pending.resolve();
      });
      await expectSuccessShown(fields.status, quoteOutcomes);
    });
  });
});
