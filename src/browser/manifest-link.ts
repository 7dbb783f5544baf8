/**
 * The web app manifest only matters to installing the site, yet Chrome fetches it, and then the icon it names, as
 * soon as a page has loaded: on a slow link, alongside the first paint. So the built pages leave its link out
 * (gatsby/rewrites/defer-manifest-link.ts) and the app adds it once it has started.
 */
export const MANIFEST_HREF = "/manifest.webmanifest";

export function addManifestLink(document: Document): void {
  if (document.head.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement("link");
  link.rel = "manifest";
  link.href = MANIFEST_HREF;
  // As gatsby-plugin-manifest links it: the manifest is fetched without credentials either way.
  link.crossOrigin = "anonymous";
  document.head.append(link);
}
