export { onPreBootstrap } from "./gatsby/validate-content";
export { createSchemaCustomization } from "./gatsby/schema";
export { createPages } from "./gatsby/create-pages";
export { onPostBuild } from "./gatsby/post-build";
