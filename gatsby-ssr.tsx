import type { GatsbySSR } from "gatsby";
import { NoScriptStyles } from "./src/components/layout/NoScriptStyles";
import { collectedStyles, withStyleCollection } from "./src/styles/critical-css";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element, pathname }) =>
  withStyleCollection(element, pathname);

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en-NG" });
  // Gatsby's Head API does not render <noscript>, so these styles go into every page's <head> here.
  setHeadComponents([<NoScriptStyles key="no-script-styles" />]);
};

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  pathname,
  getHeadComponents,
  replaceHeadComponents,
}) => {
  const styles = collectedStyles(pathname);
  if (styles) replaceHeadComponents([...getHeadComponents(), ...styles]);
};
