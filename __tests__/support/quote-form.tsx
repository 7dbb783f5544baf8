/** The quote form as its tests render and fill it. */
import { render, screen } from "@testing-library/react";
import { QuoteForm } from "../../src/forms/quote/QuoteForm";
import type { SendQuoteRequest } from "../../src/forms/shared/api";
import { paste, type User } from "./form-helpers";

export const AGREEMENT_LABEL = /^I agree to the privacy notice and the terms of use/;

export function renderQuoteForm(send?: SendQuoteRequest) {
  render(
    <>
      <h2 id="quote-heading">Get a Quote</h2>
      <QuoteForm labelledBy="quote-heading" send={send} />
    </>,
  );
  return {
    form: screen.getByRole("form", { name: "Get a Quote" }),
    name: screen.getByRole("textbox", { name: "Full name" }),
    email: screen.getByRole("textbox", { name: "E-mail address" }),
    phone: screen.getByRole("textbox", { name: "Phone number" }),
    insuranceType: screen.getByRole("combobox", { name: "Insurance type" }),
    message: screen.getByRole("textbox", { name: "What would you like to insure?" }),
    agreement: screen.getByRole<HTMLInputElement>("checkbox", { name: AGREEMENT_LABEL }),
    status: screen.getByRole("status"),
  };
}

export type QuoteFields = ReturnType<typeof renderQuoteForm>;

export const quoteSubmitButton = () => screen.getByRole("button", { name: "Request a Quote" });

/** What the visitor types, with stray spaces the payload must trim. */
export const typedQuote = {
  name: "  Adaeze Okafor ",
  email: "adaeze@example.com",
  phone: " +234 801 234 5678 ",
  message: "  My 2018 Toyota Corolla, comprehensive cover  ",
};

/** Fills in a request that passes every rule: the typed texts, Motor, and the agreement ticked. */
export async function fillValidRequest(user: User, fields: QuoteFields) {
  await paste(user, fields.name, typedQuote.name);
  await paste(user, fields.email, typedQuote.email);
  await paste(user, fields.phone, typedQuote.phone);
  await user.selectOptions(fields.insuranceType, "Motor");
  await paste(user, fields.message, typedQuote.message);
  await user.click(fields.agreement);
}
