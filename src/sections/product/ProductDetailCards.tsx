/** The fact cards of a product page; Coverage and 'In Case of Total Loss' appear only when the product lists them. */
import { css } from "@emotion/react";
import { CheckList } from "../../components/ui/CheckList";
import { theme } from "../../styles/theme";
import { Card } from "../../components/ui/Card";
import { BalancedGrid } from "../../components/ui/BalancedGrid";

interface Props {
  benefits: readonly string[];
  requirements: readonly string[];
  claimDocuments: readonly string[];
  coverage?: readonly string[] | null;
  incaseOfTotalLoss?: readonly string[] | null;
}

const headingStyle = css`
  font-size: ${theme.fontSizes.h3};
`;

export function ProductDetailCards({ benefits, requirements, claimDocuments, coverage, incaseOfTotalLoss }: Props) {
  const cards = [
    { title: "Benefits", items: benefits },
    { title: "Coverage", items: coverage },
    { title: "Underwriting Requirements", items: requirements },
    { title: "Claim Substatiating Documents", items: claimDocuments },
    { title: "In Case of Total Loss", items: incaseOfTotalLoss },
  ].filter((card): card is { title: string; items: readonly string[] } => (card.items?.length ?? 0) > 0);

  return (
    <BalancedGrid>
      {cards.map(({ title, items }) => (
        <Card as="li" key={title}>
          <h2 css={headingStyle}>{title}</h2>
          <CheckList items={items} />
        </Card>
      ))}
    </BalancedGrid>
  );
}
