import type { GatsbySSR } from "gatsby";
import { NoScriptStyles } from "./src/components/layout/NoScriptStyles";
import { IconSprite } from "./src/icons/IconSprite";
import { collectedStyles, withStyleCollection } from "./src/styles/critical-css";
import { GlobalStyles } from "./src/styles/global-css";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element, pathname }) =>
  withStyleCollection(element, pathname);

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
  setPreBodyComponents,
}) => {
  setHtmlAttributes({ lang: "en-NG" });
  // Gatsby's Head API does not render <noscript>, so the no-JavaScript styles go into every page's
  // <head> here, with the site-wide ones, which the app never touches.
  setHeadComponents([<NoScriptStyles key="no-script-styles" />, <GlobalStyles key="global-styles" />]);
  // Outside the app's root, so hydration and client-side navigations leave it in place.
  setPreBodyComponents([<IconSprite key="icon-sprite" />]);
};

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  pathname,
  getHeadComponents,
  replaceHeadComponents,
}) => {
  const styles = collectedStyles(pathname);
  if (styles) replaceHeadComponents([...getHeadComponents(), styles]);
};
