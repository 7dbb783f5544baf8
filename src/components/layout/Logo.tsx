/** The company mark (a shield holding a cowry shell) and short name, linking home. */
import { css } from "@emotion/react";
import { Link } from "gatsby";
import { theme } from "../../styles/theme";
import { tapTargetLink } from "../../styles/patterns";

interface Props {
  name: string;
  tone?: "onLight" | "onDark";
}

const logoStyle = css`
  ${tapTargetLink};
  gap: ${theme.space.sm};
  font-weight: ${theme.fontWeights.bold};
  font-size: ${theme.fontSizes.xl};
  letter-spacing: -0.01em;
  text-decoration: none;
`;

export function Logo({ name, tone = "onLight" }: Props) {
  const textColour = tone === "onLight" ? theme.colors.primary : theme.colors.white;
  return (
    <Link to="/" css={[logoStyle, { color: textColour }]}>
      <svg width="32" height="36" viewBox="0 0 32 36" aria-hidden="true" focusable="false">
        <path
          d="M16 1 30 6v11c0 9-6 15-14 18C8 32 2 26 2 17V6z"
          fill={theme.colors.primary}
          stroke={theme.colors.accent}
          strokeWidth="2"
        />
        <ellipse cx="16" cy="18" rx="6.5" ry="9" fill={theme.colors.accent} />
        <path
          d="M16 10.5v15M13.5 13h-1.5M13.5 17h-2M13.5 21h-1.5M18.5 13h1.5M18.5 17h2M18.5 21h1.5"
          stroke={theme.colors.primary}
          strokeWidth="1.4"
          strokeLinecap="round"
        />
      </svg>
      {name}
    </Link>
  );
}
