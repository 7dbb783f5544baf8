/** Centres content at the site's reading width with side padding. */
import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { theme } from "../../styles/theme";

export const containerStyle = css`
  width: 100%;
  max-width: ${theme.sizes.content};
  margin: 0 auto;
  padding: 0 ${theme.space.md};
`;

interface Props {
  children: ReactNode;
}

export function Container({ children }: Props) {
  return <div css={containerStyle}>{children}</div>;
}
