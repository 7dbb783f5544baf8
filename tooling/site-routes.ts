/** The site's pages as its content makes them, for the browser tests of every engine. */
import fs from "node:fs";
import path from "node:path";

/** The editor-owned content, read the way the build reads it, so tests follow the data. */
export function readData<T>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(__dirname, "..", "data", file), "utf8")) as T;
}

export interface Product {
  id: string;
  title: string;
  description: string;
  backgroundImage: string;
  benefits: string[];
  requirements: string[];
  claimDocuments: string[];
  coverage?: string[];
  incaseOfTotalLoss?: string[];
}

export const products = readData<Product[]>("products.json");

/** Every route of the site that is a real page, with its H1. */
export const pageRoutes = [
  { path: "/", heading: "Protecting What Matters Most" },
  { path: "/about/", heading: "About Us" },
  { path: "/services/", heading: "Our Insurance Products" },
  { path: "/claims/", heading: "Claims Process" },
  { path: "/contact/", heading: "Contact Us" },
  { path: "/careers/", heading: "Join Our Team" },
  { path: "/privacy/", heading: "Privacy Notice" },
  { path: "/terms/", heading: "Terms of Use" },
  ...products.map((product) => ({ path: `/services/${product.id}/`, heading: product.title })),
];
