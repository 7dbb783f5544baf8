/** Writes the icon sprite into public/ before pages render, for `gatsby build` and `gatsby develop` alike. */
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { ICON_SPRITE_PATH } from "../src/lib/icon-names";
import { buildIconSprite } from "./icon-sprite";

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ store }) => {
  const publicDirectory = path.join(store.getState().program.directory, "public");
  fs.mkdirSync(publicDirectory, { recursive: true });
  fs.writeFileSync(path.join(publicDirectory, ICON_SPRITE_PATH), buildIconSprite());
};
