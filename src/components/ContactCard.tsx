/** A card with an icon, a heading and the ways to reach us that it lists. */
import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { theme } from "../styles/theme";
import { Card } from "./ui/Card";
import { IconBadge } from "./ui/IconBadge";

interface Props {
  icon: string;
  heading: string;
  children: ReactNode;
}

const bodyStyle = css`
  h2 {
    font-size: ${theme.fontSizes.xl};
    margin: ${theme.space.md} 0 ${theme.space.sm};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.sizes.tapTarget};
    font-weight: ${theme.fontWeights.bold};
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

export function ContactCard({ icon, heading, children }: Props) {
  return (
    <Card as="li">
      <div css={bodyStyle}>
        <IconBadge name={icon} />
        <h2>{heading}</h2>
        {children}
      </div>
    </Card>
  );
}
