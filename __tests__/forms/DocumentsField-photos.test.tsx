/** The claim form's documents with photos made smaller first: photos/prepare-photo is replaced at its boundary. */
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { preparePhoto, type PreparedDocument } from "../../upload-client/photos/prepare-photo";
import type { Receipt } from "../../src/forms/shared/api";
import type { SendClaim } from "../../src/forms/shared/api";
import * as tus from "tus-js-client";
import type { Upload as FakeUploadClass } from "../../__mocks__/tus-js-client";
import { claimTable, MB } from "../../form-contract/__tests__/support/form-tables";
import type { User } from "../support/form-helpers";
import {
  documentsInput,
  fileOfSize,
  fillEveryOtherField,
  listedDocuments,
  renderClaimForm,
} from "../support/claim-form";

jest.mock("../../upload-client/photos/prepare-photo", () => ({ preparePhoto: jest.fn() }));

/** Photos wait until the test finishes them; any other file is sent as chosen at once, as preparePhoto does. */
let finishPhoto: Map<string, (prepared: File) => void>;

/** Finishes preparing the photo chosen under `name`, with `prepared` to send. */
const finish = (name: string, prepared: File) => act(async () => finishPhoto.get(name)!(prepared));

const FakeUpload = tus.Upload as unknown as typeof FakeUploadClass;

let user: User;
let send: jest.Mock<Promise<Receipt>, Parameters<SendClaim>>;

beforeEach(() => {
  FakeUpload.reset();
  finishPhoto = new Map();
  (preparePhoto as jest.Mock).mockReset().mockImplementation(
    (file: File) =>
      new Promise<PreparedDocument>((resolve) => {
        if (!/\.(jpg|png)$/.test(file.name)) resolve({ file, originalSize: file.size });
        finishPhoto.set(file.name, (prepared) => resolve({ file: prepared, originalSize: file.size }));
      }),
  );
  user = userEvent.setup();
  send = jest.fn<Promise<Receipt>, Parameters<SendClaim>>(() => Promise.resolve({ reference: "CLM-2026-000123" }));
  renderClaimForm(send);
});

const submit = () => user.click(screen.getByRole("button", { name: "Submit Claim" }));

it("lists a photo as being prepared, then with both sizes, and sends the smaller file without an error", async () => {
  const chosen = fileOfSize("crash.jpg", "image/jpeg", 5.6 * MB);
  await user.upload(documentsInput(), chosen);

  expect(preparePhoto).toHaveBeenCalledWith(chosen);
  expect(listedDocuments()).toEqual(["crash.jpg (5.6 MB)Preparing…"]);
  expect(screen.getByRole("listitem")).toHaveAttribute("aria-busy", "true");
  expect(screen.getByText("Preparing crash.jpg…")).toHaveAttribute("aria-live", "polite");
  expect(screen.queryByRole("button", { name: "Remove crash.jpg" })).not.toBeInTheDocument();

  const prepared = new File([new Uint8Array(900 * 1024)], "crash.jpg", { type: "image/jpeg" });
  await finish("crash.jpg", prepared);
  await waitFor(() => expect(listedDocuments()).toEqual(["crash.jpg (5.6 MB → 0.9 MB)RemoveUploaded"]));
  expect(screen.getByRole("listitem")).not.toHaveAttribute("aria-busy");
  expect(screen.queryByText("Preparing crash.jpg…")).not.toBeInTheDocument();

  await fillEveryOtherField(user);
  await submit();
  await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
  const sent = FakeUpload.instances[0]!.file;
  expect([sent.name, sent.size, sent.type]).toEqual(["crash.jpg", 900 * 1024, "image/jpeg"]);
  expect(screen.queryByText(/Max file size is 5MB/)).not.toBeInTheDocument();
});

it("lists and removes a PNG made a JPEG under its new name", async () => {
  await user.upload(documentsInput(), fileOfSize("scan.png", "image/png", 6.2 * MB));
  await finish("scan.png", fileOfSize("scan.jpg", "image/jpeg", 1.1 * MB));
  await waitFor(() => expect(listedDocuments()).toEqual(["scan.jpg (6.2 MB → 1.1 MB)RemoveUploaded"]));
  await user.click(screen.getByRole("button", { name: "Remove scan.jpg" }));
  expect(screen.queryByRole("list", { name: "Chosen documents" })).not.toBeInTheDocument();
});

it("refuses a PDF over 5 MB, and a photo over 5 MB that could not be made smaller, with the specification's message", async () => {
  const dashcam = fileOfSize("dashcam.jpg", "image/jpeg", 6 * MB);
  await user.upload(documentsInput(), [fileOfSize("police-report.pdf", "application/pdf", 6 * MB), dashcam]);
  await finish("dashcam.jpg", dashcam);
  await waitFor(() =>
    expect(listedDocuments()).toEqual(["police-report.pdf (6.0 MB)Remove", "dashcam.jpg (6.0 MB)Remove"]),
  );

  await submit();
  expect(await screen.findByText("police-report.pdf: Max file size is 5MB")).toBeInTheDocument();
  expect(screen.getByText("dashcam.jpg: Max file size is 5MB")).toBeInTheDocument();
  expect(send).not.toHaveBeenCalled();
});

it("adds files chosen while a photo is being prepared, and a photo chosen again only once", async () => {
  const photo = fileOfSize("IMG_0042.jpg", "image/jpeg", 4 * MB);
  await user.upload(documentsInput(), photo);
  await user.upload(documentsInput(), fileOfSize("estimate.pdf", "application/pdf", MB));
  await waitFor(() =>
    expect(listedDocuments()).toEqual(["estimate.pdf (1.0 MB)RemoveUploaded", "IMG_0042.jpg (4.0 MB)Preparing…"]),
  );

  await finish("IMG_0042.jpg", fileOfSize("IMG_0042.jpg", "image/jpeg", 0.8 * MB));
  await waitFor(() =>
    expect(listedDocuments()).toEqual([
      "estimate.pdf (1.0 MB)RemoveUploaded",
      "IMG_0042.jpg (4.0 MB → 0.8 MB)RemoveUploaded",
    ]),
  );

  await user.upload(documentsInput(), photo);
  expect(listedDocuments()).toEqual([
    "estimate.pdf (1.0 MB)RemoveUploaded",
    "IMG_0042.jpg (4.0 MB → 0.8 MB)RemoveUploaded",
  ]);
  expect(preparePhoto).toHaveBeenCalledTimes(2);
});

it("holds a submit pressed while a photo is being prepared, then sends the claim with it", async () => {
  await fillEveryOtherField(user);
  const chosen = fileOfSize("crash.jpg", "image/jpeg", 5.6 * MB);
  await user.upload(documentsInput(), chosen);
  await submit();

  expect(screen.getByRole("button", { name: "Processing..." })).toBeDisabled();
  expect(screen.queryByText(claimTable.required.documents)).not.toBeInTheDocument();
  expect(send).not.toHaveBeenCalled();

  await finish("crash.jpg", new File(["small"], "crash.jpg", { type: "image/jpeg" }));
  await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
  expect(send.mock.calls[0]![0].uploads).toEqual([FakeUpload.instances[0]!.url!.split("/").pop()]);
  expect(FakeUpload.instances[0]!.file.size).toBe(5);
  expect(screen.queryByText(claimTable.required.documents)).not.toBeInTheDocument();
});
