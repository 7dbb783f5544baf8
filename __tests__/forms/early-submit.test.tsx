/**
 * A submit pressed in the server-rendered form, before the app has started: HoldEarlySubmit's inline script holds
 * it, and once React has hydrated the form, KeepEarlyInput sends what was typed, or shows what is missing.
 */
import { act, screen, waitFor } from "@testing-library/react";
import { lazy, Suspense } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import type { QuotePayload } from "../../form-contract/quote/payload";
import { QuoteForm } from "../../src/forms/quote/QuoteForm";
import type { Receipt } from "../../src/forms/shared/api";
import { quoteTable } from "../../form-contract/__tests__/support/form-tables";
import { ANY_KEY } from "../support/form-helpers";
import { AGREEMENT_LABEL, typedQuote } from "../support/quote-form";

const receipt: Receipt = { reference: "QTE-2026-000046" };
let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  document.documentElement.removeAttribute("data-submit-pending");
  root = undefined;
  document.body.replaceChildren();
});

/**
 * Formik picks useLayoutEffect wherever a window exists, as under jsdom, so rendering the server's HTML here warns
 * that the effect does nothing on the server; a real server render runs in Node, with no window. Only that warning
 * is let through.
 */
function renderOnTheServer(page: JSX.Element): string {
  const errors = jest.spyOn(console, "error").mockImplementation(() => {});
  try {
    return renderToString(page);
  } finally {
    const unexpected = errors.mock.calls.filter(
      ([message]) => !String(message).startsWith("Warning: useLayoutEffect does nothing on the server"),
    );
    errors.mockRestore();
    expect(unexpected).toEqual([]);
  }
}

/**
 * The form as a browser gets it: the server's HTML, with its inline script run as the page is parsed. Where the
 * page loads the form's code only when needed, `formCode` is that code's arrival: until it settles, React keeps the
 * form's HTML unhydrated, as it does on the home page.
 */
function serveQuoteForm(send: (payload: QuotePayload, key: string) => Promise<Receipt>, formCode?: Promise<void>) {
  const form = <QuoteForm labelledBy="quote-heading" send={send} />;
  const LoadedLater = lazy(async () => {
    await formCode;
    return { default: () => form };
  });
  const page = (served: JSX.Element) => (
    <>
      <h2 id="quote-heading">Get a Quote</h2>
      <Suspense>{served}</Suspense>
    </>
  );
  const container = document.createElement("div");
  container.innerHTML = renderOnTheServer(page(form));
  document.body.append(container);
  // A script put in through innerHTML does not run; a browser runs it as it parses the page.
  for (const served of Array.from(container.querySelectorAll("script"))) {
    const running = document.createElement("script");
    running.textContent = served.textContent;
    served.replaceWith(running);
  }
  return {
    hydrate: () => act(() => void (root = hydrateRoot(container, page(formCode ? <LoadedLater /> : form)))),
  };
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const button = () => document.querySelector<HTMLButtonElement>('button[type="submit"]')!;

function typeBeforeTheAppStarts(values: Partial<Record<"name" | "email" | "phone" | "message", string>>) {
  for (const [name, value] of Object.entries(values)) field(name).value = value;
  (document.querySelector("select") as HTMLSelectElement).value = "auto";
  field("agreement").checked = true;
}

/** Presses the button; returns whether the browser's own submission was stopped. */
function pressSubmit(): boolean {
  let submission: Event | undefined;
  window.addEventListener("submit", (event) => (submission = event), { capture: true, once: true });
  button().click();
  return submission!.defaultPrevented;
}

describe("a submit pressed before the app has started", () => {
  it("is held, even when pressed twice, then sent once with what was typed when the app runs", async () => {
    const send = jest.fn<Promise<Receipt>, [QuotePayload, string]>().mockResolvedValue(receipt);
    const { hydrate } = serveQuoteForm(send);
    expect(button()).toBeEnabled();
    typeBeforeTheAppStarts(typedQuote);

    expect(pressSubmit()).toBe(true);
    expect(document.documentElement).toHaveAttribute("data-submit-pending", "quote-heading");
    expect(pressSubmit()).toBe(true);

    hydrate();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith({ ...quoteTable.valid, company_website: "" }, ANY_KEY);
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Request Submitted SuccessfullyThank you. Our team will contact you shortly with your quote." +
        `Your reference is ${receipt.reference}.`,
    );
    expect(document.documentElement).not.toHaveAttribute("data-submit-pending");
  });

  it("is held while the page waits for the form's code, though React stops the event short of the form", async () => {
    const send = jest.fn<Promise<Receipt>, [QuotePayload, string]>().mockResolvedValue(receipt);
    let codeArrives!: () => void;
    const { hydrate } = serveQuoteForm(send, new Promise<void>((resolve) => (codeArrives = resolve)));
    hydrate();
    typeBeforeTheAppStarts(typedQuote);

    expect(pressSubmit()).toBe(true);
    expect(document.documentElement).toHaveAttribute("data-submit-pending", "quote-heading");
    expect(send).not.toHaveBeenCalled();

    await act(async () => codeArrives());
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith({ ...quoteTable.valid, company_website: "" }, ANY_KEY);
    expect(await screen.findByRole("status")).toHaveTextContent("Request Submitted Successfully");
  });

  it("shows the missing field's message once the app runs, keeps what was typed and sends nothing", async () => {
    const send = jest.fn<Promise<Receipt>, [QuotePayload, string]>().mockResolvedValue(receipt);
    const { hydrate } = serveQuoteForm(send);
    typeBeforeTheAppStarts({ name: typedQuote.name, phone: typedQuote.phone, message: typedQuote.message });
    pressSubmit();

    hydrate();
    const email = screen.getByRole("textbox", { name: "E-mail address" });
    await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
    expect(email).toHaveAccessibleDescription(quoteTable.required.email);
    expect(email).toHaveFocus();
    expect(screen.getByRole("textbox", { name: "Full name" })).toHaveValue(typedQuote.name);
    expect(screen.getByRole("checkbox", { name: AGREEMENT_LABEL })).toBeChecked();
    expect(button()).toBeEnabled();
    expect(send).not.toHaveBeenCalled();
  });

  it("is not held once the app runs: a press then goes straight to the form's own checks", async () => {
    const send = jest.fn<Promise<Receipt>, [QuotePayload, string]>().mockResolvedValue(receipt);
    serveQuoteForm(send).hydrate();
    typeBeforeTheAppStarts({});
    act(() => void pressSubmit());
    expect(document.documentElement).not.toHaveAttribute("data-submit-pending");
    expect(await screen.findByText(quoteTable.required.name)).toBeInTheDocument();
  });
});
