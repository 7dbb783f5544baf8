import type { GatsbySSR } from "gatsby";
import { NoScriptStyles } from "./src/components/layout/NoScriptStyles";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en-NG" });
  // Gatsby's Head API does not render <noscript>, so these styles go into every page's <head> here.
  setHeadComponents([<NoScriptStyles key="no-script-styles" />]);
};
