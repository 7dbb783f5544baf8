/** The site's metadata from gatsby-config: its public address, for canonical and sharing URLs. */
import { graphql, useStaticQuery } from "gatsby";

interface SiteMetadata {
  siteUrl: string;
}

export function useSiteMetadata(): SiteMetadata {
  const data = useStaticQuery<Queries.UseSiteMetadataQuery>(graphql`
    query UseSiteMetadata {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  return { siteUrl: data.site!.siteMetadata!.siteUrl! };
}
