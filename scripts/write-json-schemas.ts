/** `npm run schemas`: writes schemas/*.schema.json and .vscode/settings.json from the content model. */
import fs from "node:fs";
import path from "node:path";
import { contentModel } from "../gatsby/content-model/model";
import { schemaFiles } from "../gatsby/content-model/schema-files";

const root = path.resolve(__dirname, "..");
for (const [file, text] of Object.entries(schemaFiles(contentModel))) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}
console.log(`Wrote ${Object.keys(schemaFiles(contentModel)).length} files from gatsby/content-model/model.ts`);
