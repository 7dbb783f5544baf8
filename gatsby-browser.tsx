import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import type { GatsbyBrowser } from "gatsby";
import type { Renderer } from "react-dom";
import { addManifestLink } from "./src/browser/manifest-link";
import { renderApp } from "./src/browser/render-app";
import { eraseExpiredDrafts } from "./src/forms/drafts/expire-drafts";
import { emotionCacheOptions } from "./src/styles/emotion-setup";

/**
 * Emotion inserts the rules the page uses again, in <style> elements of its own: left to the server's critical
 * <style>, the app's start-up was no sooner on a throttled phone (docs/performance.md, critical-style-adoption).
 */
const styleCache = createCache(emotionCacheOptions);

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <CacheProvider value={styleCache}>{element}</CacheProvider>
);

/**
 * Marks the page as interactive, so styles and browser tests can tell server HTML from the running app, links
 * the web app manifest, which the built pages leave out, and erases a form's copy kept on the phone past its time.
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true";
  addManifestLink(document);
  // Storage refused, or the draft code not fetched on a lost connection: the next page the visitor opens tries again.
  void eraseExpiredDrafts().catch(() => undefined);
};

/**
 * Hydrates in slices rather than one long task (see render-app.ts). Gatsby still types this hook with
 * React's legacy render() signature; it calls it as renderApp's (element, container).
 */
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => renderApp as Renderer;
