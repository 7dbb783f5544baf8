/**
 * Each photo made smaller before it is sent, paired with what it was when chosen (name, size, date): to show both
 * sizes ("5.6 MB → 0.9 MB"), and to know the photo when it is chosen again. Kept with the form's copy on the phone,
 * so that a photo brought back after a reload shows both sizes too.
 */
import type { ListedDocument } from "../../../form-contract/claim/documents";

export interface AsChosen {
  name: string;
  size: number;
  lastModified: number;
}

export class ChosenDocuments {
  private readonly pairs = new WeakMap<ListedDocument, AsChosen>();

  pair(sent: File, { name, size, lastModified }: File) {
    this.pairs.set(sent, { name, size, lastModified });
  }

  /** What the document was when chosen: the document itself unless it was made smaller. */
  asChosen(document: ListedDocument): AsChosen {
    return this.pairs.get(document) ?? document;
  }

  /** What each of `documents` was when chosen, null for those sent as chosen; for the form's copy. */
  keep(documents: readonly ListedDocument[]): (AsChosen | null)[] {
    return documents.map((document) => this.pairs.get(document) ?? null);
  }

  /** Pairs the documents of a form brought back with what they were when chosen, as `keep` listed it. */
  restore(kept: readonly (AsChosen | null)[], documents: readonly ListedDocument[]) {
    documents.forEach((document, index) => {
      const chosen = kept[index];
      if (chosen) this.pairs.set(document, chosen);
    });
  }
}
