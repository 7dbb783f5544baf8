import type { GatsbyConfig } from "gatsby";
import { dataDirectoryOf } from "./gatsby/content/data-directory";
import { jsonTypeName } from "./gatsby/content/json-type-name";
import { STATUS_LOOKUP_PAGE } from "./form-contract/claim-status/lookup";
import { resultPages } from "./form-contract/shared/form-post";
import { leftOut } from "./src/lib/bench-without";
import { FAVICON_DATA_URI } from "./hosting/favicon";

const config: GatsbyConfig = {
  siteMetadata: {
    // The one place the public address is set; canonical URLs and sharing tags derive from it.
    siteUrl: process.env.SITE_URL ?? "https://www.cowryshield.com.ng",
    // The favicon goes into each page itself: a browser fetches a linked one as soon as the page has loaded, on a
    // slow link alongside the page's first paint.
    favicon: leftOut("favicon-data-uri") ? "/favicon.svg" : FAVICON_DATA_URI,
  },
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: true,
  },
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  // Pages live at /about/ as every static host and nginx serve a folder's index.html: no redirect on the way.
  trailingSlash: "always",
  // `gatsby develop` passes the forms' /api calls to a submissions service started with `npm run serve`.
  proxy: [{ prefix: "/api", url: process.env.API_PROXY_URL ?? "http://localhost:9000" }],
  plugins: [
    "gatsby-plugin-emotion",
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        query: "{ site { siteMetadata { siteUrl } } allSitePage { nodes { path matchPath } } }",
        // Pages with a match path ('Product Not Found'), the 404 page and the answers to a form post are not pages
        // to land on from a search.
        resolvePages: ({ allSitePage }: { allSitePage: { nodes: { path: string; matchPath: string | null }[] } }) =>
          allSitePage.nodes.filter((page) => !page.matchPath),
        excludes: [
          "/404",
          "/404.html",
          "/dev-404-page",
          ...Object.values(resultPages).flatMap((pages) => Object.values(pages)),
          // A customer's own errand, reached from the claims page and their e-mails.
          STATUS_LOOKUP_PAGE,
        ],
      },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: "Cowry Shield Insurance Brokers",
        short_name: "Cowry Shield",
        description: "Insurance brokers in Lagos and Abuja: products, quotes and claims.",
        start_url: "/",
        lang: "en-NG",
        display: "standalone",
        background_color: "#FFFFFF",
        theme_color: "#0B3558",
        icon: "static/favicon.svg",
        // The SVG favicon and theme colour are set by the Seo component already.
        include_favicon: false,
        theme_color_in_head: false,
        // Not the eight apple-touch-icon links in every page: Safari reads the manifest's icons.
        legacy: false,
      },
    },
    // gatsby-plugin-image is deliberately not registered: gatsby-transformer-sharp provides gatsbyImageData,
    // src/components/ui/Picture.tsx draws it, and the plugin would only add <GatsbyImage>'s styles and script.
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          formats: ["auto", "webp", "avif"],
          placeholder: "dominantColor",
          quality: 70,
        },
      },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "data", path: dataDirectoryOf(__dirname) },
    },
    {
      resolve: "gatsby-transformer-json",
      // Name every type after its file (about.json -> AboutJson); by default single-object files are named after their folder.
      options: { typeName: ({ node }: { node: { name: string } }) => jsonTypeName(node.name) },
    },
  ],
};

export default config;
