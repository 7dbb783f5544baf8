/**
 * The post that attaches a whole upload to the claim as the document asked for: JSON to the upload form's own
 * action, with the claim-status session cookie. A repeat after a lost answer is answered as the first was, so it is
 * sent again, as it is, until the service answers (ServiceUnreachable: no answer, 429 or 5xx).
 */
import { ServiceUnreachable, whyNoAnswer } from "../../../upload-client/service-reach";
import { uploadTexts } from "./upload-texts";

export interface Attachment {
  askedFor: string;
  /** The tus upload's id. */
  upload: string;
  /** The key the upload was made with (its Claim-Key header). */
  claimKey: string;
}

export type AttachAnswer =
  /** Attached: the claim's page that acknowledges it. */
  | { kind: "attached"; page: string }
  /** The document refused: told under its field. */
  | { kind: "refused"; message: string }
  /** The session has ended: a new link opens it again, and the upload, kept on the phone, is attached then. */
  | { kind: "session-ended"; message: string }
  /** Another claim's page, a document no longer asked for, or an answer this script does not know. */
  | { kind: "stopped"; message: string };

interface AnswerBody {
  page?: unknown;
  message?: unknown;
  /** A refusal's reasons, by field: a document's under `documents`, as a claim's are; a malformed post's under `form`. */
  fields?: { documents?: unknown; form?: unknown };
}

const isTryAgain = (status: number) => status === 429 || status >= 500;

/** A page of this site: the only kind of address the script goes to. */
function sameOriginPage(page: unknown): string | undefined {
  if (typeof page !== "string") return undefined;
  const url = new URL(page, window.location.href);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}` : undefined;
}

export async function attachDocument(action: string, attachment: Attachment): Promise<AttachAnswer> {
  let response: Response;
  try {
    response = await fetch(action, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(attachment),
    });
  } catch {
    throw await whyNoAnswer();
  }
  if (isTryAgain(response.status)) throw new ServiceUnreachable(`status ${response.status}`);
  const body = ((await response.json().catch(() => null)) ?? {}) as AnswerBody;
  const message = typeof body.message === "string" ? body.message : uploadTexts.stopped;
  const page = sameOriginPage(body.page);
  if (response.status === 201 && page) return { kind: "attached", page };
  if (response.status === 400) {
    const reason = [body.fields?.documents, body.fields?.form].find((text) => typeof text === "string");
    return { kind: "refused", message: typeof reason === "string" ? reason : message };
  }
  if (response.status === 401) return { kind: "session-ended", message };
  return { kind: "stopped", message };
}
