import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FieldErrorsFromServer, type Receipt } from "../../src/forms/shared/api";
import { ServiceUnreachable } from "../../upload-client/service-reach";
import { quoteOutcome } from "../../src/forms/quote/quote-texts";
import { WAITING_TITLE } from "../../src/forms/shared/SubmissionMessage";
import { DRAFT_DAYS } from "../../upload-client/kept/draft-lifetime";
import { eraseDraft, readDraft, writeDraft } from "../../upload-client/kept/draft-store";
import type { QuotePayload } from "../../form-contract/quote/payload";
import { emptyQuoteForm } from "../../form-contract/quote/schema";
import { fillValidRequest, quoteSubmitButton, renderQuoteForm, typedQuote } from "../support/quote-form";
import { ANY_KEY, type User } from "../support/form-helpers";

const receipt: Receipt = { reference: "QTE-2026-000045" };
const DAY_MS = 24 * 60 * 60 * 1000;

let user: User;
beforeEach(async () => {
  user = userEvent.setup();
  await eraseDraft("quote");
});

/** What a reload does to the form: it goes away and comes back from the page's HTML, empty. */
function reload(send?: Parameters<typeof renderQuoteForm>[0]) {
  cleanup();
  return renderQuoteForm(send);
}

const noticeText = /^We kept what you entered in this form on this phone on \d{1,2} [A-Z][a-z]+ \d{4}\./;
const keptText =
  "This form is being kept on this phone until you send it or start again, and for no more than 7 days after you last use it.";

describe("the form kept on the phone", () => {
  it("brings back every field after a reload, with a notice and a 'Start again' button", async () => {
    const fields = renderQuoteForm();
    await fillValidRequest(user, fields);
    act(() => {
      window.dispatchEvent(new Event("pagehide"));
    });
    await waitFor(async () => expect((await readDraft("quote"))?.values).toMatchObject({ name: typedQuote.name }));

    const after = reload();
    await waitFor(() => expect(after.name).toHaveValue(typedQuote.name));
    expect(after.email).toHaveValue(typedQuote.email);
    expect(after.phone).toHaveValue(typedQuote.phone);
    expect(after.insuranceType).toHaveValue("auto");
    expect(after.message).toHaveValue(typedQuote.message);
    expect(after.agreement).toBeChecked();
    expect(screen.getByText(noticeText)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Start again" })).toBeInTheDocument();
  });

  it("says after the Submit button, beside 'Start again', that the form is being kept on this phone once it is", async () => {
    const fields = renderQuoteForm();
    expect(screen.queryByText(keptText)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Start again" })).not.toBeInTheDocument();

    await user.type(fields.name, "Ada");
    const note = (await screen.findByText(keptText)).parentElement!;
    expect(within(note).getByRole("button", { name: "Start again" })).toBeInTheDocument();
    expect(fields.agreement.compareDocumentPosition(note)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    // Shown once a copy is written, it must not push the button from under a finger about to press it.
    expect(quoteSubmitButton().compareDocumentPosition(note)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);

    await user.click(within(note).getByRole("button", { name: "Start again" }));
    expect(fields.name).toHaveValue("");
    expect(screen.queryByText(keptText)).not.toBeInTheDocument();
    await waitFor(async () => expect(await readDraft("quote")).toBeUndefined());
  });

  it("says it above the fields once brought back, with one 'Start again'", async () => {
    const fields = renderQuoteForm();
    await user.type(fields.name, "Ada");
    await screen.findByText(keptText);
    const after = reload();
    const notice = (await screen.findByText(noticeText)).parentElement!;
    expect(after.name.compareDocumentPosition(notice)).toBe(Node.DOCUMENT_POSITION_PRECEDING);
    expect(screen.getAllByRole("button", { name: "Start again" })).toEqual([
      within(notice).getByRole("button", { name: "Start again" }),
    ]);
    expect(screen.queryByText(keptText)).not.toBeInTheDocument();
  });

  it("saves each change by itself, without the page being hidden", async () => {
    const fields = renderQuoteForm();
    await user.type(fields.name, "Ada");
    await waitFor(async () => expect((await readDraft("quote"))?.values).toMatchObject({ name: "Ada" }));
  });

  it("begins nothing in IndexedDB as the page goes into the back/forward cache, and saves when hidden once back", async () => {
    const fields = renderQuoteForm();
    await user.type(fields.name, "Ada");
    await waitFor(async () => expect((await readDraft("quote"))?.values).toMatchObject({ name: "Ada" }));
    const transactions = jest.spyOn(IDBDatabase.prototype, "transaction");
    const visibility = jest.spyOn(document, "visibilityState", "get");
    const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    try {
      visibility.mockReturnValue("hidden");
      act(() => {
        window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: true }));
        document.dispatchEvent(new Event("visibilitychange"));
      });
      await settle();
      expect(transactions).not.toHaveBeenCalled();

      visibility.mockReturnValue("visible");
      act(() => {
        window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
        document.dispatchEvent(new Event("visibilitychange"));
      });
      await settle();
      expect(transactions).not.toHaveBeenCalled();
      // Hidden without being left (another app or tab in front): saved at once, as a phone may drop it unseen.
      visibility.mockReturnValue("hidden");
      act(() => {
        document.dispatchEvent(new Event("visibilitychange"));
      });
      await settle();
      expect(transactions.mock.calls.map(([, mode]) => mode)).toEqual(["readwrite"]);
    } finally {
      transactions.mockRestore();
      visibility.mockRestore();
    }
  });

  it("erases the copy and empties the form on 'Start again'", async () => {
    const fields = renderQuoteForm();
    await fillValidRequest(user, fields);
    await waitFor(async () => expect(await readDraft("quote")).toBeDefined());
    const after = reload();
    await user.click(await screen.findByRole("button", { name: "Start again" }));
    expect(after.name).toHaveValue("");
    expect(after.agreement).not.toBeChecked();
    expect(screen.queryByText(noticeText)).not.toBeInTheDocument();
    await waitFor(async () => expect(await readDraft("quote")).toBeUndefined());
    const again = reload();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(again.name).toHaveValue("");
  });

  it("erases the copy once the service has the request", async () => {
    const send = jest.fn<Promise<Receipt>, [QuotePayload, string]>().mockResolvedValue(receipt);
    const fields = renderQuoteForm(send);
    await fillValidRequest(user, fields);
    await waitFor(async () => expect(await readDraft("quote")).toBeDefined());
    await user.click(quoteSubmitButton());
    await waitFor(() => expect(within(fields.status).getByText(quoteOutcome.successTitle)).toBeInTheDocument());
    await waitFor(async () => expect(await readDraft("quote")).toBeUndefined());
    expect(window.localStorage.length).toBe(0);
  });

  it(`is not brought back, and is erased, ${DRAFT_DAYS} days after it was saved`, async () => {
    const savedAt = Date.now();
    await writeDraft("quote", { values: { ...emptyQuoteForm, name: "Ada" }, savedAt });
    await expect(readDraft("quote", savedAt + DRAFT_DAYS * DAY_MS)).resolves.toBeDefined();
    await expect(readDraft("quote", savedAt + DRAFT_DAYS * DAY_MS + 1)).resolves.toBeUndefined();
    await expect(readDraft("quote", savedAt)).resolves.toBeUndefined();
  });

  it("keeps a request pressed while offline and, after a reload, sends it by itself with the same key", async () => {
    const unreachable = jest
      .fn<Promise<Receipt>, [QuotePayload, string]>()
      .mockRejectedValue(new ServiceUnreachable("no answer"));
    const fields = renderQuoteForm(unreachable);
    await fillValidRequest(user, fields);
    await user.click(quoteSubmitButton());
    await waitFor(() => expect(within(fields.status).getByText(WAITING_TITLE)).toBeInTheDocument());
    expect(within(fields.status).getByText(quoteOutcome.waitingText)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Processing..." })).toBeDisabled();
    const firstKey = unreachable.mock.calls[0]![1];
    await waitFor(async () => expect((await readDraft("quote"))?.pending?.key).toBe(firstKey));

    const send = jest.fn<Promise<Receipt>, [QuotePayload, string]>().mockResolvedValue(receipt);
    const after = reload(send);
    await waitFor(() => expect(within(after.status).getByText(quoteOutcome.successTitle)).toBeInTheDocument());
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ name: "Adaeze Okafor" }), firstKey);
    await waitFor(async () => expect(await readDraft("quote")).toBeUndefined());
  });

  it("gives a changed request a new key, and the same request the same key", async () => {
    const send = jest
      .fn<Promise<Receipt>, [QuotePayload, string]>()
      .mockRejectedValueOnce(new Error("The service answered 500"))
      .mockRejectedValueOnce(new FieldErrorsFromServer({ email: "Invalid email address" }))
      .mockResolvedValue(receipt);
    const fields = renderQuoteForm(send);
    await fillValidRequest(user, fields);
    await user.click(quoteSubmitButton());
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(quoteSubmitButton()).toBeEnabled());
    await user.click(quoteSubmitButton());
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send.mock.calls[1]![1]).toBe(send.mock.calls[0]![1]);
    await screen.findByText("Invalid email address");
    await user.type(fields.email, "m");
    await user.click(quoteSubmitButton());
    await waitFor(() => expect(send).toHaveBeenCalledTimes(3));
    expect(send.mock.calls[2]![1]).toEqual(ANY_KEY);
    expect(send.mock.calls[2]![1]).not.toBe(send.mock.calls[0]![1]);
  });
});
