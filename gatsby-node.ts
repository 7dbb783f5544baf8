/** Gatsby's hooks. Where a hook's name would not say what it does here, the exported function's name does. */
export { markBuildIncomplete as onPreInit } from "./gatsby/build-mark";
export { checkContentBeforeSourcing as onPreBootstrap } from "./gatsby/check-content-before-sourcing";
export { createSchemaCustomization } from "./gatsby/schema";
export { createPages } from "./gatsby/create-pages";
export { writeAdminAfterBootstrap as onPostBootstrap } from "./gatsby/write-admin";
export { onPostBuild } from "./gatsby/post-build";
export { onCreateWebpackConfig } from "./gatsby/webpack-config";
