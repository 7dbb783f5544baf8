/**
 * Site-wide base styles: box model, typography and the focus ring.
 *
 * Plain CSS written into every page's <head> at build time, not an Emotion <Global>: <Global> would
 * take its <style> over in the browser, and any <style> moved or added makes the browser restyle the
 * whole page during start-up. These rules never change, so the app need not know of them.
 */
import { theme } from "./theme";

const globalCss = `
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-behavior: smooth;
    /* A link or field reached with Tab is scrolled clear of the floating chat button at the bottom. */
    scroll-padding-bottom: calc(${theme.sizes.chatToggle} + 2 * ${theme.space.md});
  }
  @media (prefers-reduced-motion: reduce) {
    html {
      scroll-behavior: auto;
    }
  }
  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.base};
    line-height: ${theme.lineHeights.body};
    color: ${theme.colors.text};
    background: ${theme.colors.white};
    overflow-wrap: break-word;
  }
  h1,
  h2,
  h3,
  h4 {
    line-height: ${theme.lineHeights.tight};
    margin: 0 0 ${theme.space.md};
    color: ${theme.colors.primary};
  }
  p {
    margin: 0 0 ${theme.space.md};
  }
  a {
    color: ${theme.colors.teal};
    text-underline-offset: 0.15em;
  }
  img {
    max-width: 100%;
    display: block;
  }
  ul {
    margin: 0;
  }
  button {
    font: inherit;
  }
  :focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  [id] {
    scroll-margin-top: calc(${theme.sizes.headerHeight} + ${theme.space.md});
  }
`;

export function GlobalStyles() {
  return <style dangerouslySetInnerHTML={{ __html: globalCss }} />;
}
