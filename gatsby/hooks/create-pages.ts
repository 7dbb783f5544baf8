/**
 * One static page per product and per legal document, each template querying its own content; the two 'not found'
 * pages (the site's, and the one hosts answer an unknown product with); and the pages a form post is answered with
 * (src/templates/form-result.tsx).
 */
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { productPath } from "../../src/lib/routes";
import { resultPages, type FormKind, type FormResult } from "../../form-contract/shared/form-post";
import { PRODUCT_NOT_FOUND_PAGE, UNKNOWN_PRODUCTS } from "../../hosting/host-files";
import { buildQuery } from "./build-query";

interface PagesToCreateQuery {
  allProductsJson: { nodes: { id: string; jsonId: string }[] };
  allLegalJson: { nodes: { jsonId: string }[] };
}

const pagesToCreateQuery = `
  query PagesToCreate {
    allProductsJson {
      nodes {
        id
        jsonId
      }
    }
    allLegalJson {
      nodes {
        jsonId
      }
    }
  }
`;

// eslint-disable-next-line @typescript-eslint/unbound-method -- Gatsby's graphql() is a plain function, not a method
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const content = await buildQuery<PagesToCreateQuery>(
    graphql,
    reporter,
    "the products and legal pages from data/",
    pagesToCreateQuery,
  );
  const productTemplate = path.resolve("src/templates/product.tsx");
  for (const product of content.allProductsJson.nodes) {
    actions.createPage({ path: productPath(product.jsonId), component: productTemplate, context: { id: product.id } });
  }
  const legalTemplate = path.resolve("src/templates/legal.tsx");
  for (const { jsonId } of content.allLegalJson.nodes) {
    actions.createPage({ path: `/${jsonId}`, component: legalTemplate, context: { pageId: jsonId } });
  }
  const notFoundTemplate = path.resolve("src/templates/not-found.tsx");
  actions.createPage({ path: "/404/", component: notFoundTemplate, context: { pageId: "not-found" } });
  // A static page at its own file, served with status 404 at any /services/ address that is not a product. Its
  // match path lets the app, starting there, render this page again rather than the site's 404 page (or send the
  // visitor to this page's own address); a product's page still wins over it, being a page of its own.
  actions.createPage({
    path: PRODUCT_NOT_FOUND_PAGE,
    matchPath: UNKNOWN_PRODUCTS,
    component: notFoundTemplate,
    context: { pageId: "product-not-found" },
  });
  const resultTemplate = path.resolve("src/templates/form-result.tsx");
  for (const [form, pages] of Object.entries(resultPages) as [FormKind, Record<FormResult, string>][]) {
    for (const [result, pagePath] of Object.entries(pages) as [FormResult, string][]) {
      actions.createPage({ path: pagePath, component: resultTemplate, context: { form, result } });
    }
  }
};
