import type { GatsbyBrowser } from "gatsby";

/** Marks the page as interactive, so styles and browser tests can tell server HTML from the running app. */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true";
};
