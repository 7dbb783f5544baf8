/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import { checkCriticalStyles, criticalStyleProblem } from "../../gatsby/checks/check-critical-styles";
import { copyOfPristineSite, fixturePage } from "../support/fixture-output";

describe("the critical style check, on a real Gatsby build (the fixture site)", () => {
  it("passes every page, whose critical <style> has a rule for each Emotion class it uses", () => {
    expect(criticalStyleProblem(fixturePage("/", "pristine"))).toBeUndefined();
    expect(checkCriticalStyles(copyOfPristineSite())).toBe(2);
  });

  it("fails the build, naming page and class, when a class used has no rule", () => {
    const site = copyOfPristineSite();
    const page = path.join(site, "index.html");
    const html = fs.readFileSync(page, "utf8");
    const firstName = /<style data-critical-css="">\.css-([\w-]+)/.exec(html)![1]!;
    fs.writeFileSync(page, html.replaceAll(`.css-${firstName}`, ".gone"));
    expect(() => checkCriticalStyles(site)).toThrow(
      `critical-css check (gatsby/checks/check-critical-styles.ts): Emotion's server output no longer holds every rule the ` +
        `page uses.\n  - public/index.html uses classes its critical <style> has no rule for: css-${firstName}`,
    );
  });

  it("names a page that has no critical <style>", () => {
    const html = fixturePage("/second", "pristine").replace(/<style data-critical-css=/, "<style data-emotion=");
    expect(criticalStyleProblem(html)).toBe("has 0 <style data-critical-css> elements, expected exactly 1");
  });

  it("names a page whose classes Emotion no longer calls css-…", () => {
    const html = fixturePage("/second", "pristine").replace(/class="css-/g, 'class="e-');
    expect(criticalStyleProblem(html)).toBe('uses no class="css-…": Emotion names its classes differently now');
  });
});
