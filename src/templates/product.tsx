import { css } from "@emotion/react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { Icon } from "../icons/Icon";
import { ProductDetailCards } from "../sections/product/ProductDetailCards";
import { LawSources } from "../components/LawSources";
import { TrustLine } from "../components/TrustFacts";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/layout/Seo";
import { Button } from "../components/ui/Button";
import { Container } from "../components/ui/Container";
import { HeroThumbnail } from "../components/ui/HeroThumbnail";
import { Picture } from "../components/ui/Picture";
import { Section } from "../components/ui/Section";
import { canonicalPath } from "../lib/routes";
import { breadcrumbList, insuranceService } from "../lib/structured-data";
import { mq } from "../styles/mq";
import { theme } from "../styles/theme";
import { tapTargetLink } from "../styles/patterns";

const heroStyle = css`
  position: relative;
  color: ${theme.colors.white};
  background: ${theme.colors.primaryDark};
`;

/**
 * From md the artwork fills the band behind the text, whatever height the text needs. On a phone it would be the
 * largest paint, a picture's round trip after the text; there the hero shows it small, beside the back link.
 */
const backdropStyle = css`
  display: none;
  ${mq.md} {
    display: block;
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * Below md: beside the back link, no taller than its row (a 16:9 banner at 6.5rem is 58.5 px, the row 60 px), so
 * the heading and description keep their lines and the trust facts stay on a phone's first screen.
 */
const thumbnailStyle = css`
  width: 6.5rem;
  margin: 0 0 0 ${theme.space.md};
  ${mq.md} {
    display: none;
  }
`;

/** Darkens the artwork behind the text so white text keeps AA contrast on every picture. */
const overlayStyle = css`
  position: relative;
  background: rgba(8, 38, 64, 0.82);
  padding: ${theme.space.xl} 0 ${theme.space.xxl};
  ${mq.md} {
    min-height: 26rem;
    padding: ${theme.space.xxl} 0 ${theme.space.xxxl};
    background: linear-gradient(90deg, rgba(8, 38, 64, 0.9) 0%, rgba(8, 38, 64, 0.75) 45%, rgba(8, 38, 64, 0) 75%);
  }
  h1 {
    color: ${theme.colors.white};
    font-size: ${theme.fontSizes.h1};
    max-width: 18ch;
  }
  p {
    max-width: 34rem;
    font-size: ${theme.fontSizes.lg};
    margin: 0;
  }
  :focus-visible {
    outline-color: ${theme.colors.focusOnDark};
  }
`;

const backLinkStyle = css`
  ${tapTargetLink};
  gap: ${theme.space.xs};
  margin-bottom: ${theme.space.md};
  color: ${theme.colors.white};
  font-weight: ${theme.fontWeights.bold};
`;

export default function ProductTemplate({ data }: PageProps<Queries.ProductTemplateQuery>) {
  const product = data.productsJson!;
  const background = product.backgroundImage.childImageSharp?.gatsbyImageData;
  return (
    <Layout>
      <div css={heroStyle}>
        {background && (
          <Picture css={backdropStyle} image={background} alt="" priority omitBelow={theme.breakpoints.md} />
        )}
        <div css={overlayStyle}>
          <Container>
            {background && (
              <HeroThumbnail css={thumbnailStyle} image={background} deferBelow={theme.breakpoints.md} sizes="6.5rem" />
            )}
            <Link to="/services" css={backLinkStyle}>
              <Icon name="ArrowLeft" size={20} />
              Back to Services
            </Link>
            <h1>{product.title}</h1>
            <p>{product.description}</p>
            <TrustLine />
          </Container>
        </div>
      </div>
      <Section tone="muted">
        <ProductDetailCards product={product} />
        <LawSources sources={product.sources} />
        <div css={{ marginTop: theme.space.xl }}>
          <Button to="/contact">Get a Quote</Button>
        </div>
      </Section>
    </Layout>
  );
}

export const Head = ({ data, location }: HeadProps<Queries.ProductTemplateQuery>) => {
  const product = data.productsJson!;
  const siteUrl = data.site!.siteMetadata!.siteUrl!;
  const url = `${siteUrl}${canonicalPath(location.pathname)}`;
  return (
    <Seo
      title={product.title}
      description={product.description}
      pathname={location.pathname}
      structuredData={[
        breadcrumbList(siteUrl, [
          { name: "Home", path: "/" },
          { name: "Services", path: "/services/" },
          { name: product.title, path: canonicalPath(location.pathname) },
        ]),
        insuranceService({ ...product, category: data.categoriesJson!.title }, url, siteUrl),
      ]}
    />
  );
};

export const query = graphql`
  query ProductTemplate($id: String!) {
    site {
      siteMetadata {
        siteUrl
      }
    }
    categoriesJson(products: { elemMatch: { id: { eq: $id } } }) {
      title
    }
    productsJson(id: { eq: $id }) {
      title
      description
      benefits
      requirements
      claimDocuments
      coverage
      incaseOfTotalLoss
      sources {
        ...LawSources
      }
      backgroundImage {
        childImageSharp {
          gatsbyImageData(
            width: 1440
            breakpoints: [480, 768, 1080, 1440]
            sizes: "100vw"
            quality: 60
            # The banner is a phone's largest paint, and flat artwork looks the same in AVIF at 45: 3.1 KB at 768 px, not 5.2 KB.
            avifOptions: { quality: 45 }
          )
        }
      }
    }
  }
`;
