/**
 * @jest-environment node
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { artworks } from "../../scripts/artwork/render";

const imagesDirectory = path.resolve(__dirname, "..", "..", "data", "images");
const sha256 = (bytes: Buffer): string => createHash("sha256").update(bytes).digest("hex");

// The committed pictures must be what `npm run artwork` draws, so that a change to the drawing code is committed
// with the pictures it changes. The JPEGs depend on sharp's encoder too: after a sharp upgrade that moves these
// hashes, run `npm run artwork` and commit the pictures it writes.
describe("npm run artwork", () => {
  const drawn = new Map<string, string>();

  // All at once: sharp encodes on threads of its own, so this takes half the time of one after another.
  beforeAll(async () => {
    const hashes = await Promise.all(
      artworks().map(async (artwork) => [artwork.file, sha256(await artwork.render())] as const),
    );
    for (const [file, hash] of hashes) drawn.set(file, hash);
  }, 60_000);

  it.each(artworks().map((artwork) => artwork.file))("draws data/images/%s byte for byte as committed", (file) => {
    expect(drawn.get(file)).toBe(sha256(readFileSync(path.join(imagesDirectory, file))));
  });
});
