/** A responsive list of equal-width columns: one on phones, more as the screen allows. */
import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { theme } from "../../styles/theme";

interface Props {
  /** Narrowest a column may get before the grid drops a column. */
  minColumn?: string;
  as?: "ul" | "ol" | "div";
  children: ReactNode;
}

export function Grid({ minColumn = "16rem", as: Element = "ul", children }: Props) {
  return (
    <Element
      css={css`
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(min(${minColumn}, 100%), 1fr));
        gap: ${theme.space.lg};
        list-style: none;
        margin: 0;
        padding: 0;
      `}
    >
      {children}
    </Element>
  );
}
