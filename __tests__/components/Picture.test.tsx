import { render } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../../src/components/ui/Picture";

const image: IGatsbyImageData = {
  layout: "constrained",
  width: 480,
  height: 270,
  backgroundColor: "#0b3558",
  images: {
    fallback: {
      src: "/static/motor-480.png",
      srcSet: "/static/motor-240.png 240w,\n/static/motor-480.png 480w",
      sizes: "(min-width: 600px) 45vw, 100vw",
    },
    sources: [
      { type: "image/avif", srcSet: "/static/motor-240.avif 240w,\n/static/motor-480.avif 480w", sizes: "" },
      { type: "image/webp", srcSet: "/static/motor-240.webp 240w,\n/static/motor-480.webp 480w" },
    ],
  },
};

describe("Picture", () => {
  it("offers AVIF, then WebP, with the sizes the query asked for, then one fallback without a srcset", () => {
    const { container } = render(<Picture image={image} alt="A car" />);
    const sources = Array.from(container.querySelectorAll("picture > source"));
    expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[1]).toHaveAttribute("srcset", "/static/motor-240.webp 240w,\n/static/motor-480.webp 480w");
    for (const source of sources) expect(source).toHaveAttribute("sizes", "(min-width: 600px) 45vw, 100vw");
    const img = container.querySelector("picture > img")!;
    expect(img).toHaveAttribute("src", "/static/motor-480.png");
    expect(img).not.toHaveAttribute("srcset");
    expect(img).not.toHaveAttribute("sizes");
    expect(img).toHaveAttribute("alt", "A car");
  });

  it("sets width and height, so the page keeps the picture's space before it arrives", () => {
    const { container } = render(<Picture image={image} alt="" />);
    const img = container.querySelector("img")!;
    expect(img).toHaveAttribute("width", "480");
    expect(img).toHaveAttribute("height", "270");
    expect(img).toHaveStyle({ backgroundColor: "#0b3558" });
  });

  it("loads lazily by default, and at once with high priority for the page's main picture", () => {
    const lazy = render(<Picture image={image} alt="" />).container.querySelector("img")!;
    expect(lazy).toHaveAttribute("loading", "lazy");
    expect(lazy).not.toHaveAttribute("fetchpriority");
    const main = render(<Picture image={image} alt="" priority />).container.querySelector("img")!;
    expect(main).toHaveAttribute("loading", "eager");
    expect(main).toHaveAttribute("fetchpriority", "high");
  });

  it("once the app has started, offers narrow screens the picture's own sources", () => {
    const { container } = render(<Picture image={image} alt="" deferBelow={600} />);
    const sources = Array.from(container.querySelectorAll("picture > source"));
    expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
  });

  it("loads lazily at low priority a picture that must not compete with the first paint", () => {
    const art = render(<Picture image={image} alt="" lowPriority />).container.querySelector("img")!;
    expect(art).toHaveAttribute("loading", "lazy");
    expect(art).toHaveAttribute("fetchpriority", "low");
  });

  it("holds the picture's own proportions whatever source fills it, so the blank one shifts nothing", () => {
    const img = render(<Picture image={image} alt="" deferBelow={600} />).container.querySelector("img")!;
    expect(img.style.aspectRatio).toBe("480 / 270");
  });

  it("never offers screens narrower than omitBelow the picture: they pick a blank source, even once the app runs", () => {
    const { container } = render(<Picture image={image} alt="" omitBelow={900} deferBelow={600} />);
    const sources = Array.from(container.querySelectorAll("picture > source"));
    expect(
      sources.map((source) => [source.getAttribute("media"), source.getAttribute("srcset")?.slice(0, 15)]),
    ).toEqual([
      ["(max-width: 899.98px)", "data:image/gif;"],
      [null, "/static/motor-2"],
      [null, "/static/motor-2"],
    ]);
  });

  it("offers every source with the sizes it is drawn at, where those differ from its query's", () => {
    const { container } = render(<Picture image={image} alt="" sizes="36vw" />);
    const sources = Array.from(container.querySelectorAll("picture > source"));
    expect(sources.map((source) => source.getAttribute("sizes"))).toEqual(["36vw", "36vw"]);
  });
});
