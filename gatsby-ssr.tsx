import type { GatsbySSR } from "gatsby";
import { NoScriptStyles } from "./src/components/layout/NoScriptStyles";
import { collectedStyles, withStyleCollection } from "./src/styles/critical-css";
import { GlobalStyles } from "./src/styles/global-css";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element, pathname }) =>
  withStyleCollection(element, pathname);

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en-NG" });
  // Gatsby's Head API does not render <noscript>, so the no-JavaScript styles go into every page's
  // <head> here, with the site-wide ones, which the app never touches.
  setHeadComponents([<NoScriptStyles key="no-script-styles" />, <GlobalStyles key="global-styles" />]);
};

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  pathname,
  getHeadComponents,
  replaceHeadComponents,
}) => {
  const styles = collectedStyles(pathname);
  if (styles) replaceHeadComponents([...getHeadComponents(), styles]);
};
