/** The five service categories on the home page, each leading to its part of the products page. */
import { css } from "@emotion/react";
import { Link } from "gatsby";
import { categoryAnchor } from "../../lib/routes";
import { theme } from "../../styles/theme";
import { Card } from "../../components/ui/Card";
import { Grid } from "../../components/ui/Grid";
import { IconBadge } from "../../components/ui/IconBadge";
import { Section } from "../../components/ui/Section";

interface Props {
  cards: readonly { title: string; description: string; icon: string; category: { jsonId: string } }[];
}

/** The description takes the spare height, so every card's link sits at its bottom, level with its row's. */
const bodyStyle = css`
  display: flex;
  flex-direction: column;
  height: 100%;
  p {
    flex: 1;
  }
`;

const linkStyle = css`
  font-weight: ${theme.fontWeights.bold};
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  min-height: ${theme.sizes.tapTarget};
`;

export function ServiceCards({ cards }: Props) {
  return (
    <Section id="services" heading="Insurance for Every Need" tone="muted">
      <Grid minColumn="12.5rem">
        {cards.map(({ title, description, icon, category }) => (
          <Card as="li" key={title}>
            <div css={bodyStyle}>
              <IconBadge name={icon} />
              <h3 css={{ fontSize: theme.fontSizes.lg, marginTop: theme.space.md, overflowWrap: "normal" }}>{title}</h3>
              <p>{description}</p>
              <Link to={categoryAnchor(category.jsonId)} css={linkStyle} aria-label={`Explore ${title}`}>
                Explore
              </Link>
            </div>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
