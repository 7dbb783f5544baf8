/** The site's metadata from gatsby-config: its public address, for canonical and sharing URLs, and its favicon. */
import { graphql, useStaticQuery } from "gatsby";

interface SiteMetadata {
  siteUrl: string;
  /** The favicon as a data: URI. */
  favicon: string;
}

export function useSiteMetadata(): SiteMetadata {
  const data = useStaticQuery<Queries.UseSiteMetadataQuery>(graphql`
    query UseSiteMetadata {
      site {
        siteMetadata {
          siteUrl
          favicon
        }
      }
    }
  `);
  const { siteUrl, favicon } = data.site!.siteMetadata!;
  return { siteUrl: siteUrl!, favicon: favicon! };
}
