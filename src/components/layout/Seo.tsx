/** Title, description, canonical URL and sharing tags for one page, rendered through Gatsby's Head API. */
import { useCompany } from "../../hooks/use-company";
import { useSiteUrl } from "../../hooks/use-site-url";
import { theme } from "../../styles/theme";

interface Props {
  title: string;
  description: string;
  pathname: string;
  /** Pages that must not be indexed, such as "not found" pages. */
  noIndex?: boolean;
}

export function Seo({ title, description, pathname, noIndex = false }: Props) {
  const { company } = useCompany();
  const siteUrl = useSiteUrl();
  const fullTitle = `${title} | ${company.shortName}`;
  const url = `${siteUrl}${pathname === "/" ? "" : pathname.replace(/\/$/, "")}`;
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
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="theme-color" content={theme.colors.primary} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    </>
  );
}
