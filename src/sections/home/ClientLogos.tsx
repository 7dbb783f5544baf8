/** 'Trusted by Industry Leaders': the six client logos with their industries. */
import { css } from "@emotion/react";
import { theme } from "../../styles/theme";
import { Grid } from "../../components/ui/Grid";
import { Section } from "../../components/ui/Section";

interface Props {
  clients: readonly { name: string; industry: string; logo: { publicURL: string | null } }[];
}

const logoStyle = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.white};
  img {
    width: 100%;
    max-width: 12rem;
    height: auto;
    aspect-ratio: 3 / 1;
  }
  span {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
    text-transform: capitalize;
  }
`;

export function ClientLogos({ clients }: Props) {
  return (
    <Section id="clients" heading="Trusted by Industry Leaders">
      <Grid minColumn="9rem">
        {clients.map(({ name, industry, logo }) => (
          <li key={name} css={logoStyle}>
            <img
              src={logo.publicURL ?? ""}
              alt={`${name} logo`}
              width="240"
              height="80"
              loading="lazy"
              decoding="async"
            />
            <span>{industry}</span>
          </li>
        ))}
      </Grid>
    </Section>
  );
}
