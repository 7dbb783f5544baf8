/** Declares every data/*.json node type from the content model, so a missing field fails loudly instead of being inferred away. */
import type { GatsbyNode } from "gatsby";
import { contentModel } from "../content-model/model";
import { graphqlTypeDefs } from "../content-model/to-graphql";

export const typeDefs = graphqlTypeDefs(contentModel);

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};
