import type { GatsbySSR } from "gatsby";
import { isValidElement } from "react";
import { withoutManifestLink } from "./gatsby/rewrites/defer-manifest-link";
import { leftOut } from "./src/lib/bench-without";
import { NoScriptStyles } from "./src/components/layout/NoScriptStyles";
import { IconSprite } from "./src/icons/IconSprite";
import { collectedIconNames, withIconCollection } from "./src/icons/icon-collection";
import { collectedStyles, withStyleCollection } from "./src/styles/critical-css";
import { GlobalStyles } from "./src/styles/global-css";

const SPRITE = "icon-sprite";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element, pathname }) =>
  withStyleCollection(withIconCollection(element, pathname), pathname);

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
  setPreBodyComponents,
}) => {
  setHtmlAttributes({ lang: "en-NG" });
  // Gatsby's Head API does not render <noscript>, so the no-JavaScript styles go into every page's
  // <head> here, with the site-wide ones, which the app never touches.
  setHeadComponents([<NoScriptStyles key="no-script-styles" />, <GlobalStyles key="global-styles" />]);
  // Outside the app's root, so hydration and client-side navigations leave it in place. Narrowed to the page's
  // own icons once the page has rendered (below).
  setPreBodyComponents([<IconSprite key={SPRITE} />]);
};

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  pathname,
  getHeadComponents,
  replaceHeadComponents,
  getPreBodyComponents,
  replacePreBodyComponents,
}) => {
  const styles = collectedStyles(pathname);
  const head = leftOut("defer-manifest-link")
    ? getHeadComponents()
    : withoutManifestLink(getHeadComponents(), pathname);
  replaceHeadComponents([...head, ...(styles ? [styles] : [])]);
  const icons = collectedIconNames(pathname);
  if (icons && !leftOut("per-page-icon-sprite")) {
    const others = getPreBodyComponents().filter((component) => !isValidElement(component) || component.key !== SPRITE);
    replacePreBodyComponents([<IconSprite key={SPRITE} drawn={icons} />, ...others]);
  }
};
