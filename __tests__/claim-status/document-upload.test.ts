/**
 * The claim status page's upload forms with their script (server/claim-status/browser/): the status line's words,
 * the post that attaches the upload, the page it opens, refusals under the field, and a send resumed after a
 * reload from the page's copy on the phone. tus-js-client is the fake of __mocks__/; fetch is the service's.
 */
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as tus from "tus-js-client";
import type { Upload as FakeUploadClass } from "../../__mocks__/tus-js-client";
import { enhanceUploadForms } from "../../server/claim-status/browser/upload-form";
import type { PreparePhoto } from "../../upload-client/photos/photo-preparer";
import type { KeptUploads } from "../../upload-client/document-uploads";
import { readDraft } from "../../upload-client/kept/draft-store";

const FakeUpload = tus.Upload as unknown as typeof FakeUploadClass;
const ACTION = "/claim-status/claims/CLM-2026-000123/documents";

/** Two forms as the service writes them (server/claim-status/pages/claim-page.ts). */
const formOf = (index: number, askedFor: string) => `
<form class="upload" method="post" action="${ACTION}" enctype="multipart/form-data">
<input type="hidden" name="askedFor" value="${askedFor}">
<label for="upload-${index}">${askedFor}</label>
<input id="upload-${index}" type="file" name="document" required accept=".pdf,.jpg" aria-describedby="upload-${index}-hint">
<p class="hint" id="upload-${index}-hint">A PDF, a Word file or a photo (JPEG or PNG), up to 5 MB.</p>
<p class="upload-status" role="status"></p>
<button type="submit">Send ${askedFor}</button>
</form>`;
const PAGE = `<main>${formOf(1, "Police report")}${formOf(2, "Repair estimate")}</main>`;

interface Answer {
  status: number;
  body?: unknown;
}

/** A post that gets no answer: the connection dropped. */
const NO_ANSWER: Answer = { status: 0 };

let answers: Answer[];
let posts: { url: string; init: RequestInit }[];
const fetchMock = jest.fn(async (url: string, init: RequestInit = {}): Promise<Pick<Response, "status" | "json">> => {
  if (url === "/api/health") throw new TypeError("Failed to fetch");
  posts.push({ url, init });
  const answer = answers.shift();
  if (!answer || answer === NO_ANSWER) throw new TypeError("Failed to fetch");
  // jsdom has no Response: what the script reads of one.
  const { status, body } = answer;
  return { status, json: async () => (body === undefined ? Promise.reject(new SyntaxError("No JSON")) : body) };
});

const preparePhoto = jest.fn<ReturnType<PreparePhoto>, Parameters<PreparePhoto>>(async (file) => ({
  file,
  originalSize: file.size,
}));
const go = jest.fn<void, [string]>();

const report = () => new File([new Uint8Array(1000)], "police-report.pdf", { type: "application/pdf" });
const statusOf = (index: number) => document.querySelector(`#upload-${index} ~ .upload-status`)!;
const inputOf = (index: number) => document.getElementById(`upload-${index}`) as HTMLInputElement;

/** Opens the page, as after a load or a reload, with its script. */
async function openPage() {
  document.body.innerHTML = PAGE;
  await enhanceUploadForms(document, { preparePhoto, go, retryMs: 20 });
}

/** Send pressed: the form's submit event (jsdom holds a file input `required` without files it set itself). */
const press = (index = 1) => fireEvent.submit(inputOf(index).form!);

async function chooseAndSend(file: File, index = 1) {
  await userEvent.upload(inputOf(index), file);
  press(index);
}

/** The upload's id in the fake's address, as the service reads it. */
const idOf = (upload: FakeUploadClass) => upload.url!.slice("/api/uploads/".length);

beforeEach(() => {
  FakeUpload.reset();
  answers = [];
  posts = [];
  fetchMock.mockClear();
  preparePhoto.mockClear();
  go.mockClear();
  Object.assign(window, { fetch: fetchMock });
});

afterEach(async () => {
  // Settled sends leave the copy erased; one left under way is cleared for the next test.
  const { eraseDraft } = await import("../../upload-client/kept/draft-store");
  await eraseDraft("claim-status");
});

test("tells the upload's progress in words, attaches it whole with exactly its id and key, and opens the page answered", async () => {
  FakeUpload.hold = true;
  let finishPreparing!: () => void;
  preparePhoto.mockImplementationOnce(
    (file) => new Promise((resolve) => (finishPreparing = () => resolve({ file, originalSize: file.size }))),
  );
  await openPage();
  expect([...document.querySelectorAll("form.upload")].map((form) => form.hasAttribute("data-resumable"))).toEqual([
    true,
    true,
  ]);
  const file = report();
  await chooseAndSend(file);
  expect(statusOf(1)).toHaveTextContent(/^Preparing Police report…$/);
  finishPreparing();

  await waitFor(() => expect(FakeUpload.instances).toHaveLength(1));
  const upload = FakeUpload.instances[0]!;
  expect(upload.file).toBe(file);
  expect(upload.options.endpoint).toBe("/api/uploads");
  const claimKey = (upload.options.headers as Record<string, string>)["Claim-Key"]!;
  expect(claimKey).toMatch(/^[\w-]{20,}$/);
  upload.progress(400);
  expect(statusOf(1)).toHaveTextContent(/^Sending Police report: 40%$/);
  // Within the same 10 %, the status line is left alone: a screen reader would read it again.
  const changes = new MutationObserver(() => undefined);
  changes.observe(statusOf(1), { childList: true, characterData: true, subtree: true });
  upload.progress(499);
  expect(changes.takeRecords()).toHaveLength(0);
  expect(statusOf(1)).toHaveTextContent(/^Sending Police report: 40%$/);
  changes.disconnect();
  upload.fail();
  await waitFor(() => expect(statusOf(1)).toHaveTextContent(/^Waiting for a connection…$/));

  answers = [{ status: 201, body: { page: "/claim-status/claims/CLM-2026-000123?received=1" } }];
  upload.succeed();
  await waitFor(() => expect(go).toHaveBeenCalledWith("/claim-status/claims/CLM-2026-000123?received=1"));
  expect(posts).toHaveLength(1);
  expect(posts[0]!.url).toBe(`http://localhost${ACTION}`);
  expect(posts[0]!.init).toMatchObject({
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
  });
  expect(JSON.parse(posts[0]!.init.body as string)).toEqual({
    askedFor: "Police report",
    upload: idOf(upload),
    claimKey,
  });
  expect(statusOf(1)).toHaveTextContent(/^Police report sent\. Opening your claim…$/);
  expect(await readDraft("claim-status")).toBeUndefined();
});

test("a second press while the document goes sends nothing more", async () => {
  FakeUpload.hold = true;
  await openPage();
  await chooseAndSend(report());
  await waitFor(() => expect(FakeUpload.instances).toHaveLength(1));
  const button = screen.getByRole("button", { name: "Send Police report" });
  expect(button).toHaveAttribute("aria-disabled", "true");
  press();
  press();
  await new Promise((resolve) => setTimeout(resolve, 30));
  expect(preparePhoto).toHaveBeenCalledTimes(1);
  expect(FakeUpload.instances).toHaveLength(1);
  expect(FakeUpload.instances[0]!.starts).toBe(1);
});

test("a document the attaching post refuses is told under its field, which gets the focus, and can be sent again", async () => {
  answers = [
    {
      status: 400,
      body: { error: "invalid", fields: { documents: "This PDF is damaged." } },
    },
  ];
  await openPage();
  await chooseAndSend(report());
  const input = inputOf(1);
  await waitFor(() => expect(input).toHaveAttribute("aria-invalid", "true"));
  expect(document.getElementById("upload-1-problem")).toHaveTextContent(/^This PDF is damaged\.$/);
  expect(input).toHaveAttribute("aria-describedby", "upload-1-problem upload-1-hint");
  expect(input).toHaveAccessibleDescription(
    "This PDF is damaged. A PDF, a Word file or a photo (JPEG or PNG), up to 5 MB.",
  );
  expect(input).toHaveFocus();
  expect(statusOf(1)).toBeEmptyDOMElement();
  expect(screen.getByRole("button", { name: "Send Police report" })).not.toHaveAttribute("aria-disabled");
  expect(go).not.toHaveBeenCalled();
  expect(await readDraft("claim-status")).toBeUndefined();

  await userEvent.upload(input, report());
  expect(document.getElementById("upload-1-problem")).toBeNull();
  expect(input).not.toHaveAttribute("aria-invalid");
  expect(input).toHaveAttribute("aria-describedby", "upload-1-hint");
});

test("a document the upload refuses is told under its field with the service's message, and never attached", async () => {
  FakeUpload.hold = true;
  await openPage();
  await chooseAndSend(report(), 2);
  await waitFor(() => expect(FakeUpload.instances).toHaveLength(1));
  FakeUpload.instances[0]!.fail(415, {
    error: "invalid",
    message: "Please check the document",
    fields: { documents: "police-report.pdf is not a PDF, Word file or photo." },
  });
  await waitFor(() =>
    expect(document.getElementById("upload-2-problem")).toHaveTextContent(
      /^police-report\.pdf is not a PDF, Word file or photo\.$/,
    ),
  );
  expect(inputOf(2)).toHaveFocus();
  expect(posts).toHaveLength(0);
});

test.each([
  [409, { error: "not_asked", message: "We no longer need Police report: reload the page to see what we need." }],
  [401, { error: "session_ended", message: "Your session has ended. Ask for a new link to your claim." }],
])("an attaching post answered %i tells the service's message in the status line", async (status, body) => {
  answers = [{ status, body }];
  await openPage();
  await chooseAndSend(report());
  await waitFor(() => expect(statusOf(1)).toHaveTextContent(body.message));
  expect(statusOf(1)).toHaveClass("problem");
  expect(inputOf(1)).not.toHaveAttribute("aria-invalid");
  expect(go).not.toHaveBeenCalled();
});

test("an attaching post answered 429, 503 or not at all is sent again as it was until the service takes it", async () => {
  answers = [
    { status: 429 },
    { status: 503 },
    NO_ANSWER,
    { status: 201, body: { page: "/claim-status/claims/CLM-2026-000123?received=1" } },
  ];
  await openPage();
  await chooseAndSend(report());
  await waitFor(() => expect(go).toHaveBeenCalledWith("/claim-status/claims/CLM-2026-000123?received=1"));
  expect(posts).toHaveLength(4);
  expect(new Set(posts.map(({ init }) => init.body)).size).toBe(1);
});

test("a reload mid-upload resumes the upload by itself from the copy on the phone, and attaches it with its first key", async () => {
  FakeUpload.hold = true;
  await openPage();
  const file = report();
  await chooseAndSend(file);
  await waitFor(() => expect(FakeUpload.instances).toHaveLength(1));
  const first = FakeUpload.instances[0]!;
  first.progress(300);
  const claimKey = (first.options.headers as Record<string, string>)["Claim-Key"];
  await waitFor(async () =>
    expect((await readDraft("claim-status"))?.extra).toEqual([{ claimKey, uploadUrls: [first.url] }]),
  );
  const copy = await readDraft<{ action: string; askedFor: string[]; documents: File[] }, unknown>("claim-status");
  expect(copy?.values.action).toBe(`http://localhost${ACTION}`);
  expect(copy?.values.askedFor).toEqual(["Police report"]);
  // The file itself, as the browser keeps a Blob (compared as the same object: jsdom's File has no equality).
  expect(copy?.values.documents[0]).toBe(file);

  FakeUpload.reset();
  FakeUpload.hold = true;
  await openPage();
  await waitFor(() => expect(FakeUpload.instances).toHaveLength(1));
  const resumed = FakeUpload.instances[0]!;
  expect(resumed.file).toBe(file);
  expect(resumed.options.uploadUrl).toBe(first.url);
  expect((resumed.options.headers as Record<string, string>)["Claim-Key"]).toBe(claimKey);
  resumed.progress(700);
  expect(statusOf(1)).toHaveTextContent(/^Sending Police report: 70%$/);
  expect(screen.getByRole("button", { name: "Send Police report" })).toHaveAttribute("aria-disabled", "true");
  expect(preparePhoto).toHaveBeenCalledTimes(1);

  answers = [{ status: 201, body: { page: "/claim-status/claims/CLM-2026-000123?received=1" } }];
  resumed.succeed();
  await waitFor(() => expect(go).toHaveBeenCalledWith("/claim-status/claims/CLM-2026-000123?received=1"));
  expect(JSON.parse(posts[0]!.init.body as string)).toEqual({
    askedFor: "Police report",
    upload: idOf(first),
    claimKey,
  });
  expect(await readDraft("claim-status")).toBeUndefined();
});

test("a copy kept for a document no longer asked for is forgotten, not sent", async () => {
  FakeUpload.hold = true;
  await openPage();
  await chooseAndSend(report(), 2);
  await waitFor(async () =>
    expect((await readDraft<unknown, KeptUploads[]>("claim-status"))?.extra?.[0]?.uploadUrls[0]).toMatch(/fake-upload/),
  );

  FakeUpload.reset();
  document.body.innerHTML = `<main>${formOf(1, "Police report")}</main>`;
  await enhanceUploadForms(document, { preparePhoto, go, retryMs: 20 });
  expect(FakeUpload.instances).toHaveLength(0);
  expect(await readDraft("claim-status")).toBeUndefined();
});
