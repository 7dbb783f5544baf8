/** @jest-environment node */
import { shareImageSvg, wrapWords } from "../../gatsby/rewrites/share-images";
import { shareImageName, shareImagePath } from "../../src/lib/share-image";

describe("sharing pictures", () => {
  it.each([
    ["/", "home"],
    ["/about", "about"],
    ["/services/motor-insurance", "services-motor-insurance"],
    ["/services/motor-insurance/", "services-motor-insurance"],
  ])("names the picture of %s %s", (pathname, name) => {
    expect(shareImageName(pathname)).toBe(name);
  });

  it("serves the pictures from /share/", () => {
    expect(shareImagePath("/careers")).toBe("/share/careers.png");
  });

  it("wraps a heading at spaces into lines of about 24 characters", () => {
    expect(wrapWords("Consequential Loss (Business Interruption) Insurance")).toEqual([
      "Consequential Loss",
      "(Business Interruption)",
      "Insurance",
    ]);
    expect(wrapWords("Claims Process")).toEqual(["Claims Process"]);
  });

  it("draws the heading, the kicker and the brand, escaping text for SVG", () => {
    const svg = shareImageSvg("Fire & Special Perils Insurance", "Insurance product", "Cowry Shield");
    expect(svg).toContain('width="1200" height="630"');
    expect(svg).toContain(">Fire &amp; Special Perils</tspan>");
    expect(svg).toContain(">Insurance</tspan>");
    expect(svg).toContain(">Insurance product</text>");
    expect(svg).toContain(">Cowry Shield</text>");
  });
});
