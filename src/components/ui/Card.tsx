/** A white panel with a soft shadow, used for grouped facts and lists. */
import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { theme } from "../../styles/theme";

/** The white, bordered, softly shadowed panel that cards, forms and steps share. */
export const surfaceStyle = css`
  background: ${theme.colors.white};
  color: ${theme.colors.text};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.card};
`;

const cardStyle = css`
  ${surfaceStyle};
  padding: ${theme.space.lg};
  height: 100%;
  h2,
  h3 {
    color: ${theme.colors.primary};
  }
`;

interface Props {
  as?: "div" | "li" | "article";
  children: ReactNode;
}

export function Card({ as: Element = "div", children }: Props) {
  return <Element css={cardStyle}>{children}</Element>;
}
