import { waitFor } from "@testing-library/react";
import * as tus from "tus-js-client";
import type { Upload as FakeUploadClass } from "../../__mocks__/tus-js-client";
import { DocumentUploads } from "../document-uploads";

const FakeUpload = tus.Upload as unknown as typeof FakeUploadClass;
beforeEach(() => FakeUpload.reset());

const report = () => new File([new Uint8Array(1000)], "report.pdf", { type: "application/pdf" });

test("an upload that fails again while waiting for a connection keeps what it had sent", async () => {
  FakeUpload.hold = true;
  const uploads = new DocumentUploads({ stallMs: 60_000, retryMs: 60_000, chunkSize: 512 * 1024 });
  const file = report();
  uploads.sync([file]);
  await waitFor(() => expect(FakeUpload.instances).toHaveLength(1));
  const upload = FakeUpload.instances[0]!;
  upload.progress(400);
  upload.fail();
  await waitFor(() => expect(uploads.stateOf(file)).toEqual({ status: "waiting", sent: 400, total: 1000 }));

  window.dispatchEvent(new Event("online"));
  expect(upload.starts).toBe(2);
  upload.fail();
  // Told again to wait, with nothing new sent: the 400 bytes the service holds are still counted.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(uploads.stateOf(file)).toEqual({ status: "waiting", sent: 400, total: 1000 });
  uploads.discard();
});

test.each([507, 429, 503])(
  "an upload the service answers %i waits as busy, without asking whether the origin is refused, and goes on",
  async (status) => {
    FakeUpload.hold = true;
    const fetchSpy = jest.fn();
    const { fetch: realFetch } = window as { fetch?: unknown };
    Object.assign(window, { fetch: fetchSpy });
    const uploads = new DocumentUploads({ stallMs: 60_000, retryMs: 60_000, chunkSize: 512 * 1024 });
    const file = report();
    uploads.sync([file]);
    await waitFor(() => expect(FakeUpload.instances).toHaveLength(1));
    const upload = FakeUpload.instances[0]!;
    upload.progress(400);
    upload.fail(status, { error: "low_disk_space", message: "Documents cannot be received just now." });
    expect(uploads.stateOf(file)).toEqual({ status: "waiting", sent: 400, total: 1000, busy: true });
    expect(fetchSpy).not.toHaveBeenCalled();

    window.dispatchEvent(new Event("online"));
    upload.succeed();
    expect(uploads.stateOf(file)).toEqual({ status: "uploaded", total: 1000 });
    uploads.discard();
    Object.assign(window, { fetch: realFetch });
  },
);

test("a document the form's own checks keep back is refused with their reason, never with an empty message", async () => {
  const uploads = new DocumentUploads();
  const scan = new File(["%PDF-1.4"], "scan.pdf", { type: "application/pdf" });
  Object.defineProperty(scan, "size", { value: 6 * 1024 * 1024 });
  const renamed = new File(["MZ"], "setup.exe", { type: "application/octet-stream" });
  await expect(uploads.whenUploaded([scan], () => undefined)).rejects.toThrow(/^Max file size is 5MB$/);
  await expect(uploads.whenUploaded([renamed], () => undefined)).rejects.toThrow(
    /^Only \.pdf, \.doc, \.docx, \.jpg, \.jpeg, and \.png files are accepted$/,
  );
  expect(FakeUpload.instances).toHaveLength(0);
});
