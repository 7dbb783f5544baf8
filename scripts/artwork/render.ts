import sharp from "sharp";
import { bannerSize, bannerSvg } from "./banner";
import { categoryScenes } from "./categories";
import { clientLogos, logoSvg } from "./client-logos";
import { heroSize, heroSvg } from "./page-hero";
import { pageHeroScenes } from "./page-heroes";
import { palette } from "./palette";
import { productPictograms } from "./products";

export const artworkGroups = ["categories", "products", "pages", "clients"] as const;
export type ArtworkGroup = (typeof artworkGroups)[number];

export interface Artwork {
  group: ArtworkGroup;
  file: string;
  render: () => Promise<Buffer>;
}

interface JpegSize {
  width: number;
  height: number;
  quality: number;
}

function jpeg(svg: string, { width, height, quality }: JpegSize): Promise<Buffer> {
  return sharp(Buffer.from(svg))
    .resize(width, height)
    .flatten({ background: palette.navy })
    .jpeg({ quality, progressive: true, mozjpeg: true })
    .toBuffer();
}

const bannerJpeg: JpegSize = { ...bannerSize, quality: 78 };
/** Higher than the banners': gatsby-plugin-sharp encodes these again, and flat colour shows every artefact it inherits. */
const heroJpeg: JpegSize = { ...heroSize, quality: 90 };

export function artworks(): Artwork[] {
  return [
    ...Object.entries(categoryScenes).map(([id, draw]): Artwork => ({
      group: "categories",
      file: `categories/${id}.jpg`,
      render: () => jpeg(bannerSvg(`category:${id}`, draw()), bannerJpeg),
    })),
    ...Object.entries(productPictograms).map(([id, draw]): Artwork => ({
      group: "products",
      file: `products/${id}.jpg`,
      render: () => jpeg(bannerSvg(`product:${id}`, draw()), bannerJpeg),
    })),
    ...Object.entries(pageHeroScenes).map(([id, draw]): Artwork => ({
      group: "pages",
      file: `pages/${id}.jpg`,
      render: () => jpeg(heroSvg(draw()), heroJpeg),
    })),
    ...clientLogos.map((logo): Artwork => ({
      group: "clients",
      file: `clients/${logo.slug}.svg`,
      render: () => Promise.resolve(Buffer.from(logoSvg(logo), "utf8")),
    })),
  ];
}
