/** The fact cards of a product page; Coverage and 'In Case of Total Loss' appear only when the product lists them. */
import { css } from "@emotion/react";
import { CheckList } from "../../components/ui/CheckList";
import { theme } from "../../styles/theme";
import { Card } from "../../components/ui/Card";
import { BalancedGrid } from "../../components/ui/BalancedGrid";

/** The lists of a product record (data/products.json) that have a card of their own. */
export interface ProductFacts {
  benefits: readonly string[];
  requirements: readonly string[];
  claimDocuments: readonly string[];
  coverage?: readonly string[] | null;
  incaseOfTotalLoss?: readonly string[] | null;
}

const headingStyle = css`
  font-size: ${theme.fontSizes.h3};
`;

export function ProductDetailCards({ product }: { product: ProductFacts }) {
  const cards = [
    { title: "Benefits", items: product.benefits },
    { title: "Coverage", items: product.coverage },
    { title: "Underwriting Requirements", items: product.requirements },
    { title: "Claim Substatiating Documents", items: product.claimDocuments },
    { title: "In Case of Total Loss", items: product.incaseOfTotalLoss },
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
