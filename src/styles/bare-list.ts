/** A list shown as a layout (a grid of cards, a row of links) rather than as bullets. */
import { css } from "@emotion/react";

export const bareListStyle = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;
