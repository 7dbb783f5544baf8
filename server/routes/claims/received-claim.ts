/** A claim as the claims route reads it, from either form, before anything is checked. */
import type { claimTextFields } from "../../../form-contract/claim/payload";
import type { StagedDocument } from "../../storage/documents/documents";

/** A claim as read from either form, before anything is checked. */
export interface ReceivedClaim {
  fields: Record<(typeof claimTextFields)[number], string>;
  notARobot: boolean;
  honeypot: unknown;
  /** What its Idempotency-Key stands for. */
  hash: string;
}

/** A multipart claim, its documents staged in order. */
export interface ClaimWithDocuments extends ReceivedClaim {
  documents: StagedDocument[];
}

/** A JSON claim, naming the uploads of its documents in order. */
export interface ClaimNamingUploads extends ReceivedClaim {
  uploads: { claimKey: string; ids: string[] };
}
