/**
 * The band at the top of a page: its one H1, a short introduction, optional calls to action, the trust facts and
 * the page's artwork (data/pages.json `heroImage`): in the right-hand column from 900 px, beside the heading and
 * introduction from 600 px, and on phones a small picture set into the introduction.
 */
import { css } from "@emotion/react";
import { graphql } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { ReactNode } from "react";
import { mq } from "../../styles/mq";
import { theme } from "../../styles/theme";
import { TrustLine } from "../TrustFacts";
import { Container } from "./Container";
import { HeroThumbnail } from "./HeroThumbnail";

/** What the hero shows of a page's record (data/pages.json), as the PageText fragment asks for it. */
export interface PageHeroText {
  heading: string;
  intro: string;
  heroImage: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null };
}

interface Props {
  /** The page's record as its query found it: null only if data/pages.json lacks it, which the content check stops. */
  page: PageHeroText | null;
  children?: ReactNode;
}

const heroStyle = css`
  background: linear-gradient(
    135deg,
    ${theme.colors.primaryDark} 0%,
    ${theme.colors.primary} 60%,
    ${theme.colors.teal} 100%
  );
  color: ${theme.colors.textOnDark};
  padding: ${theme.space.xxl} 0;
  ${mq.md} {
    padding: ${theme.space.xxxl} 0;
  }
  h1 {
    color: ${theme.colors.textOnDark};
    font-size: ${theme.fontSizes.h1};
    max-width: 20ch;
  }
  p {
    font-size: ${theme.fontSizes.lg};
    max-width: ${theme.sizes.prose};
    color: ${theme.colors.textOnDarkMuted};
  }
  :focus-visible {
    outline-color: ${theme.colors.focusOnDark};
  }
`;

/**
 * Phones: one column, the artwork floated into the introduction. From sm: the heading and introduction beside a
 * small artwork, the calls to action and trust facts under them all. From md: two columns, the text centred against
 * a large artwork (the empty first and last rows take up any difference in height).
 */
const layoutStyle = css`
  display: flow-root;
  ${mq.sm} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) 12rem;
    grid-template-rows: auto 1fr auto;
    grid-template-areas: "heading art" "intro art" "more more";
    column-gap: ${theme.space.xl};
    h1 {
      grid-area: heading;
    }
    p {
      grid-area: intro;
    }
  }
  ${mq.md} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    grid-template-rows: 1fr auto auto auto 1fr;
    grid-template-areas: ". art" "heading art" "intro art" "more art" ". art";
    column-gap: ${theme.space.xxl};
  }
`;

/** From sm the artwork takes a column of its own beside the heading and introduction. */
const artworkStyle = css`
  ${mq.sm} {
    float: none;
    grid-area: art;
    align-self: center;
    width: 100%;
    margin: 0;
  }
  ${mq.md} {
    border-radius: ${theme.radii.lg};
  }
`;

/** Below the artwork when a short introduction leaves it hanging. */
const moreStyle = css`
  clear: both;
  ${mq.sm} {
    grid-area: more;
  }
`;

const actionsStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  margin-top: ${theme.space.lg};
`;

/**
 * From md the artwork is the largest thing on the first screen, the page's LCP: there it is fetched with the HTML, at
 * high priority, and the lazy <img> finds it ready. Only there: on a phone it waits for the text to paint.
 */
function WideScreenPreload({ image }: { image: IGatsbyImageData }) {
  const avif = image.images.sources?.find((source) => source.type === "image/avif");
  if (!avif) return null;
  return (
    <link
      rel="preload"
      as="image"
      type="image/avif"
      media={`(min-width: ${theme.breakpoints.md}px)`}
      imageSrcSet={avif.srcSet}
      imageSizes={avif.sizes || image.images.fallback?.sizes}
      // React 18 does not know the camel-cased fetchPriority; the lower-case attribute passes through.
      {...{ fetchpriority: "high" }}
    />
  );
}

export function PageHero({ page, children }: Props) {
  if (!page) throw new Error("PageHero: the page's query found no record in data/pages.json (pagesJson)");
  const { heading, intro, heroImage } = page;
  const image = heroImage.childImageSharp?.gatsbyImageData;
  // The content check has found the file; a picture the image pipeline could not read must not pass unnoticed.
  if (!image) throw new Error(`PageHero: the hero picture of the page "${heading}" was not processed (heroImage)`);
  return (
    <div css={heroStyle}>
      <Container>
        <div css={layoutStyle}>
          <h1>{heading}</h1>
          {/*
            Decorative: the heading says what the page is. On a phone it is fetched once the app has started, so
            it never competes with the text's first paint (nor takes the connection another request would reuse).
          */}
          <HeroThumbnail css={artworkStyle} image={image} deferBelow={theme.breakpoints.sm}>
            <WideScreenPreload image={image} />
          </HeroThumbnail>
          <p>{intro}</p>
          <div css={moreStyle}>
            {children && <div css={actionsStyle}>{children}</div>}
            <TrustLine />
          </div>
        </div>
      </Container>
    </div>
  );
}

/**
 * The widths follow the artwork's box: 36% of a phone's column, 192 px from sm, then five twelfths of the content
 * width from md, 450 px at most. AVIF at a low quality: flat colour compresses to a few kilobytes.
 */
export const query = graphql`
  fragment PageText on PagesJson {
    title
    description
    heading
    intro
    heroImage {
      childImageSharp {
        gatsbyImageData(
          width: 480
          breakpoints: [240, 320, 400, 480, 640, 960]
          sizes: "(min-width: 1152px) 450px, (min-width: 900px) 38vw, (min-width: 600px) 192px, 36vw"
          quality: 60
          avifOptions: { quality: 45 }
        )
      }
    }
  }
`;
