/**
 * Draws a picture processed by gatsby-plugin-image (AVIF, WebP and a fallback at several widths) as a
 * plain <picture> with its width and height set, so it never shifts the layout.
 *
 * Why not <GatsbyImage>: in the browser it always fetches its lazy-hydration module, which bundles
 * react-dom/server: 17 KB gzipped on every page with a picture, for work the browser does itself
 * (native lazy loading and off-thread decoding).
 */
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { useHydrated } from "../../hooks/use-hydrated";
import { leftOut } from "../../lib/bench-without";

/** A transparent pixel: chosen instead of the picture until it may be fetched, it costs no request. */
const BLANK = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

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
  /**
   * Below this width (px) the picture is fetched only once the app has taken over the page, long after its first
   * paint: until then the browser picks a blank source, showing the box in the picture's colour.
   */
  deferBelow?: number;
  /** Below this width (px) the picture is not shown: the browser picks a blank source and fetches nothing. */
  omitBelow?: number;
  /** How wide the picture is drawn, where that differs from the width its query was made for. */
  sizes?: string;
  /** Styles the <img>; pass them with Emotion's css prop. */
  className?: string;
}

/** The source that screens narrower than `below` pick: the browser fetches nothing for it. */
function BlankSource({ below }: { below: number }) {
  return <source media={`(max-width: ${below - 0.02}px)`} srcSet={BLANK} />;
}

/** The blank source until the app has started; then it goes. */
function BlankUntilStarted({ below }: { below: number }) {
  const started = useHydrated();
  return started ? null : <BlankSource below={below} />;
}

export function Picture({
  image,
  alt,
  priority = false,
  lowPriority = false,
  deferBelow,
  omitBelow,
  sizes: drawnSizes,
  className,
}: Props) {
  const blankBelow = leftOut("defer-hero-pictures") ? {} : { omitBelow, deferBelow };
  const { images, width, height, backgroundColor } = image;
  const sizes = images.fallback?.sizes;
  // React 18 does not know the camel-cased fetchPriority; the lower-case attribute passes through.
  const fetchPriority = priority ? { fetchpriority: "high" } : lowPriority ? { fetchpriority: "low" } : {};
  return (
    <picture>
      {blankBelow.omitBelow !== undefined && <BlankSource below={blankBelow.omitBelow} />}
      {blankBelow.deferBelow !== undefined && <BlankUntilStarted below={blankBelow.deferBelow} />}
      {images.sources?.map((source) => (
        <source
          key={`${source.type}-${source.media ?? ""}`}
          type={source.type}
          media={source.media}
          srcSet={source.srcSet}
          sizes={drawnSizes ?? (source.sizes || sizes)}
        />
      ))}
      {/* One JPEG, no srcset: a browser that picks among sizes also takes the AVIF or WebP sources, and the JPEGs'
          list made up a third of each picture's markup (800 bytes with brotli on /services/, over its first round
          trip). */}
      <img
        className={className}
        src={images.fallback?.src}
        width={width}
        height={height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        {...fetchPriority}
        // Fixed, not the browser's `auto` ratio: the blank source deferBelow offers is 1×1, and the box must not
        // change shape when the picture replaces it (a layout shift of the text beside it).
        style={{ backgroundColor, aspectRatio: `${width} / ${height}` }}
      />
    </picture>
  );
}
