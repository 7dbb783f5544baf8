/**
 * Draws a picture processed by gatsby-plugin-image (AVIF, WebP and a fallback at several widths) as a
 * plain <picture> with its width and height set, so it never shifts the layout.
 *
 * Why not <GatsbyImage>: in the browser it always fetches its lazy-hydration module, which bundles
 * react-dom/server: 17 KB gzipped on every page with a picture, for work the browser does itself
 * (native lazy loading and off-thread decoding).
 */
import type { IGatsbyImageData } from "gatsby-plugin-image";

interface Props {
  image: IGatsbyImageData;
  /** Empty for a decorative picture. */
  alt: string;
  /** The page's main picture: fetched at once and first, rather than when scrolled near. */
  priority?: boolean;
  /**
   * A picture that must never compete with what the page paints first: fetched when laid out near the screen, at
   * low priority, even when it is on the first screen (a visible picture is otherwise raised to high priority).
   */
  lowPriority?: boolean;
  /** Styles the <img>; pass them with Emotion's css prop. */
  className?: string;
}

export function Picture({ image, alt, priority = false, lowPriority = false, className }: Props) {
  const { images, width, height, backgroundColor } = image;
  const sizes = images.fallback?.sizes;
  // React 18 does not know the camel-cased fetchPriority; the lower-case attribute passes through.
  const fetchPriority = priority ? { fetchpriority: "high" } : lowPriority ? { fetchpriority: "low" } : {};
  return (
    <picture>
      {images.sources?.map((source) => (
        <source
          key={`${source.type}-${source.media ?? ""}`}
          type={source.type}
          media={source.media}
          srcSet={source.srcSet}
          sizes={source.sizes || sizes}
        />
      ))}
      <img
        className={className}
        src={images.fallback?.src}
        srcSet={images.fallback?.srcSet}
        sizes={sizes}
        width={width}
        height={height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        {...fetchPriority}
        style={{ backgroundColor }}
      />
    </picture>
  );
}
