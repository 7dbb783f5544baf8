/** A product on the services page: picture, name, summary and a link to its page. */
import { css } from "@emotion/react";
import { graphql, Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { productPath } from "../lib/routes";
import { theme } from "../styles/theme";
import { visuallyHidden } from "../styles/visually-hidden";
import { buttonStyle } from "./ui/Button";
import { surfaceStyle } from "./ui/Card";
import { Icon } from "../icons/Icon";
import { Picture } from "./ui/Picture";

interface Props {
  product: {
    jsonId: string;
    title: string;
    summary: string;
    icon: string;
    image: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null };
  };
}

const cardStyle = css`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  ${surfaceStyle};
`;

const cardImageStyle = css`
  display: block;
  width: 100%;
  height: auto;
`;

const bodyStyle = css`
  display: flex;
  flex-direction: column;
  flex: 1;
  padding: ${theme.space.lg};
  h3 {
    display: flex;
    align-items: center;
    gap: ${theme.space.sm};
    font-size: ${theme.fontSizes.xl};
  }
  h3 svg {
    flex: none;
    color: ${theme.colors.teal};
  }
  p {
    flex: 1;
  }
`;

export function ProductCard({ product }: Props) {
  const image = product.image.childImageSharp?.gatsbyImageData;
  return (
    <li css={cardStyle}>
      {image && <Picture css={cardImageStyle} image={image} alt="" />}
      <div css={bodyStyle}>
        <h3>
          <Icon name={product.icon} />
          {product.title}
        </h3>
        <p>{product.summary}</p>
        <Link to={productPath(product.jsonId)} css={[buttonStyle("secondary"), { alignSelf: "flex-start" }]}>
          {/* The link's text names the product too, for screen readers and search engines alike. */}
          Learn More<span css={visuallyHidden}> about {product.title}</span>
        </Link>
      </div>
    </li>
  );
}

export const query = graphql`
  fragment ProductCard on ProductsJson {
    image {
      childImageSharp {
        # The card is at least 270 px wide wherever it shows, so Gatsby's 120 and 240 px copies are never chosen.
        gatsbyImageData(
          width: 480
          breakpoints: [480, 960]
          aspectRatio: 1.7778
          sizes: "(min-width: 1200px) 360px, (min-width: 600px) 45vw, 100vw"
        )
      }
    }
    icon
    title
    summary
    jsonId
  }
`;
