/** A link styled as a button: Gatsby's Link for pages of the site, a plain anchor for tel:, mailto: and the web. */
import { css } from "@emotion/react";
import { Link } from "gatsby";
import type { ReactNode } from "react";
import { theme } from "../../styles/theme";

export type ButtonVariant = "accent" | "primary" | "secondary" | "onDark";

interface Props {
  to: string;
  variant?: ButtonVariant;
  children: ReactNode;
  "aria-label"?: string;
}

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  min-height: ${theme.sizes.tapTarget};
  padding: ${theme.space.sm} ${theme.space.lg};
  border: 2px solid transparent;
  border-radius: ${theme.radii.pill};
  font-weight: ${theme.fontWeights.bold};
  text-decoration: none;
  line-height: 1.2;
  text-align: center;
  transition: background-color 0.15s ease;
`;

/** A small outlined button on a light background, coloured by where it is used: the menu toggle, a document's Remove. */
export const smallButtonStyle = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: ${theme.sizes.tapTarget};
  padding: 0 ${theme.space.sm};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.white};
  font-weight: ${theme.fontWeights.bold};
  cursor: pointer;
`;

export const buttonVariants: Record<ButtonVariant, ReturnType<typeof css>> = {
  accent: css`
    background: ${theme.colors.accent};
    color: ${theme.colors.primaryDark};
    &:hover {
      background: ${theme.colors.accentHover};
    }
  `,
  primary: css`
    background: ${theme.colors.primary};
    color: ${theme.colors.white};
    &:hover {
      background: ${theme.colors.primaryDark};
    }
  `,
  secondary: css`
    background: ${theme.colors.white};
    color: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
    &:hover {
      background: ${theme.colors.sky};
    }
  `,
  onDark: css`
    background: transparent;
    color: ${theme.colors.white};
    border-color: ${theme.colors.white};
    &:hover {
      background: ${theme.colors.primaryDark};
    }
  `,
};

export const buttonStyle = (variant: ButtonVariant) => [base, buttonVariants[variant]];

const isInternal = (to: string) => to.startsWith("/") && !to.startsWith("//");

export function Button({ to, variant = "accent", children, "aria-label": ariaLabel }: Props) {
  return isInternal(to) ? (
    <Link to={to} css={buttonStyle(variant)} aria-label={ariaLabel}>
      {children}
    </Link>
  ) : (
    <a href={to} css={buttonStyle(variant)} aria-label={ariaLabel}>
      {children}
    </a>
  );
}
