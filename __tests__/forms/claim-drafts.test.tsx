/**
 * The claim form's copy on the phone with its documents: a photo made smaller comes back with both its sizes, and in
 * a browser that will not store files in IndexedDB (WebKit's private browsing, imitated here as WebKit refuses
 * them) the fields are kept without the files, the form says so beside the documents, and a document already
 * uploaded is named again by its upload while the service still holds it.
 */
import { act, cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as tus from "tus-js-client";
import type { Upload as FakeUploadClass } from "../../__mocks__/tus-js-client";
import { preparePhoto } from "../../upload-client/photos/prepare-photo";
import { keptDocumentTexts } from "../../upload-client/kept-document-texts";
import { KEPT_ON_PHONE } from "../../src/forms/drafts/KeepDraft";
import { eraseDraft, readDraft } from "../../upload-client/kept/draft-store";
import { FieldErrorsFromServer, type Receipt, type SendClaim } from "../../src/forms/shared/api";
import { CLAIM_KEY_HEADER, uploadIdOf, uploadMessages } from "../../form-contract/claim/uploads";
import { claimTable, MB } from "../../form-contract/__tests__/support/form-tables";
import { descriptionsOf, type User } from "../support/form-helpers";
import {
  documentsInput,
  fileOfSize,
  fillEveryOtherField,
  listedDocuments,
  renderClaimForm,
} from "../support/claim-form";

jest.mock("../../upload-client/photos/prepare-photo", () => ({ preparePhoto: jest.fn() }));

const FakeUpload = tus.Upload as unknown as typeof FakeUploadClass;

/** A 5.6 MB photo, which preparePhoto below makes 0.9 MB. */
const chosenPhoto = () => fileOfSize("crash.jpg", "image/jpeg", 5.6 * MB);
const madeSmaller = (chosen: File) => fileOfSize(chosen.name, "image/jpeg", 0.9 * MB, chosen.lastModified);
const photoLine = "crash.jpg (5.6 MB → 0.9 MB)RemoveUploaded";

interface Answer {
  status: number;
  headers?: Record<string, string>;
}

/** The service's answers to the requests the form makes itself (a HEAD, a DELETE), in order; the rest 404. */
let answers: Answer[];
const fetchMock = jest.fn<Promise<unknown>, [string, RequestInit]>(() => {
  const { status, headers = {} } = answers.shift() ?? { status: 404 };
  return Promise.resolve({ ok: status >= 200 && status < 300, status, headers: new Map(Object.entries(headers)) });
});
const whole = (size: number): Answer => ({
  status: 200,
  headers: { "Upload-Offset": String(size), "Upload-Length": String(size) },
});

const browsersClone = globalThis.structuredClone;
const holdsBlob = (value: unknown): boolean =>
  value instanceof Blob || (typeof value === "object" && value !== null && Object.values(value).some(holdsBlob));

/** Refuses what WebKit's private browsing refuses, a value holding a file, as it does; or any value at all. */
function refuseToStore(what: "files" | "everything") {
  globalThis.structuredClone = <T,>(value: T): T => {
    if (what === "everything" || holdsBlob(value)) {
      throw new DOMException("Error preparing Blob/File data to be stored in object store", "UnknownError");
    }
    return browsersClone(value);
  };
}

let user: User;
let send: jest.Mock<Promise<Receipt>, Parameters<SendClaim>>;

beforeEach(async () => {
  FakeUpload.reset();
  answers = [];
  fetchMock.mockClear();
  Object.assign(globalThis, { fetch: fetchMock });
  (preparePhoto as jest.Mock)
    .mockReset()
    .mockImplementation((file: File) =>
      Promise.resolve({ file: /\.jpg$/.test(file.name) ? madeSmaller(file) : file, originalSize: file.size }),
    );
  user = userEvent.setup();
  send = jest.fn<Promise<Receipt>, Parameters<SendClaim>>(() => Promise.resolve({ reference: "CLM-2026-000123" }));
  await eraseDraft("claim");
});

afterEach(() => {
  globalThis.structuredClone = browsersClone;
  delete (globalThis as Partial<typeof globalThis>).fetch;
});

const submit = () => user.click(screen.getByRole("button", { name: "Submit Claim" }));

/** Fills the form and chooses the photo, which uploads; resolves once a copy holding it is saved. */
async function fillWithPhoto() {
  renderClaimForm(send);
  await fillEveryOtherField(user);
  await user.upload(documentsInput(), chosenPhoto());
  await waitFor(() => expect(listedDocuments()).toEqual([photoLine]));
  await waitFor(async () =>
    expect((await readDraft<{ documents: unknown[] }, unknown>("claim"))?.values.documents).toHaveLength(1),
  );
  return FakeUpload.instances[0]!.url!;
}

/** What a reload does to the form: it goes away and comes back from the page's HTML, empty. */
function reload() {
  cleanup();
  renderClaimForm(send);
}

it("brings a photo made smaller back with both its sizes", async () => {
  await fillWithPhoto();
  reload();
  await waitFor(() => expect(listedDocuments()).toEqual([photoLine]));
  expect(screen.getByLabelText("Full name")).toHaveValue(String(claimTable.valid.fullName));
});

describe("in a browser that will not store files (WebKit's private browsing)", () => {
  beforeEach(() => refuseToStore("files"));

  it("keeps the fields without the photo, and says beside the documents what a reload would lose", async () => {
    const uploadUrl = await fillWithPhoto();
    expect(screen.getByText(keptDocumentTexts.notKept)).toBeInTheDocument();
    expect(descriptionsOf(documentsInput())).toContain(keptDocumentTexts.notKept);
    expect(screen.getByText(KEPT_ON_PHONE)).toBeInTheDocument();
    const kept = await readDraft<{ documents: unknown[] }, { uploadUrls: string[] }>("claim");
    expect(kept!.values.documents).toEqual([
      { name: "crash.jpg", size: 0.9 * MB, type: "image/jpeg", lastModified: 1_700_000_000_000 },
    ]);
    expect(kept!.extra!.uploadUrls).toEqual([uploadUrl]);
  });

  it("keeps an upload's address that arrives after the last change to the form", async () => {
    FakeUpload.holdAddress = true;
    renderClaimForm(send);
    await user.upload(documentsInput(), fileOfSize("estimate.pdf", "application/pdf", MB));
    const saved = () => readDraft<{ documents: unknown[] }, { uploadUrls: (string | null)[] }>("claim");
    await waitFor(async () => expect((await saved())?.extra?.uploadUrls).toEqual([null]));
    act(() => FakeUpload.instances[0]!.giveAddress());
    await waitFor(async () => expect((await saved())?.extra?.uploadUrls).toEqual([FakeUpload.instances[0]!.url]));
  });

  it("after a reload names the uploaded photo again, once the service says it has all of it, and sends the claim", async () => {
    const uploadUrl = await fillWithPhoto();
    const claimKey = FakeUpload.instances[0]!.options.headers![CLAIM_KEY_HEADER];
    answers = [whole(0.9 * MB)];
    reload();
    await waitFor(() => expect(listedDocuments()).toEqual([photoLine]));
    expect(screen.getByLabelText("Full name")).toHaveValue(String(claimTable.valid.fullName));
    expect(fetchMock).toHaveBeenCalledWith(uploadUrl, {
      method: "HEAD",
      cache: "no-store",
      headers: { "Tus-Resumable": "1.0.0", [CLAIM_KEY_HEADER]: claimKey },
    });
    // The copy now holds no file, so nothing more would be lost.
    await waitFor(() => expect(screen.queryByText(keptDocumentTexts.notKept)).not.toBeInTheDocument());

    await submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![0]).toMatchObject({ claimKey, uploads: [uploadIdOf(uploadUrl)] });
    expect(FakeUpload.instances).toHaveLength(1);
  });

  it("asks for the photo again when the service no longer has it, and takes it chosen again in its place", async () => {
    const uploadUrl = await fillWithPhoto();
    answers = [{ status: 404 }];
    reload();
    await waitFor(() =>
      expect(listedDocuments()).toEqual([`crash.jpg (5.6 MB → 0.9 MB)Remove${keptDocumentTexts.chooseAgain}`]),
    );
    await submit();
    expect(await screen.findByText(keptDocumentTexts.chooseAgain)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();

    await user.upload(documentsInput(), chosenPhoto());
    await waitFor(() => expect(listedDocuments()).toEqual([photoLine]));
    expect(fetchMock).toHaveBeenLastCalledWith(uploadUrl, expect.objectContaining({ method: "DELETE" }));
    await submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![0].uploads).toEqual([uploadIdOf(FakeUpload.instances[1]!.url!)]);
  });

  it("asks for the photo again when the claim is answered that an upload is not there", async () => {
    await fillWithPhoto();
    answers = [whole(0.9 * MB), { status: 404 }];
    send.mockRejectedValueOnce(new FieldErrorsFromServer({ documents: uploadMessages.unknownUpload }));
    reload();
    await waitFor(() => expect(listedDocuments()).toEqual([photoLine]));
    await submit();
    await waitFor(() =>
      expect(listedDocuments()).toEqual([`crash.jpg (5.6 MB → 0.9 MB)Remove${keptDocumentTexts.chooseAgain}`]),
    );
    expect(screen.getByText(uploadMessages.unknownUpload)).toBeInTheDocument();
  });
});

it("once the browser has refused a copy with files, saves the next without them at once, in one transaction", async () => {
  let tries = 0;
  globalThis.structuredClone = <T,>(value: T): T => {
    tries += 1;
    if (holdsBlob(value))
      throw new DOMException("Error preparing Blob/File data to be stored in object store", "UnknownError");
    return browsersClone(value);
  };
  // A page of its own: the store's memory of the refusal starts empty.
  jest.resetModules();
  const { writeDraft } = await import("../../upload-client/kept/draft-store");
  const draft = { values: { documents: [chosenPhoto()] }, savedAt: Date.now() };
  await expect(writeDraft("claim", draft)).resolves.toBe("without-files");
  expect(tries).toBe(2);
  await expect(writeDraft("claim", draft)).resolves.toBe("without-files");
  expect(tries).toBe(3);
});

it("says plainly that nothing is kept when the browser will store nothing at all", async () => {
  refuseToStore("everything");
  renderClaimForm(send);
  await user.type(screen.getByLabelText("Full name"), "Ada");
  expect(
    await screen.findByText(
      "This form could not be kept on this phone: if this page is reloaded or closed, what you entered here is lost.",
    ),
  ).toBeInTheDocument();
  expect(screen.queryByText(KEPT_ON_PHONE)).not.toBeInTheDocument();
});
