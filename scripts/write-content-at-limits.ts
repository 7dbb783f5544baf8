/**
 * `tsx scripts/write-content-at-limits.ts <folder>`: writes into <folder> the content of data/ with every field at
 * its limit (gatsby/content-model/at-limits.ts), pictures included, for a build with CONTENT_DIRECTORY=<folder>.
 *
 * A picture keeps its original's size and type, so its markup is what the original's would be, but is one flat
 * colour: only its name and size reach the page, and a flat picture takes a fraction of the time to encode.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { contentAtLimits, type PictureCopy } from "../gatsby/content-model/at-limits";
import { contentModel } from "../gatsby/content-model/model";
import { readContentFiles } from "../gatsby/content/content-report";
import { buildIconSymbols } from "../src/icons/icon-sprite";
import { iconNames } from "../src/icons/icon-names";

/** The size of a picture that has no original: a square photograph as large as any the site is given. */
const NEW_PICTURE = { width: 1600, height: 1600 };

async function writePicture(dataDirectory: string, target: string, { from, to }: PictureCopy) {
  const file = path.join(target, to);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const original = from === undefined ? undefined : path.join(dataDirectory, from);
  if (original?.endsWith(".svg")) {
    fs.copyFileSync(original, file);
    return;
  }
  const { width, height } = original === undefined ? NEW_PICTURE : await sharp(original).metadata();
  await sharp({ create: { width, height, channels: 3, background: "#0b3558" } })
    .jpeg()
    .toFile(file);
}

async function main() {
  const target = process.argv[2];
  if (!target) throw new Error("Name the folder to write to: tsx scripts/write-content-at-limits.ts <folder>");
  const dataDirectory = path.resolve(__dirname, "..", "data");
  const iconsLargestFirst = [...iconNames].sort((a, b) => buildIconSymbols([b]).length - buildIconSymbols([a]).length);
  const { files, pictures } = contentAtLimits(contentModel, readContentFiles(dataDirectory), iconsLargestFirst);
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target, { recursive: true });
  for (const [file, value] of Object.entries(files)) {
    fs.writeFileSync(path.join(target, file), `${JSON.stringify(value, null, 2)}\n`);
  }
  await Promise.all(pictures.map((picture) => writePicture(dataDirectory, target, picture)));
  console.log(
    `Wrote ${Object.keys(files).length} data files and ${pictures.length} pictures at their limits to ${target}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
