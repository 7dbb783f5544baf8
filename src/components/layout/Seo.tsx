/** Title, description, canonical URL and sharing tags for one page, rendered through Gatsby's Head API. */
import type { Thing, WithContext } from "schema-dts";
import { useCompany } from "../../hooks/use-company";
import { canonicalPath } from "../../lib/routes";
import { shareImagePath } from "../../lib/share-image";
import { insuranceAgency, webSite } from "../../lib/structured-data";
import { useSiteMetadata } from "../../hooks/use-site-metadata";
import { theme } from "../../styles/theme";

interface Props {
  title: string;
  description: string;
  pathname: string;
  /** Pages that must not be indexed, such as "not found" pages. */
  noIndex?: boolean;
  /** JSON-LD for this page, added to what every page says about the company and the site. */
  structuredData?: readonly WithContext<Thing>[];
}

/** JSON in a script element: escape "<" so no text in it can close the element early. */
const jsonLd = (data: WithContext<Thing>) => ({ __html: JSON.stringify(data).replace(/</g, "\\u003c") });

export function Seo({ title, description, pathname, noIndex = false, structuredData = [] }: Props) {
  const { company, offices } = useCompany();
  const { siteUrl, favicon } = useSiteMetadata();
  const fullTitle = `${title} | ${company.shortName}`;
  const url = `${siteUrl}${canonicalPath(pathname)}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={company.name} />
      <meta property="og:locale" content="en_NG" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {!noIndex && (
        <>
          <meta property="og:image" content={`${siteUrl}${shareImagePath(pathname)}`} />
          <meta property="og:image:width" content="1200" />
          <meta property="og:image:height" content="630" />
          <meta property="og:image:alt" content={title} />
          <meta name="twitter:image" content={`${siteUrl}${shareImagePath(pathname)}`} />
        </>
      )}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="theme-color" content={theme.colors.primary} />
      <link rel="icon" href={favicon} type="image/svg+xml" />
      {[insuranceAgency(company, offices, siteUrl), webSite(company, siteUrl), ...structuredData].map((data, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={jsonLd(data)} />
      ))}
    </>
  );
}
