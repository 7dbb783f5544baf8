/**
 * A list of cards that never leaves a hole: one column on phones, two on tablets, three on wide screens, and the
 * cards of a short last row widen to fill it (3 + 2 becomes two halves, 2 + 1 a full-width last card, 4 is 2 × 2).
 * Pure CSS on the number of children, so it needs no script and holds for any count an editor gives.
 */
import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { mq } from "../../styles/mq";
import { theme } from "../../styles/theme";
import { bareList } from "../../styles/patterns";

const { sm, lg } = theme.breakpoints;

const gridStyle = css`
  ${bareList};
  display: grid;
  gap: ${theme.space.lg};
  @media (min-width: ${sm}px) and (max-width: ${lg - 0.02}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > :nth-child(2n + 1):last-child {
      grid-column: 1 / -1;
    }
  }
  /* Six tracks: a card takes two, so a short last row can split them three and three, or take all six. */
  ${mq.lg} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
    > * {
      grid-column: span 2;
    }
    > :nth-child(3n + 1):last-child {
      grid-column: 1 / -1;
    }
    /* After the rule above, which four cards would otherwise meet on their last one. */
    > :nth-child(3n + 1):nth-last-child(2),
    > :nth-child(3n + 2):last-child,
    > :first-child:nth-last-child(4),
    > :first-child:nth-last-child(4) ~ * {
      grid-column: span 3;
    }
  }
`;

interface Props {
  children: ReactNode;
}

export function BalancedGrid({ children }: Props) {
  return <ul css={gridStyle}>{children}</ul>;
}
