export { onPreInit } from "./gatsby/build-mark";
export { onPreBootstrap } from "./gatsby/validate-content";
export { createSchemaCustomization } from "./gatsby/schema";
export { createPages } from "./gatsby/create-pages";
export { onPostBootstrap } from "./gatsby/post-bootstrap";
export { onPostBuild } from "./gatsby/post-build";
export { onCreateWebpackConfig } from "./gatsby/webpack-config";
