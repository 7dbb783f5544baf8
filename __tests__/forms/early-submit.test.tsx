/**
 * A submit pressed in the server-rendered form, before the app has started: HoldEarlySubmit's inline script holds
 * it, and once React has hydrated the form, KeepEarlyInput sends what was typed, or shows what is missing. Where
 * the form's code never arrives, the browser posts the form itself.
 */
import { act, screen, waitFor } from "@testing-library/react";
import { Suspense } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import type { QuotePayload } from "../../form-contract/quote/payload";
import { lazyNear } from "../../src/browser/lazy-near";
import { QuoteForm } from "../../src/forms/quote/QuoteForm";
import { postWithoutScripts } from "../../src/forms/shared/post-without-scripts";
import type { Receipt } from "../../src/forms/shared/api";
import { quoteTable } from "../../form-contract/__tests__/support/form-tables";
import { ANY_KEY } from "../support/form-helpers";
import { AGREEMENT_LABEL, typedQuote } from "../support/quote-form";

const receipt: Receipt = { reference: "QTE-2026-000046" };
let root: Root | undefined;

/** The form is on screen from the start: lazyNear fetches its code at once. */
class OnScreenAtOnce {
  constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    this.report([{ isIntersecting: true }]);
  }
  disconnect() {}
}

beforeEach(() => {
  window.IntersectionObserver = OnScreenAtOnce as unknown as typeof IntersectionObserver;
});

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
 * page loads the form's code only when needed, as the home page does, `fetchFormCode` is one try at fetching it:
 * until one succeeds, React keeps the form's HTML unhydrated.
 */
function serveQuoteForm(
  send: (payload: QuotePayload, key: string) => Promise<Receipt>,
  fetchFormCode?: () => Promise<void>,
) {
  const form = <QuoteForm labelledBy="quote-heading" send={send} />;
  const LoadedLater = lazyNear(
    "quote",
    async () => {
      await fetchFormCode!();
      return () => form;
    },
    postWithoutScripts,
  );
  const page = (served: JSX.Element) => (
    <section id="quote">
      <h2 id="quote-heading">Get a Quote</h2>
      <Suspense>{served}</Suspense>
    </section>
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
    container,
    hydrate: () => act(() => void (root = hydrateRoot(container, page(fetchFormCode ? <LoadedLater /> : form)))),
  };
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const button = () => document.querySelector<HTMLButtonElement>('button[type="submit"]')!;

function typeBeforeTheAppStarts(values: Partial<Record<"name" | "email" | "phone" | "message", string>>) {
  for (const [name, value] of Object.entries(values)) field(name).value = value;
  (document.querySelector("select") as HTMLSelectElement).value = "auto";
  field("agreement").checked = true;
}

/**
 * Presses the button; returns whether the browser's own submission was stopped. In act: React hears the press, and
 * tries to hydrate the form at once.
 */
function pressSubmit(): boolean {
  let submission: Event | undefined;
  window.addEventListener("submit", (event) => (submission = event), { capture: true, once: true });
  act(() => button().click());
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
    const arrival = new Promise<void>((resolve) => (codeArrives = resolve));
    const { hydrate } = serveQuoteForm(send, () => arrival);
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
    pressSubmit();
    expect(document.documentElement).not.toHaveAttribute("data-submit-pending");
    expect(await screen.findByText(quoteTable.required.name)).toBeInTheDocument();
  });
});

describe("a submit pressed while the form's code fails to arrive", () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ["nextTick", "queueMicrotask", "setImmediate"] }));
  afterEach(() => jest.useRealTimers());

  /** Tries at fetching the form's code that fail `failures` times, then succeed. */
  function failingFetch(failures: number) {
    let tries = 0;
    const fetchFormCode = jest.fn(() => {
      tries += 1;
      return tries > failures ? Promise.resolve() : Promise.reject(new Error("Loading chunk quote-form failed."));
    });
    return fetchFormCode;
  }

  /** Records, in place of the browser's own post, what each form posted by form.submit() would send. */
  function recordPlainPosts() {
    const posts: [string, FormDataEntryValue][][] = [];
    jest.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(function (this: HTMLFormElement) {
      posts.push(Array.from(new FormData(this)));
    });
    return posts;
  }

  afterEach(() => jest.restoreAllMocks());

  it("is sent once by the app when the code arrives at the third try, 3 s later", async () => {
    const send = jest.fn<Promise<Receipt>, [QuotePayload, string]>().mockResolvedValue(receipt);
    const fetchFormCode = failingFetch(2);
    const posts = recordPlainPosts();
    const { hydrate } = serveQuoteForm(send, fetchFormCode);
    hydrate();
    typeBeforeTheAppStarts(typedQuote);
    expect(pressSubmit()).toBe(true);

    await act(() => jest.advanceTimersByTimeAsync(2999));
    expect(fetchFormCode).toHaveBeenCalledTimes(2);
    expect(send).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(fetchFormCode).toHaveBeenCalledTimes(3);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith({ ...quoteTable.valid, company_website: "" }, ANY_KEY);
    expect(await screen.findByRole("status")).toHaveTextContent("Request Submitted Successfully");
    expect(posts).toEqual([]);
  });

  it("is posted by the browser itself, once, with what was typed, when four tries fail; the page stays", async () => {
    const send = jest.fn<Promise<Receipt>, [QuotePayload, string]>().mockResolvedValue(receipt);
    const fetchFormCode = failingFetch(Infinity);
    const posts = recordPlainPosts();
    const { container, hydrate } = serveQuoteForm(send, fetchFormCode);
    const servedHtml = container.innerHTML;
    hydrate();
    typeBeforeTheAppStarts(typedQuote);
    expect(pressSubmit()).toBe(true);

    await act(() => jest.advanceTimersByTimeAsync(6999));
    expect(posts).toEqual([]);
    expect(document.documentElement).toHaveAttribute("data-submit-pending", "quote-heading");
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(fetchFormCode).toHaveBeenCalledTimes(4);
    expect(posts).toEqual([
      [
        ["name", typedQuote.name],
        ["email", typedQuote.email],
        ["phone", typedQuote.phone],
        ["insuranceType", "auto"],
        ["message", typedQuote.message],
        ["agreement", "true"],
        ["company_website", ""],
      ],
    ]);
    expect(document.documentElement).not.toHaveAttribute("data-submit-pending");
    expect(container.innerHTML).toBe(servedHtml);
    expect(field("name")).toHaveValue(typedQuote.name);
    expect(send).not.toHaveBeenCalled();

    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(fetchFormCode).toHaveBeenCalledTimes(4);
    expect(posts).toHaveLength(1);
  });

  it("is no longer held once four tries have failed: a press goes to the browser", async () => {
    const send = jest.fn<Promise<Receipt>, [QuotePayload, string]>().mockResolvedValue(receipt);
    const posts = recordPlainPosts();
    const { hydrate } = serveQuoteForm(send, failingFetch(Infinity));
    hydrate();
    await act(() => jest.advanceTimersByTimeAsync(7000));
    typeBeforeTheAppStarts(typedQuote);
    // jsdom says it cannot send a form itself, where a browser would post it.
    const notImplemented = jest.spyOn(console, "error").mockImplementation(() => {});
    expect(pressSubmit()).toBe(false);
    expect(notImplemented.mock.calls.map(([error]) => String(error))).toEqual([
      "Error: Not implemented: HTMLFormElement.prototype.requestSubmit",
    ]);
    expect(document.documentElement).not.toHaveAttribute("data-submit-pending");
    expect(posts).toEqual([]);
    expect(send).not.toHaveBeenCalled();
  });

  it("is taken by the app if the code arrives once the browser is back online after the tries failed", async () => {
    const send = jest.fn<Promise<Receipt>, [QuotePayload, string]>().mockResolvedValue(receipt);
    const fetchFormCode = failingFetch(4);
    recordPlainPosts();
    const { hydrate } = serveQuoteForm(send, fetchFormCode);
    hydrate();
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(fetchFormCode).toHaveBeenCalledTimes(4);

    await act(async () => void window.dispatchEvent(new Event("online")));
    expect(fetchFormCode).toHaveBeenCalledTimes(5);
    typeBeforeTheAppStarts({});
    pressSubmit();
    expect(await screen.findByText(quoteTable.required.name)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });
});
