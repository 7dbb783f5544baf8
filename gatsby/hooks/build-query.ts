/** A GraphQL query run by a build hook; one that fails stops the build, saying what it was for and why. */
import type { CreatePagesArgs, Reporter } from "gatsby";

export async function buildQuery<Data>(
  graphql: CreatePagesArgs["graphql"],
  reporter: Reporter,
  purpose: string,
  query: string,
): Promise<Data> {
  const result = await graphql<Data>(query);
  if (result.errors || !result.data) {
    // panicOnBuild ends the build; the throw tells TypeScript, and any caller in `gatsby develop`, the same.
    reporter.panicOnBuild(`Could not load ${purpose}`, result.errors as Error[]);
    throw new Error(`Could not load ${purpose}`);
  }
  return result.data;
}
