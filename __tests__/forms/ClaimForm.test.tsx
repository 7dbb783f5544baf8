import { act, fireEvent, getConfig, render, screen, waitFor, within } from "@testing-library/react";
import nextSteps from "../../data/next-steps.json";
import userEvent from "@testing-library/user-event";
import { ClaimForm } from "../../src/forms/claim/ClaimForm";
import { claimOutcome } from "../../src/forms/claim/claim-texts";
import { WAITING_TITLE } from "../../src/forms/shared/SubmissionMessage";
import type { SendClaim } from "../../src/forms/shared/api";
import { FieldErrorsFromServer, type Receipt } from "../../src/forms/shared/api";
import * as tus from "tus-js-client";
import type { Upload as FakeUploadClass } from "../../__mocks__/tus-js-client";
import {
  descriptionsOf,
  enter,
  expectChoices,
  expectProcessingFor,
  paste,
  deferred,
  expectFailureShown,
  expectSuccessShown,
  type User,
} from "../support/form-helpers";
import {
  claimMessages,
  claimOutcomes,
  claimTable,
  claimTextAsSent,
  MB,
} from "../../form-contract/__tests__/support/form-tables";

const FakeUpload = tus.Upload as unknown as typeof FakeUploadClass;
beforeEach(() => FakeUpload.reset());

/** The visitor's clock for every test: 20 January 2026, mid-morning. */
const NOW = new Date(2026, 0, 20, 10, 30);

const receipt: Receipt = { reference: "CLM-2026-000123" };

const MESSAGES = claimTable.required;
const { documentType: DOCUMENT_TYPE, documentSize: DOCUMENT_SIZE } = claimMessages;

const HINTS = {
  policyNumber: "As shown on your policy schedule or certificate.",
  description: "Where and how it happened, and what was damaged or lost.",
  documents:
    "PDF, Word (.doc, .docx), JPG or PNG; at most 5MB each and 10 files in all. " +
    "For example the police report, photographs and repair estimates.",
};
const hintOf = (field: string): string | undefined => (HINTS as Record<string, string>)[field];

function makeFile(name: string, type: string, bytes: number, lastModified = NOW.getTime()): File {
  return new File(["x".repeat(bytes)], name, { type, lastModified });
}

/** A File reporting `size` bytes without allocating them. */
function fileOfSize(name: string, type: string, size: number): File {
  const file = new File(["x"], name, { type, lastModified: NOW.getTime() });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

const report = () => makeFile("report.pdf", "application/pdf", 1024);
const photo = () => makeFile("photo.jpg", "image/jpeg", 2048);

function renderClaimForm(send?: SendClaim) {
  render(
    <>
      <h2 id="claim-heading">File a Claim</h2>
      <ClaimForm labelledBy="claim-heading" send={send} />
    </>,
  );
  return {
    form: screen.getByRole("form", { name: "File a Claim" }),
    fullName: screen.getByRole("textbox", { name: "Full name" }),
    email: screen.getByRole("textbox", { name: "E-mail address" }),
    phone: screen.getByRole("textbox", { name: "Phone number" }),
    policyNumber: screen.getByRole("textbox", { name: "Policy number" }),
    claimType: screen.getByRole("combobox", { name: "Claim type" }),
    incidentDate: screen.getByLabelText<HTMLInputElement>("Date of the incident"),
    description: screen.getByRole("textbox", { name: "What happened?" }),
    documents: screen.getByLabelText<HTMLInputElement>("Supporting documents"),
    notARobot: screen.getByRole("checkbox", { name: "I'm not a robot" }),
    status: screen.getByRole("status"),
  };
}

type Fields = ReturnType<typeof renderClaimForm>;

/** The fields in page order, by their names in the form's values. */
const valueFields = ({ form: _form, status: _status, ...fields }: Fields): Record<string, HTMLElement> => fields;

/** The fields a visitor types into or chooses from, which start and end empty. */
const textFields = (fields: Fields) => [
  fields.fullName,
  fields.email,
  fields.phone,
  fields.policyNumber,
  fields.claimType,
  fields.incidentDate,
  fields.description,
];

const submitButton = () => screen.getByRole("button", { name: "Submit Claim" });

function expectFieldError(field: HTMLElement, message: string, hint?: string) {
  expect(field).toHaveAttribute("aria-invalid", "true");
  expect(descriptionsOf(field)).toEqual(hint ? [hint, message] : [message]);
}

/** What each chosen document's line says, in order; empty when no list is shown. */
function chosenDocuments(): string[] {
  const list = screen.queryByRole("list", { name: "Chosen documents" });
  if (!list) return [];
  return within(list)
    .getAllByRole("listitem")
    .map((item) => item.querySelector("span")?.textContent ?? "");
}

/** Waits until every chosen file is prepared (photos/prepare-photo, loaded when files are chosen) and listed. */
const untilPrepared = () => waitFor(() => expect(screen.queryByText("Preparing…")).not.toBeInTheDocument());

/**
 * Chooses files with the file input, as a visitor does, and waits until they are listed. One step for Testing
 * Library: the form goes on adding files between the choice and the wait, which it would otherwise take for
 * updates outside act().
 */
function choose(input: HTMLElement, files: File | File[], chooser: User = user): Promise<void> {
  return getConfig().asyncWrapper(async () => {
    await chooser.upload(input, files);
    await untilPrepared();
  });
}

const typed = {
  fullName: "  Chinedu Eze ",
  email: "chinedu@example.com",
  phone: " 0803 555 0123 ",
  policyNumber: " MTR/2026/000123 ",
  incidentDate: "2026-01-15",
  description: "  A bus hit my car from behind at Ikeja junction.  ",
};

async function fillTextFields(user: User, fields: Fields) {
  await paste(user, fields.fullName, typed.fullName);
  await paste(user, fields.email, typed.email);
  await paste(user, fields.phone, typed.phone);
  await paste(user, fields.policyNumber, typed.policyNumber);
  await user.selectOptions(fields.claimType, "Motor");
  await user.type(fields.incidentDate, typed.incidentDate);
  await paste(user, fields.description, typed.description);
  await user.click(fields.notARobot);
}

function expectTypedValuesKept(fields: Fields) {
  expect(fields.fullName).toHaveValue(typed.fullName);
  expect(fields.email).toHaveValue(typed.email);
  expect(fields.phone).toHaveValue(typed.phone);
  expect(fields.policyNumber).toHaveValue(typed.policyNumber);
  expect(fields.claimType).toHaveValue("auto");
  expect(fields.incidentDate).toHaveValue(typed.incidentDate);
  expect(fields.description).toHaveValue(typed.description);
  expect(fields.notARobot).toBeChecked();
}

// The claim form has many fields and the runs share the machine with other work.
jest.setTimeout(20_000);

let user: User;

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  // The file picker normally hides refused types; these tests choose them anyway, like a drag and drop would.
  user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, applyAccept: false });
});

afterEach(() => {
  act(() => {
    jest.runOnlyPendingTimers();
  });
  jest.useRealTimers();
});

describe("ClaimForm", () => {
  describe("fields", () => {
    it("is a form named by its heading, with every field labelled and empty", () => {
      const fields = renderClaimForm();
      expect(fields.form).toHaveAttribute("novalidate");
      for (const field of textFields(fields)) {
        expect(field).toHaveValue("");
      }
      expect(fields.email).toHaveAttribute("type", "email");
      expect(fields.phone).toHaveAttribute("type", "tel");
      expect(fields.description.tagName).toBe("TEXTAREA");
      expect(fields.notARobot).not.toBeChecked();
      expect(fields.status).toBeEmptyDOMElement();
      expect(submitButton()).toHaveAttribute("type", "submit");
      expect(submitButton()).toBeEnabled();
      expect(chosenDocuments()).toEqual([]);
    });

    it("describes the policy number and the description with their hints", () => {
      const fields = renderClaimForm();
      expect(descriptionsOf(fields.policyNumber)).toEqual([HINTS.policyNumber]);
      expect(descriptionsOf(fields.description)).toEqual([HINTS.description]);
    });

    it("starts the claim type on a prompt and offers the six types of the table, in order", () => {
      expectChoices(renderClaimForm().claimType, claimTable.choices);
    });

    it("has a date input that stops at today", () => {
      const { incidentDate } = renderClaimForm();
      expect(incidentDate).toHaveAttribute("type", "date");
      expect(incidentDate).toHaveAttribute("max", "2026-01-20");
    });

    it("takes today from the visitor's clock when the page is opened", () => {
      jest.setSystemTime(new Date(2026, 2, 1, 9, 0));
      expect(renderClaimForm().incidentDate).toHaveAttribute("max", "2026-03-01");
    });

    it("has a file input for several documents of the accepted types, described by its hint", () => {
      const { documents } = renderClaimForm();
      expect(documents).toHaveAttribute("type", "file");
      expect(documents).toHaveAttribute("multiple");
      expect(documents).toHaveAttribute(
        "accept",
        ".pdf,.doc,.docx,.jpg,.jpeg,.png,application/pdf,application/msword," +
          "application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/jpeg,image/png",
      );
      expect(documents).not.toHaveAttribute("aria-invalid");
      expect(descriptionsOf(documents)).toEqual([HINTS.documents]);
    });

    it("says what the data is for and links to the privacy notice", () => {
      const { form } = renderClaimForm();
      expect(form).toHaveTextContent(
        "We use these details and documents only to process your claim with your insurer. Read our privacy notice.",
      );
      expect(screen.getByRole("link", { name: "privacy notice" })).toHaveAttribute("href", "/privacy");
    });

    it("takes a typed date", async () => {
      const { incidentDate } = renderClaimForm();
      await user.type(incidentDate, "2026-01-15");
      expect(incidentDate).toHaveValue("2026-01-15");
    });
  });

  describe("supporting documents", () => {
    it("lists the chosen files with their sizes", async () => {
      const { documents } = renderClaimForm();
      await choose(documents, [report(), photo()]);
      expect(chosenDocuments()).toEqual(["report.pdf (1 KB)", "photo.jpg (2 KB)"]);
      expect(screen.getByRole("button", { name: "Remove report.pdf" })).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Remove photo.jpg" })).toBeInTheDocument();
    });

    it("adds later choices to the list, listing a file chosen twice only once", async () => {
      const { documents } = renderClaimForm();
      const first = report();
      await choose(documents, first);
      await choose(documents, first);
      expect(chosenDocuments()).toEqual(["report.pdf (1 KB)"]);

      await choose(documents, [report(), photo()]);
      expect(chosenDocuments()).toEqual(["report.pdf (1 KB)", "photo.jpg (2 KB)"]);
    });

    it("removes a file with its Remove button, returns focus to the file input, and lets it be chosen again", async () => {
      const { documents } = renderClaimForm();
      await choose(documents, [report(), photo()]);

      await user.click(screen.getByRole("button", { name: "Remove report.pdf" }));
      expect(chosenDocuments()).toEqual(["photo.jpg (2 KB)"]);
      expect(documents).toHaveFocus();

      await choose(documents, report());
      expect(chosenDocuments()).toEqual(["photo.jpg (2 KB)", "report.pdf (1 KB)"]);

      await user.click(screen.getByRole("button", { name: "Remove photo.jpg" }));
      await user.click(screen.getByRole("button", { name: "Remove report.pdf" }));
      expect(chosenDocuments()).toEqual([]);
      expect(screen.queryByRole("list", { name: "Chosen documents" })).not.toBeInTheDocument();
    });

    it("adds files dropped on the drop zone to those already chosen, listing a file dropped again only once", async () => {
      const { documents } = renderClaimForm();
      const first = report();
      await choose(documents, first);
      const zone = documents.parentElement!;
      // The drop sets the field, whose check then runs asynchronously: awaited inside act, as user.upload does.
      await act(async () => {
        fireEvent.drop(zone, { dataTransfer: { files: [first, photo()] } });
      });
      await untilPrepared();
      expect(chosenDocuments()).toEqual(["report.pdf (1 KB)", "photo.jpg (2 KB)"]);
      expect(screen.getByRole("button", { name: "Remove photo.jpg" })).toBeInTheDocument();
      expect(zone).not.toHaveAttribute("data-dragging");
    });

    it("marks the drop zone while files are dragged over it, and unmarks it when they leave", () => {
      const { documents } = renderClaimForm();
      const zone = documents.parentElement!;
      fireEvent.dragOver(zone, { dataTransfer: { files: [] } });
      expect(zone).toHaveAttribute("data-dragging");
      fireEvent.dragLeave(zone);
      expect(zone).not.toHaveAttribute("data-dragging");
    });

    it("makes the drop zone the labelled file input itself, next in Tab order after the description", async () => {
      const { description, documents } = renderClaimForm();
      const zone = documents.parentElement!;
      // The zone's words repeat the input's role for sighted visitors; screen readers hear the label and hint.
      expect(within(zone).getByText("Choose files").closest("[aria-hidden]")).toHaveTextContent(
        "Choose files or drag them here",
      );
      expect(documents).toHaveAccessibleName("Supporting documents");
      expect(descriptionsOf(documents)).toEqual([HINTS.documents]);
      description.focus();
      await user.tab();
      expect(documents).toHaveFocus();
    });

    it("shows a file picker that offers only the accepted types", async () => {
      const picky = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { documents } = renderClaimForm();
      await choose(
        documents,
        [makeFile("virus.exe", "application/x-msdownload", 10), makeFile("photo.gif", "image/gif", 10), report()],
        picky,
      );
      expect(chosenDocuments()).toEqual(["report.pdf (1 KB)"]);
    });

    it("shows each refused file's own error next to it after submitting, and describes the input with them", async () => {
      const fields = renderClaimForm();
      await choose(fields.documents, [
        report(),
        makeFile("virus.exe", "application/x-msdownload", 1024),
        fileOfSize("scan.pdf", "application/pdf", 6 * MB),
      ]);
      expect(chosenDocuments()).toEqual(["report.pdf (1 KB)", "virus.exe (1 KB)", "scan.pdf (6.0 MB)"]);
      expect(screen.queryByText(`virus.exe: ${DOCUMENT_TYPE}`)).not.toBeInTheDocument();

      await user.click(submitButton());

      const items = await waitFor(() => {
        const found = within(screen.getByRole("list", { name: "Chosen documents" })).getAllByRole("listitem");
        expect(within(found[1] as HTMLElement).getByText(`virus.exe: ${DOCUMENT_TYPE}`)).toBeInTheDocument();
        return found;
      });
      expect(within(items[2] as HTMLElement).getByText(`scan.pdf: ${DOCUMENT_SIZE}`)).toBeInTheDocument();
      expect(within(items[0] as HTMLElement).queryByText(/report\.pdf:/)).not.toBeInTheDocument();
      expect(fields.documents).toHaveAttribute("aria-invalid", "true");
      expect(descriptionsOf(fields.documents)).toEqual([
        HINTS.documents,
        `virus.exe: ${DOCUMENT_TYPE}`,
        `scan.pdf: ${DOCUMENT_SIZE}`,
      ]);
      expect(screen.queryByText(MESSAGES.documents)).not.toBeInTheDocument();

      await user.click(screen.getByRole("button", { name: "Remove virus.exe" }));
      await waitFor(() =>
        expect(descriptionsOf(fields.documents)).toEqual([HINTS.documents, `scan.pdf: ${DOCUMENT_SIZE}`]),
      );
      expect(chosenDocuments()).toEqual(["report.pdf (1 KB)", "scan.pdf (6.0 MB)"]);
      expect(screen.queryByText(`virus.exe: ${DOCUMENT_TYPE}`)).not.toBeInTheDocument();

      await user.click(screen.getByRole("button", { name: "Remove scan.pdf" }));
      await waitFor(() => expect(fields.documents).not.toHaveAttribute("aria-invalid"));
      expect(descriptionsOf(fields.documents)).toEqual([HINTS.documents]);
    });

    it("shows a file name with hidden characters written out, and refuses it with a message naming it", async () => {
      const fields = renderClaimForm();
      await choose(fields.documents, makeFile("invoice\u202efdp.pdf", "application/pdf", 1024));
      expect(chosenDocuments()).toEqual(["invoice\\u202efdp.pdf (1 KB)"]);
      expect(screen.getByRole("button", { name: "Remove invoice\\u202efdp.pdf" })).toBeInTheDocument();

      await user.click(submitButton());

      const message =
        "invoice\\u202efdp.pdf: The file name has hidden control characters. Rename the file and choose it again.";
      await waitFor(() => expect(screen.getByText(message)).toBeInTheDocument());
      expect(descriptionsOf(fields.documents)).toEqual([HINTS.documents, message]);
      expect(document.body.textContent).not.toContain("\u202e");
    });

    it("shows a very long file name shortened to 100 characters, keeping its extension", async () => {
      const fields = renderClaimForm();
      await choose(fields.documents, makeFile(`${"a".repeat(70_000)}.pdf`, "application/pdf", 1024));
      expect(chosenDocuments()).toEqual([`${"a".repeat(95)}….pdf (1 KB)`]);
      expect(screen.getByRole("button", { name: `Remove ${"a".repeat(95)}….pdf` })).toBeInTheDocument();
    });

    it("requires at least one document, and drops the error once one is chosen", async () => {
      const fields = renderClaimForm();
      await user.click(submitButton());

      await waitFor(() => expectFieldError(fields.documents, MESSAGES.documents, HINTS.documents));

      await choose(fields.documents, report());
      await waitFor(() => expect(fields.documents).not.toHaveAttribute("aria-invalid"));
      expect(screen.queryByText(MESSAGES.documents)).not.toBeInTheDocument();
      expect(descriptionsOf(fields.documents)).toEqual([HINTS.documents]);
    });

    it("accepts at most ten documents", async () => {
      const fields = renderClaimForm();
      await choose(
        fields.documents,
        Array.from({ length: 11 }, (_, index) => makeFile(`page-${index}.png`, "image/png", 100)),
      );
      expect(chosenDocuments()).toHaveLength(11);
      await user.click(submitButton());
      await waitFor(() => expectFieldError(fields.documents, claimMessages.documentsTooMany, HINTS.documents));

      await user.click(screen.getByRole("button", { name: "Remove page-10.png" }));
      await waitFor(() => expect(fields.documents).not.toHaveAttribute("aria-invalid"));
    });
  });

  describe("validation", () => {
    it("shows no error before the first submit", async () => {
      const fields = renderClaimForm();
      await user.type(fields.fullName, "C");
      await user.type(fields.email, "chinedu@");
      await user.type(fields.description, "Short");
      await user.tab();
      for (const message of Object.values(MESSAGES)) {
        expect(screen.queryByText(message)).not.toBeInTheDocument();
      }
      expect(fields.fullName).not.toHaveAttribute("aria-invalid");
      expect(fields.email).not.toHaveAttribute("aria-invalid");
    });

    it("shows every message under its field on an empty submit and focuses Full name", async () => {
      const send = jest.fn<Promise<Receipt>, Parameters<SendClaim>>();
      const fields = renderClaimForm(send);
      await user.click(submitButton());

      await waitFor(() => expectFieldError(fields.fullName, MESSAGES.fullName));
      const byName = valueFields(fields);
      expect(Object.keys(byName)).toEqual(Object.keys(MESSAGES));
      for (const [field, message] of Object.entries(MESSAGES)) expectFieldError(byName[field]!, message, hintOf(field));
      expect(fields.fullName).toHaveFocus();
      expect(send).not.toHaveBeenCalled();
      expect(fields.status).toBeEmptyDOMElement();
    });

    it("revalidates on change after the first submit", async () => {
      const fields = renderClaimForm();
      await user.click(submitButton());
      await screen.findByText(MESSAGES.policyNumber);

      await user.type(fields.policyNumber, "MTR/1");
      await waitFor(() => expect(fields.policyNumber).not.toHaveAttribute("aria-invalid"));
      expect(descriptionsOf(fields.policyNumber)).toEqual([HINTS.policyNumber]);
      expect(screen.queryByText(MESSAGES.policyNumber)).not.toBeInTheDocument();
      expect(screen.getByText(MESSAGES.fullName)).toBeInTheDocument();

      await user.click(fields.notARobot);
      await waitFor(() => expect(fields.notARobot).not.toHaveAttribute("aria-invalid"));
      expect(screen.queryByText(MESSAGES.notARobot)).not.toBeInTheDocument();
    });

    it("refuses an incident date in the future", async () => {
      const fields = renderClaimForm();
      await user.type(fields.incidentDate, "2026-01-21");
      await user.click(submitButton());
      await waitFor(() => expectFieldError(fields.incidentDate, claimMessages.incidentDateFuture));

      await user.clear(fields.incidentDate);
      await user.type(fields.incidentDate, "2026-01-20");
      await waitFor(() => expect(fields.incidentDate).not.toHaveAttribute("aria-invalid"));
    });

    it.each(claimTable.rejections.filter((row) => row.form))(
      "shows '$message' under $field alone ($case), focuses it and sends nothing",
      async ({ field, value, message }) => {
        const send = jest.fn<Promise<Receipt>, Parameters<SendClaim>>();
        const fields = renderClaimForm(send);
        const byName = valueFields(fields);
        await fillTextFields(user, fields);
        await choose(fields.documents, report());
        await enter(user, byName[field]!, value);
        await user.click(submitButton());

        await waitFor(() => expectFieldError(byName[field]!, message, hintOf(field)));
        await waitFor(() => expect(byName[field]).toHaveFocus());
        for (const [other, element] of Object.entries(byName)) {
          if (other !== field) expect(element).not.toHaveAttribute("aria-invalid");
        }
        expect(send).not.toHaveBeenCalled();
        expect(fields.status).toBeEmptyDOMElement();
      },
    );

    it("focuses the file input when only the documents are missing", async () => {
      const fields = renderClaimForm();
      await fillTextFields(user, fields);
      await user.click(submitButton());
      await waitFor(() => expect(fields.documents).toHaveFocus());
      expectFieldError(fields.documents, MESSAGES.documents, HINTS.documents);
    });
  });

  describe("submitting", () => {
    it("sends the claim naming its uploads, shows 'Processing...' while sending, then confirms and resets", async () => {
      const send = jest.fn<Promise<Receipt>, Parameters<SendClaim>>(
        () => new Promise((resolve) => setTimeout(() => resolve(receipt), 1500)),
      );
      const fields = renderClaimForm(send);
      await fillTextFields(user, fields);
      await choose(fields.documents, [report(), photo()]);

      await user.click(submitButton());

      expect(await screen.findByRole("button", { name: "Processing..." })).toBeDisabled();
      expect(screen.queryByRole("button", { name: "Submit Claim" })).not.toBeInTheDocument();
      expect(fields.status).toBeEmptyDOMElement();
      await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
      const [claim, key] = send.mock.calls[0]!;
      const [reportUpload, photoUpload] = FakeUpload.instances;
      expect(claim).toEqual({
        ...Object.fromEntries(claimTextAsSent),
        notARobot: true,
        company_website: "",
        claimKey: reportUpload!.options.headers!["Claim-Key"],
        uploads: [reportUpload!.url!.split("/").pop(), photoUpload!.url!.split("/").pop()],
      });
      expect(key).toMatch(/^[0-9a-f]{32}$/);
      expect(reportUpload!.options.metadata).toEqual({ filename: "report.pdf", filetype: "application/pdf" });
      expect(reportUpload!.options.headers).toEqual({ "Claim-Key": claim.claimKey });
      expect(photoUpload!.options.headers).toEqual({ "Claim-Key": claim.claimKey });

      await expectProcessingFor(1500, fields.status);
      await expectSuccessShown(fields.status, claimOutcomes);

      for (const field of textFields(fields)) {
        expect(field).toHaveValue("");
      }
      expect(fields.notARobot).not.toBeChecked();
      expect(chosenDocuments()).toEqual([]);
      expect(submitButton()).toBeEnabled();
      for (const message of Object.values(MESSAGES)) {
        expect(screen.queryByText(message)).not.toBeInTheDocument();
      }
    });

    it("uploads each document as it is chosen, shows each one's progress, and sends once they have arrived", async () => {
      FakeUpload.hold = true;
      const realFetch = global.fetch;
      const emailedCopy = { to: "chinedu@example.com", withheld: false };
      const fetchMock = jest.fn().mockResolvedValue({ status: 201, json: async () => ({ ...receipt, emailedCopy }) });
      global.fetch = fetchMock;
      try {
        const fields = renderClaimForm();
        await fillTextFields(user, fields);
        await choose(fields.documents, report());
        await waitFor(() => expect(FakeUpload.instances).toHaveLength(1));
        const upload = FakeUpload.instances[0]!;
        expect(upload.starts).toBe(1);
        expect(upload.options.endpoint).toBe("/api/uploads");
        act(() => upload.progress(512));
        expect(screen.getByText("Uploading: 50%")).toBeInTheDocument();

        await user.click(submitButton());
        expect(await screen.findByText("Uploading your claim: 50%")).toBeInTheDocument();
        expect(screen.getByRole("progressbar", { name: "Uploading your claim: 50%" })).toHaveAttribute("value", "50");
        expect(fetchMock).not.toHaveBeenCalled();

        act(() => upload.succeed());
        await expectSuccessShown(fields.status, claimOutcomes);
        const reference = within(fields.status).getByText("CLM-2026-000123");
        expect(reference.parentElement).toHaveTextContent(/^Your reference is CLM-2026-000123\.$/);
        // The reference stays on one line: it would wrap at a hyphen.
        expect(reference).toHaveStyle({ whiteSpace: "nowrap" });
        // As the receipt says it: where the copy went, and the brokerage's own words for what happens next.
        expect(fields.status).toHaveTextContent("We have e-mailed a copy to chinedu@example.com.");
        expect(within(fields.status).getByRole("heading", { name: "What happens next" })).toBeInTheDocument();
        expect(
          within(fields.status)
            .getAllByRole("listitem")
            .map((item) => item.textContent),
        ).toEqual(nextSteps.claim);
        expect(fetchMock).toHaveBeenCalledTimes(1);
        const [url, request] = fetchMock.mock.calls[0] as [string, RequestInit];
        expect(url).toBe("/api/claims");
        expect(JSON.parse(request.body as string)).toMatchObject({ uploads: [upload.url!.split("/").pop()] });
        expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
        expect(chosenDocuments()).toEqual([]);
        // A stored claim's uploads are the service's: nothing is deleted.
        expect(upload.aborted).toEqual([]);
      } finally {
        global.fetch = realFetch;
      }
    });

    it("shows a document the service refused with its message, and sends no claim", async () => {
      FakeUpload.hold = true;
      const send = jest.fn<Promise<Receipt>, Parameters<SendClaim>>();
      const fields = renderClaimForm(send);
      await fillTextFields(user, fields);
      await choose(fields.documents, report());
      await waitFor(() => expect(FakeUpload.instances).toHaveLength(1));
      act(() =>
        FakeUpload.instances[0]!.fail(400, {
          fields: { documents: "report.pdf: The file's content is not a PDF" },
        }),
      );
      await user.click(submitButton());
      await waitFor(() =>
        expect(fields.documents).toHaveAccessibleDescription(
          expect.stringContaining("report.pdf: The file's content is not a PDF"),
        ),
      );
      expect(send).not.toHaveBeenCalled();
      expect(fields.status).toBeEmptyDOMElement();
    });

    it("deletes a removed document's upload from the service", async () => {
      FakeUpload.hold = true;
      const fields = renderClaimForm();
      await choose(fields.documents, [report(), photo()]);
      await waitFor(() => expect(FakeUpload.instances).toHaveLength(2));
      await user.click(screen.getByRole("button", { name: "Remove report.pdf" }));
      await waitFor(() => expect(FakeUpload.instances[0]!.aborted).toEqual([true]));
      expect(FakeUpload.instances[1]!.aborted).toEqual([]);
    });

    it("reports a failed claim when the service refuses this site's origin for its documents", async () => {
      FakeUpload.hold = true;
      const realFetch = global.fetch;
      // Only a request without CORS reaches the service: it is there, and refuses this origin.
      global.fetch = jest.fn((_url: string, init?: RequestInit) =>
        init?.mode === "no-cors" ? Promise.resolve({ status: 0 }) : Promise.reject(new TypeError("Failed to fetch")),
      ) as jest.Mock;
      try {
        const send = jest.fn<Promise<Receipt>, Parameters<SendClaim>>();
        const fields = renderClaimForm(send);
        await fillTextFields(user, fields);
        await choose(fields.documents, report());
        await waitFor(() => expect(FakeUpload.instances).toHaveLength(1));
        act(() => FakeUpload.instances[0]!.fail());
        await user.click(submitButton());
        await expectFailureShown(fields.status, claimOutcomes);
        expect(send).not.toHaveBeenCalled();
        expect(screen.queryByText("Waiting for a connection")).not.toBeInTheDocument();
      } finally {
        global.fetch = realFetch;
      }
    });

    it("says the claim is kept on the phone while a document waits for a connection, then sends it", async () => {
      FakeUpload.hold = true;
      const send = jest.fn<Promise<Receipt>, Parameters<SendClaim>>().mockResolvedValue(receipt);
      const fields = renderClaimForm(send);
      await fillTextFields(user, fields);
      await choose(fields.documents, report());
      await waitFor(() => expect(FakeUpload.instances).toHaveLength(1));
      const upload = FakeUpload.instances[0]!;
      act(() => upload.fail());
      expect(await screen.findByText("Waiting for a connection")).toBeInTheDocument();

      await user.click(submitButton());
      await waitFor(() => expect(within(fields.status).getByText(WAITING_TITLE)).toBeInTheDocument());
      expect(within(fields.status).getByText(claimOutcome.waitingText)).toBeInTheDocument();
      expect(send).not.toHaveBeenCalled();

      act(() => {
        window.dispatchEvent(new Event("online"));
      });
      expect(upload.starts).toBe(2);
      act(() => upload.succeed());
      await expectSuccessShown(fields.status, claimOutcomes);
      expect(send).toHaveBeenCalledTimes(1);
    });

    it("says a document waits because the service is busy when it answers 'not now', and sends it after", async () => {
      FakeUpload.hold = true;
      const fields = renderClaimForm(jest.fn<Promise<Receipt>, Parameters<SendClaim>>().mockResolvedValue(receipt));
      await choose(fields.documents, report());
      await waitFor(() => expect(FakeUpload.instances).toHaveLength(1));
      act(() => FakeUpload.instances[0]!.fail(507, { error: "low_disk_space", message: "Not now" }));
      expect(await screen.findByText("Waiting: our service is busy, trying again shortly")).toBeInTheDocument();
      act(() => FakeUpload.instances[0]!.succeed());
      expect(await screen.findByText("Uploaded")).toBeInTheDocument();
    });

    it("shows the service's document message under the documents, keeping every chosen file", async () => {
      const send = jest.fn<Promise<Receipt>, Parameters<SendClaim>>().mockRejectedValue(
        new FieldErrorsFromServer({
          documents: "report.pdf: Only .pdf, .doc, .docx, .jpg, .jpeg, and .png files are accepted",
        }),
      );
      const fields = renderClaimForm(send);
      await fillTextFields(user, fields);
      await choose(fields.documents, report());
      await user.click(submitButton());
      await waitFor(() =>
        expect(
          screen.getByText("report.pdf: Only .pdf, .doc, .docx, .jpg, .jpeg, and .png files are accepted"),
        ).toBeInTheDocument(),
      );
      expect(chosenDocuments()).toEqual(["report.pdf (1 KB)"]);
      expect(fields.documents).toHaveAccessibleDescription(
        expect.stringContaining("report.pdf: Only .pdf, .doc, .docx, .jpg, .jpeg, and .png files are accepted"),
      );
      expect(fields.status).toBeEmptyDOMElement();
    });

    it("reports a failed send and keeps everything typed and every chosen file", async () => {
      const send = jest.fn<Promise<Receipt>, Parameters<SendClaim>>().mockRejectedValue(new Error("Network down"));
      const fields = renderClaimForm(send);
      await fillTextFields(user, fields);
      await choose(fields.documents, [report(), photo()]);

      await user.click(submitButton());

      await expectFailureShown(fields.status, claimOutcomes);
      expect(send).toHaveBeenCalledTimes(1);
      expectTypedValuesKept(fields);
      expect(chosenDocuments()).toEqual(["report.pdf (1 KB)", "photo.jpg (2 KB)"]);
      expect(submitButton()).toBeEnabled();
    });

    it("clears the previous outcome while a new submission is processing", async () => {
      const second = deferred();
      const send = jest
        .fn<Promise<Receipt>, Parameters<SendClaim>>()
        .mockRejectedValueOnce(new Error("Network down"))
        .mockReturnValueOnce(second.promise);
      const fields = renderClaimForm(send);
      await fillTextFields(user, fields);
      await choose(fields.documents, report());

      await user.click(submitButton());
      await expectFailureShown(fields.status, claimOutcomes);

      await user.click(submitButton());
      expect(await screen.findByRole("button", { name: "Processing..." })).toBeDisabled();
      await waitFor(() => expect(fields.status).toBeEmptyDOMElement());
      expect(send).toHaveBeenCalledTimes(2);

      await act(async () => {
        second.resolve();
      });
      await expectSuccessShown(fields.status, claimOutcomes);
    });
  });
});
