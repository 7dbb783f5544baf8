/** The body of the privacy notice or the terms of use: dated sections of paragraphs and lists. */
import { graphql } from "gatsby";
import { formatDate } from "../lib/dates";
import { theme } from "../styles/theme";
import { Section } from "./ui/Section";

interface Props {
  updated: string;
  sections: readonly { heading: string; paragraphs: readonly string[]; items?: readonly string[] | null }[];
}

export function LegalDocument({ updated, sections }: Props) {
  return (
    <Section>
      <div css={{ maxWidth: theme.sizes.prose }}>
        <p css={{ color: theme.colors.textMuted }}>Last updated {formatDate(updated)}.</p>
        {sections.map(({ heading, paragraphs, items }) => (
          <section key={heading} css={{ marginTop: theme.space.xl }}>
            <h2 css={{ fontSize: theme.fontSizes.h3 }}>{heading}</h2>
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {items && (
              <ul css={{ paddingLeft: theme.space.lg, display: "grid", gap: theme.space.sm }}>
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </Section>
  );
}

export const query = graphql`
  fragment LegalDocument on LegalJson {
    updated(formatString: "YYYY-MM-DD")
    sections {
      heading
      paragraphs
      items
    }
  }
`;
