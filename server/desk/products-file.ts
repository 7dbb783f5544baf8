/**
 * The editors' products file (PRODUCTS_FILE, data/products.json), read as it is now by the desk: the build checks it
 * against the content model, so the service reads the very file the site was built from; it refuses one it cannot
 * use, naming the file (and the record).
 */
import fs from "node:fs";
import { StartupError } from "../startup-error";

/** The file's records, each as the editors wrote it. */
export function readProductRecords(productsFile: string): Record<string, unknown>[] {
  let products: unknown;
  try {
    products = JSON.parse(fs.readFileSync(productsFile, "utf8"));
  } catch (error) {
    throw new StartupError(`cannot read ${productsFile}: ${(error as Error).message}`);
  }
  if (!Array.isArray(products)) throw new StartupError(`${productsFile} must hold a list of products`);
  return products as Record<string, unknown>[];
}

/** A product as the desk names it: its key (the record's `id`, its page's address on the site) and its title. */
export interface ProductName {
  key: string;
  title: string;
}

/** The products in the file's order, which is the site's. */
export function readProductNames(productsFile: string): ProductName[] {
  return readProductRecords(productsFile).map(({ id, title }, index) => {
    if (typeof id !== "string" || id === "" || typeof title !== "string") {
      throw new StartupError(`${productsFile} record #${index + 1} needs an id and a title`);
    }
    return { key: id, title };
  });
}

/**
 * The keys of the products a claim of this type is made on (each product's `claimType` in the file): a motor claim's
 * is motor insurance, a property claim's fire, burglary and householder insurance.
 */
export const productKeysOfClaimType = (productsFile: string, claimType: unknown): string[] =>
  readProductRecords(productsFile)
    .filter((record) => record.claimType === claimType && typeof record.id === "string")
    .map((record) => record.id as string);
