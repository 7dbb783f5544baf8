/** One static page per product; the template queries its own content by node id. */
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { productPath } from "../src/lib/routes";

interface ProductPagesQuery {
  allProductsJson: { nodes: { id: string; jsonId: string }[] };
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<ProductPagesQuery>(`
    query ProductPages {
      allProductsJson {
        nodes {
          id
          jsonId
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the products from data/products.json", result.errors);
    return;
  }
  const component = path.resolve("src/templates/product.tsx");
  for (const product of result.data.allProductsJson.nodes) {
    actions.createPage({ path: productPath(product.jsonId), component, context: { id: product.id } });
  }
};
