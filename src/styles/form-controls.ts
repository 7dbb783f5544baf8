/** Shared look of form controls: 44 px targets, visible borders, red only with text. */
import { css } from "@emotion/react";
import { theme } from "./theme";

export const fieldStyle = css`
  display: grid;
  gap: ${theme.space.xs};
  /* A field beside a taller one (a hint above its control) keeps its rows' heights instead of stretching them. */
  align-content: start;
  label {
    font-weight: ${theme.fontWeights.bold};
    color: ${theme.colors.text};
  }
`;

/** A label on its own line above its control, where no fieldStyle grid places it (the calculator, the chat). */
export const labelAboveStyle = css`
  display: block;
  margin-bottom: ${theme.space.xs};
  font-weight: ${theme.fontWeights.bold};
`;

export const controlStyle = css`
  width: 100%;
  min-height: ${theme.sizes.tapTarget};
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.colors.textMuted};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.white};
  color: ${theme.colors.text};
  font: inherit;
  &[aria-invalid="true"] {
    border: 2px solid ${theme.colors.error};
  }
`;

export const hintStyle = css`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

export const errorStyle = css`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.bold};
  color: ${theme.colors.error};
`;
