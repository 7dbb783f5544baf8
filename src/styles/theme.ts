/** Design tokens: every colour, size and shadow the site uses. Text pairs are chosen to meet WCAG 2.2 AA. */
export const theme = {
  colors: {
    primary: "#0B3558",
    primaryDark: "#082640",
    teal: "#0B6E6D",
    tealLight: "#E3F4F3",
    accent: "#F2A541",
    accentHover: "#F5B865",
    text: "#1F2933",
    textMuted: "#4A5866",
    textOnDark: "#FFFFFF",
    textOnDarkMuted: "#D5E1EC",
    border: "#D9E2EC",
    surface: "#F5F7FA",
    sky: "#E8F1F8",
    white: "#FFFFFF",
    focus: "#9A4A00",
    error: "#B42318",
    errorLight: "#FEF3F2",
    success: "#067647",
    successLight: "#ECFDF3",
    focusOnDark: "#F2A541",
  },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  },
  /**
   * Text is regular (400, the default) or bold: each further weight is one more font face for the browser to
   * find and load.
   */
  fontWeights: { bold: 700 },
  fontSizes: {
    sm: "0.875rem",
    base: "1rem",
    lg: "1.125rem",
    xl: "1.25rem",
    h3: "1.375rem",
    h2: "clamp(1.625rem, 1.2rem + 1.8vw, 2.25rem)",
    h1: "clamp(2rem, 1.4rem + 3vw, 3.25rem)",
  },
  lineHeights: { tight: 1.2, body: 1.6 },
  space: {
    xs: "0.25rem",
    sm: "0.5rem",
    md: "1rem",
    lg: "1.5rem",
    xl: "2rem",
    xxl: "3rem",
    xxxl: "4.5rem",
  },
  radii: { sm: "6px", md: "12px", lg: "20px", pill: "999px" },
  shadows: {
    card: "0 1px 2px rgba(16, 42, 67, 0.08), 0 6px 16px rgba(16, 42, 67, 0.08)",
    raised: "0 8px 28px rgba(16, 42, 67, 0.18)",
  },
  sizes: {
    content: "72rem",
    prose: "42rem",
    tapTarget: "44px",
    headerHeight: "4rem",
    /** The floating chat button; larger than a tap target so it reads as the page's floating action. */
    chatToggle: "3.5rem",
  },
  breakpoints: { sm: 600, md: 900, lg: 1200 },
} as const;

export type Theme = typeof theme;
