/**
 * @jest-environment node
 */
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { renderToString } from "react-dom/server";
import { HeroThumbnail } from "../../src/components/ui/HeroThumbnail";
import { PageHero } from "../../src/components/ui/PageHero";
import { Picture } from "../../src/components/ui/Picture";
import { mockTrustLineQuery } from "../support/trust-line-query";

const image: IGatsbyImageData = {
  layout: "constrained",
  width: 480,
  height: 360,
  backgroundColor: "#0b3558",
  images: {
    fallback: { src: "/static/about-480.jpg", srcSet: "/static/about-480.jpg 480w", sizes: "36vw" },
    sources: [{ type: "image/avif", srcSet: "/static/about-480.avif 480w" }],
  },
};

describe("a picture deferred on narrow screens, as served", () => {
  it("offers those screens a blank source first, so the page as served fetches nothing for them", () => {
    const html = renderToString(<Picture image={image} alt="" lowPriority deferBelow={600} />);
    const sources = html.match(/<source[^>]*>/g)!;
    expect(sources).toHaveLength(2);
    expect(sources[0]).toMatch(/^<source media="\(max-width: 599.98px\)" srcSet="data:image\/gif;base64,[^"]+"\/>$/);
    expect(sources[1]).toContain('type="image/avif"');
    expect(html).toContain('loading="lazy"');
  });

  it("is served as it always was without deferBelow", () => {
    const html = renderToString(<Picture image={image} alt="" />);
    expect(html).not.toContain("data:image/gif");
    expect(html.match(/<source[^>]*>/g)).toHaveLength(1);
  });
});

describe("the page hero, as served", () => {
  it("hides a phone's artwork box when scripts are off, since its picture would stay blank", () => {
    mockTrustLineQuery();
    const html = renderToString(
      <PageHero
        page={{ heading: "About Us", intro: "Who we are.", heroImage: { childImageSharp: { gatsbyImageData: image } } }}
      />,
    );
    const artwork = /<div[^>]* data-hero-artwork="true"[\s\S]*?<\/noscript><\/div>/.exec(html)![0];
    expect(artwork).toContain('<source media="(max-width: 599.98px)"');
    expect(artwork).toContain(
      "<noscript><style>@media (max-width: 599.98px) { [data-hero-artwork] { display: none; } }</style></noscript>",
    );
  });
});

describe("a hero's thumbnail, as served", () => {
  it("hides its box without scripts below the width where it waits for the app, and only there", () => {
    const html = renderToString(<HeroThumbnail image={image} deferBelow={900} sizes="36vw" />);
    expect(html).toContain('<source media="(max-width: 899.98px)"');
    expect(html).toContain('sizes="36vw"');
    expect(html).toContain(
      "<noscript><style>@media (max-width: 899.98px) { [data-hero-artwork] { display: none; } }</style></noscript>",
    );
  });
});
