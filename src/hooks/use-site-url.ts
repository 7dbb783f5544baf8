/** The public address of the site (gatsby-config siteMetadata.siteUrl), for canonical and sharing URLs. */
import { graphql, useStaticQuery } from "gatsby";

export function useSiteUrl(): string {
  const data = useStaticQuery<Queries.UseSiteUrlQuery>(graphql`
    query UseSiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  return data.site!.siteMetadata!.siteUrl!;
}
