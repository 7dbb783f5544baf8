import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { artworkGroups, artworks, type ArtworkGroup } from "./render";

const root = path.resolve(__dirname, "..", "..");
const imagesDirectory = path.join(root, "data", "images");

function isArtworkGroup(name: string): name is ArtworkGroup {
  return (artworkGroups as readonly string[]).includes(name);
}

async function draw(groups: readonly ArtworkGroup[]): Promise<void> {
  let total = 0;
  for (const artwork of artworks()) {
    if (groups.length > 0 && !groups.includes(artwork.group)) continue;
    const file = path.join(imagesDirectory, artwork.file);
    const bytes = await artwork.render();
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
    total += bytes.length;
    console.log(`wrote ${path.relative(root, file)} (${(bytes.length / 1024).toFixed(1)} KB)`);
  }
  console.log(`done: ${(total / 1024).toFixed(1)} KB total`);
}

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !isArtworkGroup(name));
if (unknown.length > 0) {
  console.error(`No artwork group called ${unknown.join(", ")}: choose from ${artworkGroups.join(", ")}`);
  process.exit(1);
}
draw(requested.filter(isArtworkGroup)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
