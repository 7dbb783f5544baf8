import { robotsTxt } from "../../gatsby/robots";

it("lets crawlers in and points them at the sitemap on the site's address", () => {
  expect(robotsTxt("https://www.example.ng")).toBe(
    "User-agent: *\nAllow: /\n\nSitemap: https://www.example.ng/sitemap-index.xml\n",
  );
});
