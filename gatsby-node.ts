export { onPreInit } from "./gatsby/build-mark";
export { checkContentBeforeSourcing as onPreBootstrap } from "./gatsby/check-content-before-sourcing";
export { createSchemaCustomization } from "./gatsby/schema";
export { createPages } from "./gatsby/create-pages";
export { onPostBootstrap } from "./gatsby/post-bootstrap";
export { onPostBuild } from "./gatsby/post-build";
export { onCreateWebpackConfig } from "./gatsby/webpack-config";
