/**
 * The documents a claim of each type may need, for the desk's "Waiting for documents": read from the editors'
 * products file (PRODUCTS_FILE, data/products.json), each product's `claimDocuments` under its `claimType`. The
 * build checks that file against the content model (a claim type the claim form does not offer stops it), so the
 * service reads the very file the site was built from, as it reads COMPANY_FILE; it refuses one it cannot use,
 * naming the file and the record.
 */
import { claimTypes, type ClaimType } from "../../form-contract/claim/schema";
import { StartupError } from "../startup-error";
import { readProductRecords } from "./products-file";

/** One product's claim documents, under its title: a property claim may be a fire, a burglary or a householder's. */
export interface ProductDocuments {
  product: string;
  documents: string[];
}

export type ClaimDocuments = Record<ClaimType, ProductDocuments[]>;

const isClaimType = (value: unknown): value is ClaimType => claimTypes.some((type) => type.value === value);
const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === "string" && item.trim() !== "");

export function readClaimDocuments(productsFile: string): ClaimDocuments {
  const byType = Object.fromEntries(claimTypes.map(({ value }) => [value, []])) as unknown as ClaimDocuments;
  readProductRecords(productsFile).forEach(({ title, claimType, claimDocuments }, index) => {
    if (typeof title !== "string" || !isClaimType(claimType) || !isTextList(claimDocuments)) {
      throw new StartupError(
        `${productsFile} record #${index + 1} needs a title, a claimType of the claim form's and claimDocuments`,
      );
    }
    byType[claimType].push({ product: title, documents: claimDocuments });
  });
  return byType;
}

/**
 * A claim type's products as the desk offers their documents, each under its product: a document two products name
 * alike is offered once, under the first, so staff never tick the same line twice.
 */
export function documentsByProduct(products: readonly ProductDocuments[]): ProductDocuments[] {
  const offered = new Set<string>();
  return products.flatMap(({ product, documents }) => {
    const own = documents.filter((document) => !offered.has(document));
    own.forEach((document) => offered.add(document));
    return own.length === 0 ? [] : [{ product, documents: own }];
  });
}
