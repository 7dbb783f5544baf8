/** Where a statement of law on the page comes from: each source's title, section and link, in small print. */
import { css } from "@emotion/react";
import { graphql } from "gatsby";
import { theme } from "../styles/theme";

interface Source {
  title: string;
  section?: string | null;
  url: string;
}

interface Props {
  sources?: readonly Source[] | null;
}

const sourcesStyle = css`
  margin: ${theme.space.lg} 0 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
  ul {
    display: grid;
    gap: ${theme.space.xs};
    padding-left: ${theme.space.lg};
  }
  a {
    display: inline-block;
    padding: ${theme.space.xs} 0;
  }
`;

export function LawSources({ sources }: Props) {
  if (!sources?.length) return null;
  return (
    <div css={sourcesStyle}>
      <p css={{ margin: 0 }}>Sources of the legal requirements stated here:</p>
      <ul aria-label="Sources">
        {sources.map(({ title, section, url }) => (
          <li key={`${title}-${section ?? ""}`}>
            <a href={url} rel="noopener noreferrer">
              {section ? `${title}, ${section}` : title}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const query = graphql`
  fragment LawSources on LawSource {
    title
    section
    url
  }
`;
