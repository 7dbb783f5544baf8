/**
 * @jest-environment node
 */
import { createHash } from "node:crypto";
import { buildIconSymbols, iconSpriteFile } from "../../src/icons/icon-sprite";
import { iconNames, interfaceIconNames, socialIconNames } from "../../src/icons/icon-names";

const sprite = buildIconSymbols();
const symbols = new Map(
  Array.from(sprite.matchAll(/<symbol id="([^"]+)" viewBox="([^"]+)"[^>]*>(.*?)<\/symbol>/g), (match) => [
    match[1],
    { viewBox: match[2], drawing: match[3] },
  ]),
);

describe("buildIconSymbols", () => {
  it("is symbols only, with ids of their own kind that no page element takes", () => {
    expect(sprite.startsWith('<symbol id="icon-')).toBe(true);
    expect(sprite.endsWith("</symbol>")).toBe(true);
    expect(sprite.match(/<symbol id="/g)).toHaveLength(sprite.match(/<symbol id="icon-/g)!.length);
  });

  it.each([...iconNames, ...interfaceIconNames])("draws %s as a stroked 24 px lucide icon", (name) => {
    const symbol = symbols.get(`icon-${name}`);
    expect(symbol?.viewBox).toBe("0 0 24 24");
    expect(symbol?.drawing).toMatch(/^<(path|circle|rect|line|polyline|polygon|ellipse) /);
    expect(sprite).toContain(`<symbol id="icon-${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor"`);
  });

  it.each(socialIconNames)("draws the %s mark as a filled 16 px shape", (name) => {
    expect(sprite).toMatch(
      new RegExp(`<symbol id="icon-${name}" viewBox="0 0 16 16" fill="currentColor"><path d="M[^"]+"/>`),
    );
  });

  it("has no symbol twice", () => {
    expect(symbols.size).toBe(iconNames.length + interfaceIconNames.length + socialIconNames.length);
  });
});

describe("buildIconSymbols(names)", () => {
  it("draws only the icons named, each once, in the sprite's order", () => {
    expect(buildIconSymbols(["Phone", "Menu", "Car", "Phone", "LinkedIn"])).toBe(
      [symbolOf("icon-Car"), symbolOf("icon-Phone"), symbolOf("icon-Menu"), symbolOf("icon-LinkedIn")].join(""),
    );
  });

  it("refuses a name the sprite does not have", () => {
    expect(() => buildIconSymbols(["Car", "Telephone"])).toThrow("Icon sprite: no icon named Telephone");
  });
});

describe("iconSpriteFile", () => {
  it("is every symbol in a standalone SVG, under /static/ with a name taken from its content", () => {
    const { urlPath, svg } = iconSpriteFile();
    expect(svg).toBe(`<svg xmlns="http://www.w3.org/2000/svg">${sprite}</svg>`);
    const hash = createHash("sha256").update(svg).digest("hex").slice(0, 20);
    expect(urlPath).toBe(`/static/icons-${hash}.svg`);
  });
});

function symbolOf(id: string): string {
  return new RegExp(`<symbol id="${id}"[^>]*>.*?</symbol>`).exec(sprite)![0];
}
