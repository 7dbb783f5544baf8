/**
 * Each upload form of the claim status page, made better where the script runs: the document goes by the claim
 * form's resumable upload (DocumentUploads: resume after a cut or a stall, wait for a connection), a photo made
 * small on the phone first, its progress told in words in the form's status line; once whole, attachDocument
 * names it to the claim and the page it answers opens. The upload starts when Send is pressed, as in the plain
 * form, and a second press while it goes sends nothing. What is being sent is kept on the phone (KeptSends), and
 * a reload resumes it by itself. Without the script, the form posts the file itself.
 */
import type { ListedDocument } from "../../../form-contract/claim/documents";
import type { PreparePhoto } from "../../../upload-client/photos/photo-preparer";
import {
  CHUNK_BYTES,
  DocumentUploads,
  STALL_MS,
  UploadRefused,
  type KeptUploads,
} from "../../../upload-client/document-uploads";
import { deliverWhenReachable, RETRY_MS } from "../../../upload-client/delivery";
import { attachDocument } from "./attach-document";
import { KeptSends, type KeptSend } from "./kept-sends";
import { uploadStateText, uploadTexts } from "./upload-texts";

export interface UploadFormsOptions {
  preparePhoto: PreparePhoto;
  /** Opens the claim's page once the document is attached. */
  go(page: string): void;
  /** How long an upload or the attaching post waits to try again when the browser does not say it is back online. */
  retryMs?: number;
}

interface UploadForm {
  form: HTMLFormElement;
  askedFor: string;
  input: HTMLInputElement;
  status: HTMLElement;
  button: HTMLButtonElement;
}

/** The parts of a form as the service writes it (server/claim-status/pages/); any other form is left as it is. */
function partsOf(form: HTMLFormElement): UploadForm | undefined {
  const askedFor = form.elements.namedItem("askedFor");
  const input = form.querySelector<HTMLInputElement>('input[type="file"][name="document"]');
  const status = form.querySelector<HTMLElement>(".upload-status");
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!(askedFor instanceof HTMLInputElement) || !input?.id || !status || !button) return undefined;
  return { form, askedFor: askedFor.value, input, status, button };
}

/** A refusal, under the file input and read with it; focus goes to the input, where a new choice is made. */
function showProblem({ form, input }: UploadForm, message: string) {
  const id = `${input.id}-problem`;
  let problem = form.ownerDocument.getElementById(id);
  if (!problem) {
    problem = form.ownerDocument.createElement("p");
    problem.id = id;
    problem.className = "field-problem";
    input.after(problem);
    input.setAttribute("aria-describedby", [id, input.getAttribute("aria-describedby")].filter(Boolean).join(" "));
  }
  problem.textContent = message;
  input.setAttribute("aria-invalid", "true");
  input.focus();
}

function clearProblem({ form, input }: UploadForm) {
  const id = `${input.id}-problem`;
  form.ownerDocument.getElementById(id)?.remove();
  const described = (input.getAttribute("aria-describedby") ?? "").split(" ").filter((name) => name && name !== id);
  if (described.length > 0) input.setAttribute("aria-describedby", described.join(" "));
  else input.removeAttribute("aria-describedby");
  input.removeAttribute("aria-invalid");
}

function say({ status }: UploadForm, text: string, problem = false) {
  // The same words again would be read again.
  if (status.textContent !== text) status.textContent = text;
  status.classList.toggle("problem", problem);
}

function enhance(parts: UploadForm, kept: KeptSends, options: UploadFormsOptions) {
  const { form, askedFor, input, button } = parts;
  let sending = false;
  const retryMs = options.retryMs ?? RETRY_MS;

  async function send(document: ListedDocument, restored?: KeptUploads) {
    const uploads = new DocumentUploads({ stallMs: STALL_MS, retryMs, chunkSize: CHUNK_BYTES });
    const keep = () => kept.keep(askedFor, { document, uploads: uploads.keep([document]) });
    const unsubscribe = [
      uploads.subscribe(() => say(parts, uploadStateText(askedFor, uploads.stateOf(document)))),
      uploads.subscribeToAddresses(() => void keep()),
    ];
    if (restored) {
      uploads.restore(restored, [document]);
    } else {
      void keep();
      uploads.sync([document]);
    }
    try {
      const [upload = ""] = await uploads.whenUploaded([document], () => undefined);
      say(parts, uploadTexts.attaching(askedFor));
      const answer = await deliverWhenReachable(
        () => attachDocument(form.action, { askedFor, upload, claimKey: uploads.claimKey }),
        () => say(parts, uploadTexts.waiting),
        retryMs,
      );
      uploads.forget();
      // Kept only while a new link may still attach it; anything else is settled for good.
      if (answer.kind !== "session-ended") await kept.forget(askedFor);
      if (answer.kind === "attached") {
        say(parts, uploadTexts.sent(askedFor));
        options.go(answer.page);
        return;
      }
      if (answer.kind === "refused") {
        say(parts, "");
        showProblem(parts, answer.message);
      } else {
        say(parts, answer.message, true);
      }
    } catch (error) {
      uploads.forget();
      await kept.forget(askedFor);
      if (error instanceof UploadRefused) {
        say(parts, "");
        showProblem(parts, error.message);
      } else {
        say(parts, uploadTexts.failed, true);
      }
    } finally {
      for (const stop of unsubscribe) stop();
    }
    sending = false;
    button.removeAttribute("aria-disabled");
  }

  function start(sendIt: () => Promise<void>) {
    sending = true;
    button.setAttribute("aria-disabled", "true");
    clearProblem(parts);
    void sendIt();
  }

  // Says, to whoever inspects the page, that this form now sends by the resumable upload rather than by itself.
  form.dataset.resumable = "";
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const chosen = input.files?.[0];
    if (sending || !chosen) return;
    start(async () => {
      say(parts, uploadTexts.preparing(askedFor));
      const { file } = await options.preparePhoto(chosen);
      await send(file);
    });
  });
  input.addEventListener("change", () => {
    if (!sending) clearProblem(parts);
  });

  return { resume: ({ document, uploads }: KeptSend) => start(() => send(document, uploads)) };
}

/**
 * Makes every upload form in `root` send by the resumable upload, and resumes what the page's copy on the phone
 * kept of sends a reload cut short. Sends kept for a document no longer asked for are forgotten.
 */
export async function enhanceUploadForms(root: ParentNode, options: UploadFormsOptions): Promise<void> {
  const forms = [...root.querySelectorAll<HTMLFormElement>("form.upload")].flatMap((form) => partsOf(form) ?? []);
  const action = forms[0]?.form.action;
  if (action === undefined) return;
  const kept = new KeptSends(action);
  const enhanced = new Map(forms.map((parts) => [parts.askedFor, enhance(parts, kept, options)]));
  for (const [askedFor, send] of await kept.read()) {
    const form = enhanced.get(askedFor);
    if (form) form.resume(send);
    else await kept.forget(askedFor);
  }
}
