/** Style pieces that several components start from, named for what they make. */
import { css } from "@emotion/react";
import { theme } from "./theme";

/** A list laid out by its own rules: no bullets, no indent. */
export const bareList = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** A bare list whose items stand one under another, a small gap apart. */
export const stackedList = css`
  ${bareList};
  display: grid;
  gap: ${theme.space.sm};
`;

/** An icon and its text on one line, centred on each other. */
export const iconRow = css`
  display: flex;
  align-items: center;
`;

/** A link that is a full tap target (WCAG 2.5.8) however short its text, its icon centred beside it. */
export const tapTargetLink = css`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.sizes.tapTarget};
`;
