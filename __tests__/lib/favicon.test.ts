import fs from "node:fs";
import svgToDataUri from "mini-svg-data-uri";
import { FAVICON_DATA_URI } from "../../hosting/favicon";

describe("the favicon every page carries", () => {
  it("is static/favicon.svg, as a data: URI", () => {
    expect(FAVICON_DATA_URI).toBe(svgToDataUri(fs.readFileSync("static/favicon.svg", "utf8").trim()));
  });
});
