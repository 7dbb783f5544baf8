import { render, screen } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { PageHero } from "../../src/components/ui/PageHero";
import { mockTrustLineQuery } from "../support/trust-line-query";

const artwork: IGatsbyImageData = {
  layout: "constrained",
  width: 480,
  height: 360,
  backgroundColor: "#0b3558",
  images: {
    fallback: {
      src: "/static/claims-480.jpg",
      srcSet: "/static/claims-240.jpg 240w,\n/static/claims-480.jpg 480w",
      sizes: "(min-width: 1152px) 450px, 36vw",
    },
    sources: [{ type: "image/avif", srcSet: "/static/claims-240.avif 240w,\n/static/claims-480.avif 480w" }],
  },
};

const pageArtwork = { childImageSharp: { gatsbyImageData: artwork } };

beforeEach(() => {
  mockTrustLineQuery();
});

describe("PageHero", () => {
  it("shows the heading, the introduction, the trust facts and the page's artwork as decoration", () => {
    const { container } = render(
      <PageHero page={{ heading: "Claims Process", intro: "We handle the paperwork.", heroImage: pageArtwork }} />,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Claims Process");
    expect(screen.getByText("We handle the paperwork.")).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Why you can trust us" })).toBeInTheDocument();
    const img = container.querySelector("[data-hero-artwork] img")!;
    expect(img).toHaveAttribute("alt", "");
    expect(img).toHaveAttribute("width", "480");
    expect(img).toHaveAttribute("height", "360");
    expect(img).toHaveAttribute("src", "/static/claims-480.jpg");
  });

  it("never lets the artwork hold up the text's first paint: fetched lazily, at low priority", () => {
    const { container } = render(
      <PageHero page={{ heading: "About Us", intro: "Who we are.", heroImage: pageArtwork }} />,
    );
    const img = container.querySelector("[data-hero-artwork] img")!;
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("fetchpriority", "low");
  });

  it("has wide screens, where the artwork is the largest paint, fetch its AVIF with the HTML at high priority", () => {
    const { container } = render(
      <PageHero page={{ heading: "About Us", intro: "Who we are.", heroImage: pageArtwork }} />,
    );
    const preload = container.querySelector('link[rel="preload"]')!;
    expect(preload).toHaveAttribute("as", "image");
    expect(preload).toHaveAttribute("type", "image/avif");
    expect(preload).toHaveAttribute("media", "(min-width: 900px)");
    expect(preload).toHaveAttribute("imagesrcset", "/static/claims-240.avif 240w,\n/static/claims-480.avif 480w");
    expect(preload).toHaveAttribute("imagesizes", "(min-width: 1152px) 450px, 36vw");
    expect(preload).toHaveAttribute("fetchpriority", "high");
  });

  it("places the artwork after the heading and before the introduction, where it is set into the text on a phone", () => {
    const { container } = render(
      <PageHero page={{ heading: "Contact Us", intro: "Call or write.", heroImage: pageArtwork }} />,
    );
    const order = Array.from(container.querySelectorAll("h1, [data-hero-artwork], p"), (element) =>
      element.tagName === "DIV" ? "artwork" : element.tagName.toLowerCase(),
    );
    expect(order).toEqual(["h1", "artwork", "p"]);
  });

  it("refuses a picture the image pipeline did not process, naming the page, so the build fails", () => {
    // React reports the error it rethrows; the test needs only the throw.
    const reported = jest.spyOn(console, "error").mockImplementation(() => {});
    expect(() =>
      render(
        <PageHero
          page={{ heading: "Protecting What Matters Most", intro: "We help.", heroImage: { childImageSharp: null } }}
        />,
      ),
    ).toThrow('PageHero: the hero picture of the page "Protecting What Matters Most" was not processed (heroImage)');
    reported.mockRestore();
  });

  it("refuses a page whose query found no record, so the build fails rather than render an empty hero", () => {
    const reported = jest.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<PageHero page={null} />)).toThrow(
      "PageHero: the page's query found no record in data/pages.json (pagesJson)",
    );
    reported.mockRestore();
  });

  it("keeps the calls to action it is given", () => {
    render(
      <PageHero page={{ heading: "Page Not Found", intro: "Gone.", heroImage: pageArtwork }}>
        <a href="/">Go to the Home Page</a>
      </PageHero>,
    );
    expect(screen.getByRole("link", { name: "Go to the Home Page" })).toHaveAttribute("href", "/");
  });
});
