/** A white panel with a soft shadow, used for grouped facts and lists. */
import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { theme } from "../../styles/theme";

const cardStyle = css`
  background: ${theme.colors.white};
  color: ${theme.colors.text};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.card};
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
