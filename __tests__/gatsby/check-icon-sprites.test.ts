/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import { checkIconSprites, iconSpriteProblem } from "../../gatsby/checks/check-icon-sprites";
import { buildIconSymbols, iconSpriteFile } from "../../src/icons/icon-sprite";
import { iconsOnEveryPage } from "../../src/icons/icon-names";
import { copyOfPristineSite, fixturePage } from "../support/fixture-output";

const symbolIds = (html: string) =>
  Array.from(
    /<svg[^>]*data-sprite-file="[^"]*"[^>]*>([\s\S]*?)<\/svg>/.exec(html)![1]!.matchAll(/<symbol id="([^"]+)"/g),
    (m) => m[1],
  );

describe("the icon sprite check, on a real Gatsby build (the fixture site)", () => {
  it("passes every page: each sprite holds the icons its page draws and those a click can show on any page, and names the file", () => {
    const home = fixturePage("/", "pristine");
    expect(symbolIds(home)).toEqual(["icon-Car", ...iconsOnEveryPage.map((name) => `icon-${name}`)]);
    expect(symbolIds(fixturePage("/second", "pristine"))).toEqual(iconsOnEveryPage.map((name) => `icon-${name}`));
    expect(home).toContain(`data-sprite-file="${iconSpriteFile().urlPath}"`);
    expect(iconSpriteProblem(home)).toBeUndefined();
    expect(checkIconSprites(copyOfPristineSite())).toBe(2);
  });

  it("fails the build, naming page and icon, when a page draws an icon its sprite lacks", () => {
    const site = copyOfPristineSite();
    const page = path.join(site, "index.html");
    fs.writeFileSync(page, fs.readFileSync(page, "utf8").replace(/<symbol id="icon-Car"[\s\S]*?<\/symbol>/, ""));
    expect(() => checkIconSprites(site)).toThrow(
      "icon sprite check (gatsby/checks/check-icon-sprites.ts): a page's sprite no longer holds exactly the icons it " +
        "draws.\n  - public/index.html draws icons its sprite lacks: icon-Car",
    );
  });

  it("names a page whose sprite holds every icon, as when the server render recorded none", () => {
    const html = fixturePage("/second", "pristine").replace(
      /(<svg[^>]*data-sprite-file="[^"]*"[^>]*>)[\s\S]*?<\/svg>/,
      `$1${buildIconSymbols()}</svg>`,
    );
    expect(iconSpriteProblem(html)).toMatch(
      /^has icons in its sprite that it does not draw: icon-Activity, icon-Anchor, .*, icon-Instagram$/,
    );
  });

  it("names a page without a sprite, or one naming another file", () => {
    const html = fixturePage("/", "pristine");
    expect(iconSpriteProblem(html.replace(/data-sprite-file=/, "data-file="))).toBe(
      "has no icon sprite (<svg data-sprite-file>)",
    );
    expect(iconSpriteProblem(html.replace(/data-sprite-file="[^"]*"/, 'data-sprite-file="/icons.svg"'))).toBe(
      `names the sprite file /icons.svg, expected ${iconSpriteFile().urlPath}`,
    );
  });
});
