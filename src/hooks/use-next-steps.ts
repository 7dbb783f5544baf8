/** What happens after a claim or a quote request, in the brokerage's words (data/next-steps.json). */
import { graphql, useStaticQuery } from "gatsby";

export function useNextSteps(form: "claim" | "quote"): readonly string[] {
  const data = useStaticQuery<Queries.UseNextStepsQuery>(graphql`
    query UseNextSteps {
      nextStepsJson {
        claim
        quote
      }
    }
  `);
  return data.nextStepsJson![form];
}
