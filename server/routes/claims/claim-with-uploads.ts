/**
 * A claim sent as JSON naming its documents' uploads (ClaimWithUploads, form-contract/claim/uploads.ts): read
 * like the form builds it, and its uploads staged as a multipart claim's documents are, once each is known to be
 * whole, made for this claim's key and not taken by another claim.
 */
import { MAX_DOCUMENTS } from "../../../form-contract/claim/documents";
import { claimTextFields } from "../../../form-contract/claim/payload";
import { claimMessages } from "../../../form-contract/claim/schema";
import { uploadMessages, uploadMetadataKeys } from "../../../form-contract/claim/uploads";
import { HONEYPOT_FIELD } from "../../../form-contract/shared/honeypot";
import { trimmedTexts } from "../../../form-contract/shared/text-fields";
import { lowDiskSpace } from "../../submissions/client-errors";
import { submissionHash } from "../../submissions/idempotency";
import type { ClaimNamingUploads } from "./received-claim";
import { stageDocument, type StagedDocument } from "../../storage/documents/documents";
import type { UploadStore } from "../../storage/uploads/uploads";
import { SubmissionRejected } from "../../submissions/validation";

export function readClaimWithUploads(body: unknown): ClaimNamingUploads {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new SubmissionRejected({ form: "The request must be a JSON object" });
  }
  const raw = body as Record<string, unknown>;
  const ids = Array.isArray(raw.uploads) ? raw.uploads : [];
  if (!ids.every((id): id is string => typeof id === "string") || new Set(ids).size !== ids.length) {
    throw new SubmissionRejected({ documents: uploadMessages.unknownUpload });
  }
  return {
    fields: trimmedTexts(claimTextFields, raw),
    notARobot: raw.notARobot === true,
    honeypot: raw[HONEYPOT_FIELD],
    hash: submissionHash(raw),
    uploads: { claimKey: typeof raw.claimKey === "string" ? raw.claimKey : "", ids },
  };
}

/** Stages the uploads in order (each added to `staged` at once, for the clean-up); refuses any a claim may not take. */
export async function stageUploads(
  uploads: UploadStore,
  { claimKey, ids }: { claimKey: string; ids: readonly string[] },
  dataDir: string,
  staged: StagedDocument[],
): Promise<StagedDocument[]> {
  if (ids.length > MAX_DOCUMENTS) throw new SubmissionRejected({ documents: claimMessages.documentsTooMany });
  const found = await Promise.all(ids.map((id) => uploads.claimable(id, claimKey)));
  if (found.some((upload) => upload === undefined)) {
    throw new SubmissionRejected({ documents: uploadMessages.unknownUpload });
  }
  // Each is copied to be judged and stored.
  if (!uploads.hasRoomFor(found.reduce((sum, upload) => sum + upload!.size!, 0))) throw lowDiskSpace();
  const documents: StagedDocument[] = [];
  for (const upload of found) {
    const document = await stageDocument(
      uploads.read(upload!.id),
      upload!.metadata![uploadMetadataKeys.name]!,
      dataDir,
    );
    staged.push(document);
    documents.push(document);
  }
  return documents;
}
