import type { GatsbyConfig } from "gatsby";
import { jsonTypeName } from "./gatsby/json-type-name";

const config: GatsbyConfig = {
  siteMetadata: {
    // The one place the public address is set; canonical URLs and sharing tags derive from it.
    siteUrl: process.env.SITE_URL ?? "https://www.cowryshield.com.ng",
  },
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: true,
  },
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  trailingSlash: "never",
  plugins: [
    "gatsby-plugin-emotion",
    "gatsby-plugin-image",
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
      options: { name: "data", path: `${__dirname}/data` },
    },
    {
      resolve: "gatsby-transformer-json",
      // Name every type after its file (about.json -> AboutJson); by default single-object files are named after their folder.
      options: { typeName: ({ node }: { node: { name: string } }) => jsonTypeName(node.name) },
    },
  ],
};

export default config;
