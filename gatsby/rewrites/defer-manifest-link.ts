/**
 * Takes gatsby-plugin-manifest's <link rel="manifest"> out of a page's head components; the app adds it once it
 * runs (src/browser/manifest-link.ts). Throws when the plugin's output no longer has that link, or it names
 * another file than the app would add, so an upgrade cannot quietly leave pages with two links or none.
 */
import { isValidElement, type ReactNode } from "react";
import { MANIFEST_HREF } from "../../src/browser/manifest-link";

const isManifestLink = (component: ReactNode) =>
  isValidElement<{ rel?: string }>(component) && component.type === "link" && component.props.rel === "manifest";

export function withoutManifestLink(headComponents: readonly ReactNode[], pathname: string): ReactNode[] {
  const links = headComponents.filter(isManifestLink);
  const hrefs = links.map((link) => (isValidElement<{ href?: string }>(link) ? link.props.href : undefined));
  if (links.length !== 1 || hrefs[0] !== MANIFEST_HREF) {
    throw new Error(
      `defer-manifest-link (gatsby/rewrites/defer-manifest-link.ts): ${pathname} has ${links.length} <link rel="manifest"> ` +
        `(${hrefs.join(", ") || "none"}) among its head components, where gatsby-plugin-manifest used to add one ` +
        `to ${MANIFEST_HREF}. Update this file and src/browser/manifest-link.ts to the plugin's new output.`,
    );
  }
  return headComponents.filter((component) => !isManifestLink(component));
}
