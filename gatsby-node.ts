/** Gatsby's hooks. Where a hook's name would not say what it does here, the exported function's name does. */
export { markBuildIncomplete as onPreInit } from "./gatsby/hooks/build-mark";
export { checkContentBeforeSourcing as onPreBootstrap } from "./gatsby/hooks/check-content-before-sourcing";
export { createSchemaCustomization } from "./gatsby/hooks/schema";
export { createPages } from "./gatsby/hooks/create-pages";
export { writeAdminAfterBootstrap as onPostBootstrap } from "./gatsby/hooks/write-admin";
export { onPostBuild } from "./gatsby/hooks/post-build";
export { onCreateWebpackConfig } from "./gatsby/hooks/webpack-config";
